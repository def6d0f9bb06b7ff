import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpFeedVersion, readFeedVersion } from "../../core/db/feed-version";
import { newsFeedVersion } from "../../core/db/schema";
import type { Database } from "../../core/db/client";
import { createTestContext, type TestContext } from "../../../../tests/support/context";

// The public feed answers from a read replica (DATABASE_READ_URL) only while the replica holds the
// feed version the primary has: a replica behind a publish must not have its old page kept as the
// new one. The "replica" here is a second database with items of its own, so that each answer
// shows which database it came from.

let ctx: TestContext;
let replica: TestContext;

/** Writes `version` as the replica's feed version, as replication of the primary's row would. */
async function replicate(version: number, db: Database) {
  await db.insert(newsFeedVersion).values({ version }).onConflictDoUpdate({ target: newsFeedVersion.id, set: { version } });
}

const titles = async (path: string) => ((await ctx.request("GET", path)).json as { items: { title: string }[] }).items.map((item) => item.title);

beforeAll(async () => {
  [ctx, replica] = await Promise.all([createTestContext(), createTestContext()]);
  await ctx.createNewsItem({ title: "Written on the primary" });
  await replica.createNewsItem({ title: "Only on the replica" });
  await bumpFeedVersion(ctx.db);
  await replicate((await readFeedVersion(ctx.db))!, replica.db);
  ctx.restartWithReplica(replica.db);
});

afterAll(async () => {
  await Promise.all([ctx?.close(), replica?.close()]);
});

describe("the feed with a read replica", () => {
  it("answers from the replica while it holds the primary's feed version", async () => {
    expect(await titles("/api/news")).toEqual(["Only on the replica"]);
    const feed = (await ctx.request("GET", "/feeds/news.json")).json as { items: { title: string }[] };
    expect(feed.items.map((item) => item.title)).toEqual(["Only on the replica"]);
  });

  it("answers from the primary while the replica is behind a change, and from the replica again once it has caught up", async () => {
    await ctx.createNewsItem({ title: "Published a moment ago" });
    await bumpFeedVersion(ctx.db);
    expect(await titles("/api/news")).toEqual(["Published a moment ago", "Written on the primary"]);
    expect(await titles("/api/news?tag=oncology")).toEqual(["Published a moment ago", "Written on the primary"]);

    await replicate((await readFeedVersion(ctx.db))!, replica.db);
    // A page not kept yet reads again, now from the replica.
    expect(await titles("/api/news?tag=fda-approval")).toEqual(["Only on the replica"]);
  });

  it("answers from the primary alone without a replica", async () => {
    ctx.restart();
    expect(await titles("/api/news?q=primary")).toEqual(["Written on the primary"]);
  });
});
