// kill -9 of the production server under write load, again and again (issue 7 §2): comments,
// news drafts (news-save of a new item), editors' edits of published items (news-save of an
// existing one, with its topic counts) and profile updates, from several signed-in accounts at
// once. After each kill the database is read directly: every write the server acknowledged must
// be there exactly as sent, and nothing may be half written (a write in flight at the kill is
// either wholly there or not at all; topic counts equal a recount; a profile's name equals its account's).
//   node --import tsx bench/faults-kill.ts --database-url postgres://…/bioagent_faults [--cycles 100] [--port 3950]
// The embedded database: bench/faults-embedded.ts (the same cycles on a PGlite data folder).
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../src/server/core/db/client";
import { createPreviewToken } from "../src/server/features/news/preview-token";
import { seedAccounts, signInAccounts, type BenchAccount } from "./seed-accounts";
import { BENCH_AUTH_SECRET, loadAverage, requireBuild, startServerProcess } from "./server-process";

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
/** A way to read the database while the server is down; `close` lets the next server start. */
type Reader = { query: Query; close(): Promise<void> };

export type KillCyclesOptions = {
  label: string;
  databaseUrl?: string;
  dataDir?: string;
  cycles: number;
  port: number;
  /** The kill comes this long after the writes start (uniformly drawn). */
  killAfterMs: [number, number];
  /** Start the server on the killed data first (it must come up), stop it gently, then check. */
  restartBeforeCheck?: boolean;
};

const LABELS = ["oncology", "immunology", "neurology", "cardiology", "vaccine", "fda-approval", "licensing-deal", "phase-3"];
const NO_ENTITIES = { diseases: [], targets: [], companies: [], regulators: [], geographies: [], modalities: [], technologies: [] };

type EditState = { title: string; summaryText: string; labels: string[] };
type ProfileState = { fullName: string; jobTitle: string | null; company: string | null };
/** One write as the client saw it: acknowledged (a 2xx answer read in full) or not. */
type Attempt<T> = { token: string; acked: boolean; state: T; id?: string };

function openReader(options: KillCyclesOptions): () => Promise<Reader> {
  if (options.databaseUrl) {
    return async () => {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
    };
  }
  return async () => {
    // Opening the folder is the embedded database starting again after the kill (recovery included).
    const handle = await openDatabase({ kind: "pglite", dataDir: options.dataDir! });
    if (handle.kind !== "pglite") throw new Error("expected the embedded database");
    return { query: async (text, params) => (await handle.client.query<Record<string, unknown>>(text, params)).rows, close: handle.close };
  };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const labelsFor = () => LABELS.filter(() => Math.random() < 0.4).slice(0, 5);
const sameLabels = (a: unknown, b: string[]) => JSON.stringify(a) === JSON.stringify(b);

export async function runKillCycles(options: KillCyclesOptions): Promise<void> {
  requireBuild();
  const read = openReader(options);
  const where = { databaseUrl: options.databaseUrl, dataDir: options.dataDir };
  const started = Date.now();
  console.log(`# kill -9 cycles: ${options.label}, ${options.cycles} cycles, load average ${loadAverage()}`);

  // ---- set-up: accounts, published items to comment on and to edit --------------------------
  const commenters = await seedAccounts(where, 4);
  const drafters = await seedAccounts(where, 3);
  const profilers = await seedAccounts(where, 3);
  const editors = await seedAccounts(where, 3, "editor");
  const itemIds: string[] = [];
  {
    const reader = await read();
    for (let index = 0; index < 2 + editors.length; index += 1) {
      const rows = await reader.query(
        `insert into news_items (title, summary_en, summary_text, source_url, status, tags, tag_labels, entities, facets, engine, model)
         values ($1, '<p>Seed item.</p>', 'Seed item.', $2, 'published', '[{"label":"oncology","category":"therapeutic_areas","score":0.9}]',
                 '{oncology}', $3, '{"companies":[]}', 'builtin', 'seed') returning id`,
        [`Fault seed ${index}`, `https://faults.example/seed/${randomBytes(6).toString("hex")}`, JSON.stringify(NO_ENTITIES)],
      );
      itemIds.push(String(rows[0]!.id));
    }
    // The counts the API keeps for published items, so the recount check starts equal.
    await reader.query(`delete from news_tag_counts`);
    await reader.query(
      `insert into news_tag_counts (label, count) select label, count(*) from news_items, unnest(tag_labels) label where status = 'published' group by label`,
    );
    await reader.close();
  }
  const commentTargets = itemIds.slice(0, 2);
  const edited = new Map(editors.map((editor, index) => [editor.id, itemIds[2 + index]!]));

  const acked = { comment: [] as Attempt<null>[], draft: [] as Attempt<null>[] };
  const inFlight = { comment: [] as string[], draft: [] as string[] };
  // The states an edited item or a profile may be in: its last acknowledged write, or a later one in flight.
  const editAllowed = new Map<string, EditState[]>(
    [...edited.values()].map((itemId) => [itemId, [{ title: `Fault seed ${itemIds.indexOf(itemId)}`, summaryText: "Seed item.", labels: ["oncology"] }]]),
  );
  // As the accounts were made: the name is the e-mail's local part, nothing else filled in.
  const profileAllowed = new Map<string, ProfileState[]>(
    profilers.map((account) => [account.id, [{ fullName: account.email.split("@")[0]!, jobTitle: null, company: null }]]),
  );
  let cookies = new Map<string, string>();
  let writes = 0;
  let checked = 0;
  let inFlightCommitted = 0;
  const problems: string[] = [];
  let totalFetchErrors = 0;
  let restarts = 0;
  const ackedUpdates = { edit: 0, profile: 0 };

  for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
    const server = await startServerProcess({
      port: options.port,
      ...where,
      env: { TRUST_PROXY: "true" },
      logFile: `/tmp/bioagent-faults-${options.port}.log`,
    });
    if (cookies.size === 0) {
      const everyone = [...commenters, ...drafters, ...profilers, ...editors];
      const signedIn = await signInAccounts(server.url, everyone);
      cookies = new Map(everyone.map((account, index) => [account.id, signedIn[index]!]));
    }
    let alive = true;
    const cycleAttempts = { edits: new Map<string, Attempt<EditState>[]>(), profiles: new Map<string, Attempt<ProfileState>[]>() };

    const send = async (account: BenchAccount, method: string, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> } | null> => {
      try {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { "content-type": "application/json", origin: server.url, cookie: cookies.get(account.id)! },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
      } catch {
        totalFetchErrors += 1;
        return null;
      }
    };
    const worker = async (account: BenchAccount, write: (n: number) => Promise<boolean>) => {
      for (let n = 0; alive; n += 1) {
        writes += 1;
        if (!(await write(n))) break;
      }
    };
    const unexpected = (what: string, answer: { status: number; json: unknown }) => {
      problems.push(`cycle ${cycle}: ${what} answered ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
      return false;
    };

    const workers = [
      ...commenters.map((account, index) =>
        worker(account, async (n) => {
          const token = `c${cycle}-${index}-${n}-${randomBytes(3).toString("hex")}`;
          const itemId = pick(commentTargets);
          const content = `Fault comment ${token}: the results look solid.`;
          const answer = await send(account, "POST", `/api/news/${itemId}/comments`, { content });
          if (!answer) return (inFlight.comment.push(token), false);
          if (answer.status !== 201) return unexpected("a comment", answer);
          acked.comment.push({ token, acked: true, state: null, id: String(answer.json.id) });
          return true;
        }),
      ),
      ...drafters.map((account, index) =>
        worker(account, async (n) => {
          const token = `d${cycle}-${index}-${n}-${randomBytes(3).toString("hex")}`;
          const sourceUrl = `https://faults.example/article/${token}`;
          const labels = labelsFor();
          const answer = await send(account, "POST", "/api/news", {
            title: `Fault draft ${token}`,
            summary_en: `<p>Draft ${token} summary.</p>`,
            source_url: sourceUrl,
            published_at: null,
            language_detected: "en",
            translated: false,
            tags: labels.map((label) => ({ label, category: "therapeutic_areas", score: 0.5 })),
            entities: NO_ENTITIES,
            raw_keywords: [],
            facets: { companies: [] },
            preview_token: createPreviewToken(BENCH_AUTH_SECRET, {
              sourceUrl,
              subject: `user:${account.id}`,
              engine: "builtin",
              model: "faults",
              language: "en",
              translated: false,
            }),
          });
          if (!answer) return (inFlight.draft.push(token), false);
          if (answer.status !== 201) return unexpected("a draft", answer);
          acked.draft.push({ token, acked: true, state: null, id: String(answer.json.id) });
          return true;
        }),
      ),
      ...editors.map((account, index) =>
        worker(account, async (n) => {
          const itemId = edited.get(account.id)!;
          // An edit names the version it starts from; the last one may have been cut off by a kill.
          const current = await send(account, "GET", `/api/news/${itemId}`, undefined);
          if (!current) return false;
          if (current.status !== 200) return unexpected("reading an item to edit", current);
          const token = `e${cycle}-${index}-${n}-${randomBytes(3).toString("hex")}`;
          const state: EditState = { title: `Fault edit ${token}`, summaryText: `Edited ${token}.`, labels: labelsFor() };
          const attempts = cycleAttempts.edits.get(itemId) ?? [];
          cycleAttempts.edits.set(itemId, attempts);
          const attempt: Attempt<EditState> = { token, acked: false, state };
          attempts.push(attempt);
          const answer = await send(account, "PUT", `/api/news/${itemId}`, {
            title: state.title,
            summary_en: `<p>${state.summaryText}</p>`,
            tags: state.labels.map((label) => ({ label, category: "therapeutic_areas", score: 0.5 })),
            entities: NO_ENTITIES,
            status: "published",
            version: current.json.version,
          });
          if (!answer) return false;
          if (answer.status !== 200) return unexpected("an edit", answer);
          attempt.acked = true;
          ackedUpdates.edit += 1;
          return true;
        }),
      ),
      ...profilers.map((account, index) =>
        worker(account, async (n) => {
          const token = `p${cycle}-${index}-${n}-${randomBytes(3).toString("hex")}`;
          const state: ProfileState = { fullName: `Fault ${token}`, jobTitle: `Job ${token}`, company: `Company ${token}` };
          const attempts = cycleAttempts.profiles.get(account.id) ?? [];
          cycleAttempts.profiles.set(account.id, attempts);
          const attempt: Attempt<ProfileState> = { token, acked: false, state };
          attempts.push(attempt);
          const answer = await send(account, "PUT", "/api/profile", {
            full_name: state.fullName,
            job_title: state.jobTitle,
            company: state.company,
            department: null,
            organization_type: "",
            research_focus: [],
            therapeutic_areas: [],
            use_case: "",
            experience_level: "",
            communication_preferences: { newsletter: n % 2 === 0 },
          });
          if (!answer) return false;
          if (answer.status !== 200) return unexpected("a profile update", answer);
          attempt.acked = true;
          ackedUpdates.profile += 1;
          return true;
        }),
      ),
    ];

    const [low, high] = options.killAfterMs;
    await new Promise((resolve) => setTimeout(resolve, low + Math.random() * (high - low)));
    await server.kill();
    alive = false;
    await Promise.all(workers);
    if (options.restartBeforeCheck) {
      const again = await startServerProcess({ port: options.port, ...where, logFile: `/tmp/bioagent-faults-${options.port}.log` });
      restarts += 1;
      await again.stop();
    }

    // What each item and profile may now hold: the last acknowledged write, or the one in flight after it.
    for (const [key, attempts] of cycleAttempts.edits) {
      const lastAcked = attempts.findLastIndex((attempt) => attempt.acked);
      const allowed = attempts.slice(Math.max(0, lastAcked)).map((attempt) => attempt.state);
      editAllowed.set(key, lastAcked === -1 ? [...(editAllowed.get(key) ?? []), ...allowed] : allowed);
    }
    for (const [key, attempts] of cycleAttempts.profiles) {
      const lastAcked = attempts.findLastIndex((attempt) => attempt.acked);
      const allowed = attempts.slice(Math.max(0, lastAcked)).map((attempt) => attempt.state);
      profileAllowed.set(key, lastAcked === -1 ? [...(profileAllowed.get(key) ?? []), ...allowed] : allowed);
    }

    // ---- the checks ------------------------------------------------------------------------------
    const reader = await read();
    try {
      const fail = (message: string) => problems.push(`cycle ${cycle}: ${message}`);
      // Acknowledged comments and drafts of every cycle so far: still there, exactly as sent.
      const comments = new Map(
        (await reader.query(`select id::text, content from comments where content like 'Fault comment %'`)).map((row) => [String(row.content), String(row.id)]),
      );
      for (const attempt of acked.comment) {
        checked += 1;
        if (comments.get(`Fault comment ${attempt.token}: the results look solid.`) !== attempt.id) fail(`acknowledged comment ${attempt.token} is missing or changed`);
      }
      const drafts = new Map(
        (await reader.query(`select id::text, title, summary_en, summary_text, source_url, status, tag_labels, tags from news_items where source_url like 'https://faults.example/article/%'`)).map(
          (row) => [String(row.source_url).split("/").at(-1)!, row],
        ),
      );
      const wholeDraft = (token: string, row: Record<string, unknown>) =>
        row.title === `Fault draft ${token}` &&
        row.summary_en === `<p>Draft ${token} summary.</p>` &&
        row.summary_text === `Draft ${token} summary.` &&
        row.status === "pending" &&
        sameLabels(row.tag_labels, (row.tags as { label: string }[]).map((tag) => tag.label));
      for (const attempt of acked.draft) {
        checked += 1;
        const row = drafts.get(attempt.token);
        if (!row || row.id !== attempt.id || !wholeDraft(attempt.token, row)) fail(`acknowledged draft ${attempt.token} is missing or not whole`);
      }
      // Writes in flight at the kill: wholly there, or not at all.
      for (const token of inFlight.comment.splice(0)) if (comments.has(`Fault comment ${token}: the results look solid.`)) inFlightCommitted += 1;
      for (const token of inFlight.draft.splice(0)) {
        const row = drafts.get(token);
        if (!row) continue;
        inFlightCommitted += 1;
        if (!wholeDraft(token, row)) fail(`draft ${token} in flight at the kill is half written`);
      }
      // Edited items: one whole state, the last acknowledged or the one in flight after it.
      for (const [itemId, allowed] of editAllowed) {
        checked += 1;
        const [row] = await reader.query(`select title, summary_en, summary_text, tag_labels, tags, status from news_items where id = $1`, [itemId]);
        const actual = row && allowed.find((state) => row.title === state.title);
        if (!actual) {
          fail(`item ${itemId} lost its last acknowledged edit (has "${String(row?.title)}")`);
          continue;
        }
        if (row.summary_text !== actual.summaryText || row.summary_en !== `<p>${actual.summaryText}</p>` || !sameLabels(row.tag_labels, actual.labels)) {
          fail(`item ${itemId} is half written`);
        }
        editAllowed.set(itemId, [actual]);
      }
      for (const [userId, allowed] of profileAllowed) {
        checked += 1;
        const [row] = await reader.query(`select p.full_name, p.job_title, p.company, u.name from profiles p join "user" u on u.id = p.user_id where p.user_id = $1`, [userId]);
        const actual = row && allowed.find((state) => row.full_name === state.fullName);
        if (!actual) {
          fail(`profile ${userId} lost its last acknowledged update (has "${String(row?.full_name)}")`);
          continue;
        }
        if (row.job_title !== actual.jobTitle || row.company !== actual.company || row.name !== actual.fullName) {
          fail(`profile ${userId} is half written`);
        }
        profileAllowed.set(userId, [actual]);
      }
      // Topic counts are changed in the edits' transactions: they must equal a recount.
      const drift = await reader.query(`
        with recount as (select label, count(*)::int as n from news_items, unnest(tag_labels) label where status = 'published' group by label)
        select coalesce(c.label, r.label) as label, c.count, r.n from news_tag_counts c full join recount r on r.label = c.label
        where coalesce(c.count, 0) <> coalesce(r.n, 0)`);
      for (const row of drift) fail(`topic count of ${String(row.label)} is ${String(row.count)}, recount ${String(row.n)}`);
    } finally {
      await reader.close();
    }
    if (cycle % 10 === 0 || cycle === options.cycles || problems.length) {
      console.log(
        `cycle ${cycle}: ${writes} writes sent, ${acked.comment.length + acked.draft.length} acknowledged comments and drafts, ` +
          `${checked} checks, ${inFlightCommitted} in-flight comments and drafts found committed (whole), problems ${problems.length}`,
      );
    }
    if (problems.length > 20) break;
  }

  console.log(`\n## ${options.label}: ${options.cycles} kill -9 cycles in ${((Date.now() - started) / 1000).toFixed(0)} s (load average ${loadAverage()})`);
  console.log(`writes sent: ${writes} (comments, drafts, edits, profile updates); connections cut by the kill: ${totalFetchErrors}`);
  console.log(`acknowledged comments and drafts, all re-checked after every kill: ${acked.comment.length} + ${acked.draft.length}`);
  console.log(
    `acknowledged edits and profile updates: ${ackedUpdates.edit} + ${ackedUpdates.profile}; the ${editAllowed.size} edited items and ` +
      `${profileAllowed.size} profiles checked after each kill for the last acknowledged one (or the one in flight after it); checks in all: ${checked}`,
  );
  console.log(`comments and drafts in flight at a kill that were committed: ${inFlightCommitted}, all whole`);
  if (options.restartBeforeCheck) console.log(`the server started again on the killed data before each check: ${restarts} times`);
  console.log(`losses or half-written rows: ${problems.length}`);
  for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
  if (problems.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { "database-url": { type: "string" }, cycles: { type: "string", default: "100" }, port: { type: "string", default: "3950" } },
  });
  if (!values["database-url"]) throw new Error("--database-url postgres://… (a scratch database) is required");
  await runKillCycles({
    label: "PostgreSQL",
    databaseUrl: values["database-url"],
    cycles: Number(values.cycles),
    port: Number(values.port),
    killAfterMs: [300, 1500],
  });
}
