import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedInThread, type EmbeddedClient } from "./pglite-thread";

// Issue 18 §3: the embedded database runs in a thread of its own, and the server sees the same
// database as before (results, errors with PostgreSQL's fields, transactions, notifications).

const root = mkdtempSync(path.join(os.tmpdir(), "bioagent-thread-"));
const dataDir = path.join(root, "pglite");
let client: EmbeddedClient;

beforeAll(async () => {
  client = await openEmbeddedInThread(dataDir);
  await client.exec("create table notes (id int primary key, body text not null)");
}, 60_000);

afterAll(async () => {
  await client?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the embedded database in its own thread", () => {
  it("creates a new data folder and answers queries with parameters, as objects or arrays", async () => {
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    await client.query("insert into notes values ($1, $2), ($3, $4)", [1, "first", 2, "second"]);
    const objects = await client.query<{ id: number; body: string }>("select id, body from notes order by id");
    expect(objects.rows).toEqual([
      { id: 1, body: "first" },
      { id: 2, body: "second" },
    ]);
    const arrays = await client.query("select id, body from notes where id = $1", [2], { rowMode: "array" });
    expect(arrays.rows).toEqual([[2, "second"]]);
    expect(arrays.fields.map((field) => field.name)).toEqual(["id", "body"]);
  });

  it("applies the caller's parsers to the text the thread sends (drizzle keeps timestamps as text)", async () => {
    const result = await client.query<{ at: string; n: string }>("select '2026-11-29 06:00:00+00'::timestamptz as at, 41::int4 as n", [], {
      parsers: { [types.TIMESTAMPTZ]: (value) => `raw:${value}`, [types.INT4]: (value) => String(Number(value) + 1) },
    });
    expect(result.rows[0]).toEqual({ at: "raw:2026-11-29 06:00:00+00", n: "42" });
  });

  it("keeps PostgreSQL's fields on an error, and the next query works", async () => {
    const error = await client.query("insert into notes values (1, 'again')").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "notes_pkey" });
    expect((error as Error).message).toMatch(/duplicate key/);
    expect((await client.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 2 }]);
  });

  it("commits a transaction, and rolls one back when its callback throws, with the callback's error", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into notes values (3, 'third')");
      await tx.query("update notes set body = 'first, edited' where id = 1");
    });
    const failure = new Error("the caller changed its mind");
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into notes values (4, 'fourth')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    const rows = await client.query<{ id: number; body: string }>("select id, body from notes order by id");
    expect(rows.rows).toEqual([
      { id: 1, body: "first, edited" },
      { id: 2, body: "second" },
      { id: 3, body: "third" },
    ]);
  });

  it("rolls back when a statement inside fails, and reports that statement's error", async () => {
    const error = await client
      .transaction(async (tx) => {
        await tx.query("insert into notes values (5, 'fifth')");
        await tx.query("insert into notes values (5, 'fifth again')");
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "23505" });
    expect((await client.query("select count(*)::int as n from notes where id = 5")).rows).toEqual([{ n: 0 }]);
  });

  it("delivers a notification before the answer of the query that sent it", async () => {
    const heard: string[] = [];
    const unlisten = await client.listen("feed_changed", (payload) => heard.push(payload));
    await client.query("select pg_notify('feed_changed', 'v2')");
    expect(heard).toEqual(["v2"]);
    await unlisten();
    await client.query("select pg_notify('feed_changed', 'v3')");
    expect(heard).toEqual(["v2"]);
  });

  it("leaves this thread free while a long query runs", async () => {
    let ticks = 0;
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 5);
    const started = performance.now();
    await client.query("select count(*) from generate_series(1, 4000000) as n where n % 7 = 3");
    const took = performance.now() - started;
    clearInterval(timer);
    // The query must be long enough to tell: on the server's own thread the timer would not run at all.
    expect(took).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(5);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it("keeps the data across a restart, and refuses queries once closed", async () => {
    await client.close();
    await expect(client.query("select 1")).rejects.toThrow(/embedded database's thread stopped/);
    client = await openEmbeddedInThread(dataDir);
    expect((await client.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 3 }]);
  }, 30_000);
});
