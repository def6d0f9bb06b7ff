// The embedded database's own thread: PGlite runs here, so a slow query never stalls the HTTP
// thread. It answers the requests of pglite-thread.ts (one message each, in order) and forwards
// the notifications it receives. Run as a process of its own (`node pglite-worker.js DIR`), it
// creates a new data folder (initdb) and ends, so the memory initdb takes (about 300 MB, kept by
// a thread's process) is given back before the database opens for serving.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { EMBEDDED_START_PARAMS, type ThreadReply, type ThreadRequest } from "./pglite-protocol";

if (!parentPort) {
  const created = await PGlite.create({ dataDir: process.argv[2]!, startParams: EMBEDDED_START_PARAMS });
  await created.close();
  process.exit(0);
}

const port = parentPort;
const { dataDir } = workerData as { dataDir: string };
const post = (reply: ThreadReply) => port.postMessage(reply);

/** An error as plain data: PostgreSQL's fields (code, constraint, detail…) survive the copy. */
function errorData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const data: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || key === "queryOptions") continue;
    data[key] = value;
  }
  return data;
}

const db = await PGlite.create({ dataDir, startParams: EMBEDDED_START_PARAMS });
/** Ends a transaction its caller rolled back (its callback threw there): not an error here. */
class RolledBack extends Error {}

const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();
const unlistens = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

/** Parsers that keep the listed types as PostgreSQL's text: the caller applies its own to them. */
function withRawTypes(options: QueryOptions | undefined, rawTypes: readonly number[]): QueryOptions | undefined {
  if (rawTypes.length === 0) return options;
  return { ...options, parsers: Object.fromEntries(rawTypes.map((type) => [type, (value: string) => value])) };
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  return open.tx;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query":
      return await target(request.tx).query(request.sql, request.params, withRawTypes(request.options, request.rawTypes));
    case "exec":
      return await target(request.tx).exec(request.sql, withRawTypes(request.options, request.rawTypes));
    case "begin":
      return await new Promise<number>((begun, failed) => {
        const id = nextTransaction++;
        const done = db.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollback(new RolledBack())), done });
              begun(id);
            }),
        );
        // BEGIN itself failed: the callback never ran.
        done.catch((error: unknown) => {
          if (!transactions.has(id)) failed(error);
        });
      });
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`No open transaction ${request.tx}`);
      open.end(request.commit);
      try {
        await open.done;
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      } finally {
        transactions.delete(request.tx);
      }
      return null;
    }
    case "listen":
      if (!unlistens.has(request.channel)) {
        unlistens.set(request.channel, await db.listen(request.channel, (payload) => post({ kind: "notify", channel: request.channel, payload })));
      }
      return null;
    case "unlisten":
      await unlistens.get(request.channel)?.();
      unlistens.delete(request.channel);
      return null;
    case "close":
      await db.close();
      return null;
  }
}

port.on("message", (request: ThreadRequest) => {
  handle(request).then(
    (result) => {
      post({ kind: "result", id: request.id, result });
      if (request.op === "close") port.close();
    },
    (error: unknown) => post({ kind: "error", id: request.id, error: errorData(error) }),
  );
});
post({ kind: "ready" });
