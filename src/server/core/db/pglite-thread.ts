import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { PROJECT_ROOT } from "../paths";
import type { ThreadCall, ThreadReply, ThreadRequest } from "./pglite-protocol";

/** What the server and drizzle use of an embedded database, in this thread or another. */
type EmbeddedQueries = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
};

export type EmbeddedClient = EmbeddedQueries & {
  transaction<T>(callback: (tx: EmbeddedQueries) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const run = promisify(execFile);

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

// From the built server, the thread runs the file the build wrote beside main.js; from the
// sources (tests, `npm run dev`), the TypeScript file through tsx, which a thread must load itself.
const FROM_SOURCES = fileURLToPath(import.meta.url).endsWith(".ts");
const WORKER_FILE = FROM_SOURCES ? path.join(PROJECT_ROOT, "src/server/core/db/pglite-worker.ts") : path.join(PROJECT_ROOT, "dist/server/pglite-worker.js");
// tsx's ES module API (its .mjs twin: `require` resolves the .cjs one, whose register fails in a thread).
const TSX_API = FROM_SOURCES ? createRequire(import.meta.url).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs") : null;

function newWorker(dataDir: string): Worker {
  if (!TSX_API) return new Worker(WORKER_FILE, { workerData: { dataDir } });
  const [api, file] = [TSX_API, WORKER_FILE].map((entry) => JSON.stringify(pathToFileURL(entry).href));
  return new Worker(`import(${api}).then(({ register }) => { register(); return import(${file}); })`, { eval: true, workerData: { dataDir } });
}

/** An error from the database thread, with PostgreSQL's fields (code, constraint…) as they were. */
function errorFrom(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message ?? "The embedded database failed"));
  Object.assign(error, data);
  return error;
}

/** The types a query's caller parses itself: the thread sends their text, the parsers run here. */
function split(options: QueryOptions | undefined) {
  if (!options) return { sent: undefined, rawTypes: [] as number[], parsers: undefined };
  const { parsers, serializers: _serializers, onNotice: _onNotice, ...sent } = options;
  return { sent, rawTypes: parsers ? Object.keys(parsers).map(Number) : [], parsers };
}

function applyParsers<T>(results: Results<T>, parsers: QueryOptions["parsers"]): Results<T> {
  if (!parsers) return results;
  results.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of results.rows as Record<string | number, unknown>[]) {
      const key = Array.isArray(row) ? index : field.name;
      if (typeof row[key] === "string") row[key] = parse(row[key]);
    }
  });
  return results;
}

/** Creates a new data folder in a process of its own, which gives back initdb's memory as it ends. */
async function createDataFolder(dataDir: string): Promise<void> {
  const { stderr } = await run(process.execPath, [...(TSX_API ? ["--import", "tsx"] : []), WORKER_FILE, dataDir]).catch((error: Error & { stderr?: string }) => {
    throw new Error(`The embedded database could not be created in ${dataDir}: ${error.stderr?.trim() || error.message}`);
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) throw new Error(`The embedded database could not be created in ${dataDir}: ${stderr.trim()}`);
}

function startWorker(dataDir: string): Promise<Worker> {
  const worker = newWorker(dataDir);
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    const onExit = (code: number) => reject(new Error(`The embedded database's thread stopped (exit code ${code})`));
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.once("message", () => {
      worker.off("error", onError);
      worker.off("exit", onExit);
      resolve(worker);
    });
  });
}

/**
 * Opens the embedded database in its own thread. A new data folder is first created by a process
 * of its own.
 */
export async function openEmbeddedInThread(dataDir: string): Promise<EmbeddedClient> {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await createDataFolder(dataDir);
  const worker = await startWorker(dataDir);
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let stopped: Error | null = null;

  worker.on("message", (reply: ThreadReply) => {
    if (reply.kind === "notify") {
      for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    if (reply.kind !== "result" && reply.kind !== "error") return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.kind === "result") waiting?.resolve(reply.result);
    else waiting?.reject(errorFrom(reply.error));
  });
  const stop = (error: Error) => {
    stopped = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", (error) => stop(error));
  worker.on("exit", (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));

  const send = <T>(request: ThreadCall): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as ThreadRequest);
    });
  };

  const queriesIn = (tx?: number): EmbeddedQueries => ({
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const { sent, rawTypes, parsers } = split(options);
      return applyParsers(await send<Results<T>>({ op: "query", sql, params, options: sent, rawTypes, tx }), parsers);
    },
    async exec(sql: string, options?: QueryOptions) {
      const { sent, rawTypes, parsers } = split(options);
      const results = await send<Results[]>({ op: "exec", sql, options: sent, rawTypes, tx });
      return results.map((result) => applyParsers(result, parsers));
    },
  });

  return {
    ...queriesIn(),
    async transaction<T>(callback: (tx: EmbeddedQueries) => Promise<T>): Promise<T> {
      const tx = await send<number>({ op: "begin" });
      let result: T;
      try {
        result = await callback(queriesIn(tx));
      } catch (error) {
        await send({ op: "end", tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ op: "end", tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      const known = listeners.get(channel);
      if (known) known.add(callback);
      else {
        listeners.set(channel, new Set([callback]));
        await send({ op: "listen", channel });
      }
      return async () => {
        const set = listeners.get(channel);
        set?.delete(callback);
        if (set?.size === 0) {
          listeners.delete(channel);
          await send({ op: "unlisten", channel });
        }
      };
    },
    async close() {
      if (stopped) return;
      await send({ op: "close" });
      await new Promise((resolve) => worker.once("exit", resolve));
    },
  };
}
