import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSearchSchema } from "@/shared/alerts/contracts";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { alertDigests, emailOutbox, savedSearchMatches } from "../../core/db/schema";
import { latestPeriod, sendDueDigests } from "./digests";
import { mailLinks } from "./mail-links";

// Issue 19 §2: daily and weekly digests, with the clock in the test's hands.

describe("the period a digest closes", () => {
  const stockholm = { timeZone: "Europe/Stockholm", digestHour: 8, digestWeekday: 1 };

  it("is the latest local digest hour at or before now", () => {
    expect(latestPeriod("daily", stockholm, new Date("2026-11-29T06:59:59Z"))).toEqual({ end: new Date("2026-11-28T07:00:00Z"), key: "daily:2026-11-28" });
    expect(latestPeriod("daily", stockholm, new Date("2026-11-29T07:00:00Z"))).toEqual({ end: new Date("2026-11-29T07:00:00Z"), key: "daily:2026-11-29" });
    // Summer time: 08:00 in Stockholm is 06:00 UTC.
    expect(latestPeriod("daily", stockholm, new Date("2026-07-01T12:00:00Z"))?.end).toEqual(new Date("2026-07-01T06:00:00Z"));
  });

  it("weekly: on the chosen weekday (ISO, 7 = Sunday), in the account's time zone", () => {
    // 2026-11-30 is a Monday.
    expect(latestPeriod("weekly", stockholm, new Date("2026-12-03T12:00:00Z"))).toEqual({ end: new Date("2026-11-30T07:00:00Z"), key: "weekly:2026-11-30" });
    const tokyoSunday = { timeZone: "Asia/Tokyo", digestHour: 9, digestWeekday: 7 };
    // Sunday 09:00 in Tokyo is Sunday 00:00 UTC.
    expect(latestPeriod("weekly", tokyoSunday, new Date("2026-11-29T00:30:00Z"))).toEqual({ end: new Date("2026-11-29T00:00:00Z"), key: "weekly:2026-11-29" });
    expect(latestPeriod("weekly", tokyoSunday, new Date("2026-11-28T23:59:00Z"))?.key).toBe("weekly:2026-11-22");
  });
});

let ctx: TestContext;
let editor: TestUser;
let links: ReturnType<typeof mailLinks>;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await ctx.signedInUser("editor");
  links = mailLinks({ publicUrl: ctx.config.PUBLIC_URL, secret: ctx.config.AUTH_SECRET, contactEmail: ctx.config.CONTACT_EMAIL });
});

afterAll(() => ctx?.close());

async function follow(user: TestUser, body: unknown) {
  const response = await ctx.request("POST", "/api/alerts", { cookie: user.cookie, body });
  expect(response.status, response.text).toBe(201);
  return savedSearchSchema.parse(response.json);
}

/** Publishes an item through the API and dates its matches as if it had been published at `at`. */
async function publishedAt(title: string, at: string) {
  const item = await ctx.createNewsItem({ status: "pending", title, tags: ["oncology"] });
  expect((await ctx.request("POST", `/api/news/${item.id}/publish`, { cookie: editor.cookie })).status).toBe(200);
  await ctx.settleJobs("alerts.match");
  await ctx.db.update(savedSearchMatches).set({ matchedAt: new Date(at) }).where(eq(savedSearchMatches.newsItemId, item.id));
  return item.id;
}

const digestsTo = async (to: string) =>
  (await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "alert-digest")))).sort((a, b) => a.id - b.id);

describe("digests", () => {
  it("daily: once per period at the account's hour, grouped by search; nothing for an empty period; a missed hour caught up", async () => {
    const user = await ctx.signedInUser();
    expect((await ctx.request("PUT", "/api/alerts/settings", { cookie: user.cookie, body: { time_zone: "UTC", digest_hour: 8 } })).status).toBe(200);
    await follow(user, { name: "Daily lymphoma", query: { q: "lymphoma" }, frequency: "daily" });
    await follow(user, { name: "Daily myeloma", query: { q: "myeloma" }, frequency: "daily" });
    await publishedAt("A lymphoma approval", "2026-11-28T10:00:00Z");
    await publishedAt("A myeloma readout", "2026-11-28T23:00:00Z");
    await publishedAt("A lymphoma deal after the hour", "2026-11-29T08:10:00Z");

    // Before the hour: the period of the 28th, which holds none of them.
    await sendDueDigests({ db: ctx.db, links }, new Date("2026-11-29T07:59:00Z"));
    expect(await digestsTo(user.email)).toHaveLength(0);

    const at = new Date("2026-11-29T08:00:30Z");
    await sendDueDigests({ db: ctx.db, links }, at);
    await sendDueDigests({ db: ctx.db, links }, at); // another instance, the same hour
    let digests = await digestsTo(user.email);
    expect(digests).toHaveLength(1);
    const [first] = digests;
    expect(first!.subject).toBe("BioAgent Hub daily digest: 2 new items");
    expect(first!.textBody).toContain("DAILY LYMPHOMA (1 ITEM)");
    expect(first!.textBody).toContain("A lymphoma approval");
    expect(first!.textBody).toContain("A myeloma readout");
    expect(first!.textBody).not.toContain("A lymphoma deal after the hour");
    expect(first!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(first!.htmlBody).toContain('name="color-scheme"');

    // The next day, the server down at 08:00: caught up when it runs again at 15:00, once.
    await sendDueDigests({ db: ctx.db, links }, new Date("2026-11-30T15:00:00Z"));
    await sendDueDigests({ db: ctx.db, links }, new Date("2026-11-30T16:00:00Z"));
    digests = await digestsTo(user.email);
    expect(digests).toHaveLength(2);
    expect(digests[1]!.subject).toBe("BioAgent Hub daily digest: 1 new item");
    expect(digests[1]!.textBody).toContain("A lymphoma deal after the hour");

    // An empty period is recorded and sends nothing.
    await sendDueDigests({ db: ctx.db, links }, new Date("2026-12-01T08:00:00Z"));
    expect(await digestsTo(user.email)).toHaveLength(2);
    const periods = await ctx.db.select().from(alertDigests).where(eq(alertDigests.userId, user.id));
    expect(periods.map((period) => [period.period, period.items]).sort()).toEqual([
      ["daily:2026-11-28", 0],
      ["daily:2026-11-29", 2],
      ["daily:2026-11-30", 1],
      ["daily:2026-12-01", 0],
    ]);
  });

  it("weekly: on the chosen day in the account's time zone; the digest's one-click link turns the weekly e-mail off", async () => {
    const user = await ctx.signedInUser();
    await ctx.request("PUT", "/api/alerts/settings", { cookie: user.cookie, body: { time_zone: "Asia/Tokyo", digest_hour: 9, digest_weekday: 1 } });
    const search = await follow(user, { name: "Weekly sarcoma", query: { q: "sarcoma" }, frequency: "weekly" });
    await publishedAt("A sarcoma trial starts", "2026-11-25T03:00:00Z");
    // Monday 30 November, 09:00 in Tokyo = 00:00 UTC; on Sunday nothing goes out.
    await sendDueDigests({ db: ctx.db, links }, new Date("2026-11-29T12:00:00Z"));
    expect(await digestsTo(user.email)).toHaveLength(0);
    await sendDueDigests({ db: ctx.db, links }, new Date("2026-11-30T00:05:00Z"));
    const [digest] = await digestsTo(user.email);
    expect(digest?.subject).toBe("BioAgent Hub weekly digest: 1 new item");

    const url = /^<([^>]+)>/.exec(digest!.headers!["List-Unsubscribe"]!)![1]!;
    const page = await ctx.request("GET", new URL(url).pathname);
    expect(page.text).toContain("Turn off your weekly digest e-mail?");
    const done = await ctx.request("POST", new URL(url).pathname, {
      headers: { origin: "", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    const list = await ctx.request("GET", "/api/alerts", { cookie: user.cookie });
    expect((list.json as { alerts: { id: string; frequency: string }[] }).alerts.find((alert) => alert.id === search.id)?.frequency).toBe("off");
  });
});
