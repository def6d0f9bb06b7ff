import { eq } from "drizzle-orm";
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAlertsResponseSchema, savedSearchSchema, type SavedSearch } from "@/shared/alerts/contracts";
import { ALERT_LIMIT_MESSAGE, ALERT_LIMITS } from "@/shared/alerts/rules";
import { listNewsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { emailOutbox, entities, newsItems, savedSearches, savedSearchMatches } from "../../core/db/schema";
import { recordRecognition } from "../entities";
import { matchPublishedItem } from "./matching";
import { pauseMailOf } from "./service";

// Issue 19 §1, §2 (instant), §3 and §4's private feeds, through the API, the job runner and the outbox.

let ctx: TestContext;
let editor: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await ctx.signedInUser("editor");
});

afterAll(() => ctx?.close());

async function saveSearch(user: TestUser, body: unknown): Promise<SavedSearch> {
  const response = await ctx.request("POST", "/api/alerts", { cookie: user.cookie, body });
  expect(response.status, response.text).toBe(201);
  return savedSearchSchema.parse(response.json);
}

/** A pending item whose entities and events are recognized from its text, as an ingested one's are. */
async function pendingItem(title: string, summary: string, tags: string[] = ["oncology"]) {
  const row = await ctx.createNewsItem({ status: "pending", title, tags });
  await ctx.db.update(newsItems).set({ summaryText: summary, summaryEn: `<p>${summary}</p>` }).where(eq(newsItems.id, row.id));
  await recordRecognition(ctx.db, row.id, `${title}\n\n${summary}`);
  return row.id;
}

async function publish(id: string) {
  const response = await ctx.request("POST", `/api/news/${id}/publish`, { cookie: editor.cookie });
  expect(response.status, response.text).toBe(200);
  await ctx.settleJobs("alerts.match");
}

async function setStatus(id: string, status: "pending" | "published") {
  const item = newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`, { cookie: editor.cookie })).json);
  const response = await ctx.request("PUT", `/api/news/${id}`, {
    cookie: editor.cookie,
    body: { title: item.title, summary_en: item.summary_en, tags: item.tags, entities: item.entities, status, version: item.version },
  });
  expect(response.status, response.text).toBe(200);
  await ctx.settleJobs("alerts.match");
}

const alertMails = async (to: string) =>
  (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).filter((mail) => mail.kind.startsWith("alert"));

describe("saved searches", () => {
  it("are an account's: 401 signed out, 403 unconfirmed, 404 for another account's on every operation", async () => {
    expect((await ctx.request("GET", "/api/alerts")).status).toBe(401);
    expect((await ctx.request("POST", "/api/alerts", { body: { name: "x", query: { q: "kras" } } })).status).toBe(401);
    const unconfirmed = await ctx.createUser({ verified: false });
    const response = await ctx.request("GET", "/api/alerts", { cookie: await ctx.signIn(unconfirmed.email).catch(() => "") });
    expect([401, 403]).toContain(response.status);

    const owner = await ctx.signedInUser();
    const other = await ctx.signedInUser();
    const search = await saveSearch(owner, { name: "KRAS", query: { q: "KRAS G12C" } });
    for (const [method, path, body] of [
      ["PATCH", `/api/alerts/${search.id}`, { paused: true }],
      ["DELETE", `/api/alerts/${search.id}`, undefined],
      ["POST", `/api/alerts/${search.id}/feed`, undefined],
    ] as const) {
      const refused = await ctx.request(method, path, { cookie: other.cookie, body });
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect(refused.json.error?.message).toBe("This saved search does not exist.");
    }
    const list = listAlertsResponseSchema.parse((await ctx.request("GET", "/api/alerts", { cookie: other.cookie })).json);
    expect(list.alerts).toEqual([]);
    const [stored] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(stored?.paused).toBe(false);
  });

  it("store the feed's query, with its words, the default frequency and its /news address", async () => {
    const user = await ctx.signedInUser();
    const search = await saveSearch(user, { name: "  KRAS in lung  ", query: { q: "  KRAS G12C ", tags: ["oncology", "oncology"] } });
    expect(search).toMatchObject({
      name: "KRAS in lung",
      query: { q: "KRAS G12C", tags: ["oncology"], entity: null, event: null },
      frequency: "daily",
      paused: false,
      last_sent_at: null,
      recent_matches: 0,
      news_path: "/news?q=KRAS+G12C&tag=oncology",
    });
    expect(search.feed_path).toMatch(/^\/feeds\/alerts\/[A-Za-z0-9_-]{43}\.rss$/);
    const updated = await ctx.request("PATCH", `/api/alerts/${search.id}`, { cookie: user.cookie, body: { frequency: "instant", paused: true } });
    expect(savedSearchSchema.parse(updated.json)).toMatchObject({ frequency: "instant", paused: true });
  });

  it("refuse an empty query, an unknown entity and a 26th search, with messages a person understands", async () => {
    const user = await ctx.signedInUser();
    const empty = await ctx.request("POST", "/api/alerts", { cookie: user.cookie, body: { name: "Nothing", query: { q: "  " } } });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Search for something or choose a topic before saving the search.");
    const unknown = await ctx.request("POST", "/api/alerts", { cookie: user.cookie, body: { name: "Who", query: { entity: "company-nobody-at-all" } } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error?.message).toBe("This entity does not exist.");
    for (let index = 0; index < ALERT_LIMITS.perAccount - 1; index += 1) await saveSearch(user, { name: `Search ${index}`, query: { q: `word${index}` } });
    const again = await ctx.request("POST", "/api/alerts", { cookie: user.cookie, body: { name: "Again", query: { q: "word3" } } });
    expect(again.status).toBe(409);
    expect(again.json.error?.message).toBe("You already saved this search. Find it on your Alerts page.");
    await saveSearch(user, { name: "Same words, two topics", query: { q: "word3", tags: ["oncology", "fda-approval"] } });
    const reordered = await ctx.request("POST", "/api/alerts", { cookie: user.cookie, body: { name: "Reordered", query: { q: "word3", tags: ["fda-approval", "oncology"] } } });
    expect(reordered.status).toBe(409);
    const over = await ctx.request("POST", "/api/alerts", { cookie: user.cookie, body: { name: "One more", query: { q: "more" } } });
    expect(over.status).toBe(409);
    expect(over.json.error?.message).toBe(ALERT_LIMIT_MESSAGE);
    expect(await ctx.db.$count(savedSearches, eq(savedSearches.userId, user.id))).toBe(ALERT_LIMITS.perAccount);
  });

  it("25 saved at once by one account stay 25", async () => {
    const user = await ctx.signedInUser();
    const responses = await Promise.all(
      Array.from({ length: ALERT_LIMITS.perAccount + 5 }, (_, index) =>
        ctx.request("POST", "/api/alerts", { cookie: user.cookie, body: { name: `Race ${index}`, query: { q: `race${index}` } } }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(ALERT_LIMITS.perAccount);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(5);
  });
});

describe("matching on publication", () => {
  it("finds, in one query, exactly the saved searches whose /news query lists the item", async () => {
    const user = await ctx.signedInUser();
    const id = await pendingItem(
      "Pfizer wins FDA approval for a KRAS G12C inhibitor",
      "The FDA approved the drug for non-small cell lung cancer after a phase 3 readout. 辉瑞宣布获批上市。",
      ["oncology", "fda-approval"],
    );
    const [pfizer] = await ctx.db
      .select({ slug: entities.slug })
      .from(entities)
      .where(eq(entities.name, "Pfizer"));
    expect(pfizer, "the registry knows Pfizer").toBeTruthy();
    const queries = [
      { q: "kras g12" },
      { q: "KRAS G12D" },
      { q: "辉瑞" },
      { q: "诺华" },
      { tags: ["oncology", "fda-approval"] },
      { tags: ["oncology", "rare-diseases"] },
      { entity: pfizer!.slug },
      { event: "approval" },
      { event: "acquisition" },
      { q: "approval", tags: ["oncology"], entity: pfizer!.slug },
    ];
    const searches = [];
    for (const [index, query] of queries.entries()) searches.push(await saveSearch(user, { name: `Q${index}`, query, frequency: "off" }));
    await publish(id);

    const matched = new Set((await ctx.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.newsItemId, id))).map((row) => row.savedSearchId));
    for (const search of searches) {
      const listed = listNewsResponseSchema.parse((await ctx.request("GET", `/api${search.news_path}`)).json);
      const onNews = listed.items.some((item) => item.id === id);
      expect(matched.has(search.id), `${search.name} ${search.news_path}`).toBe(onNews);
    }
    expect(searches.filter((search) => matched.has(search.id)).map((search) => search.name)).toEqual(["Q0", "Q2", "Q4", "Q6", "Q7", "Q9"]);
    // Matched again (a re-publication), nothing is new.
    expect(await matchPublishedItem(ctx.db, id)).toEqual([]);
  });
});

describe("instant e-mail", () => {
  it("one e-mail per item per search, with RFC 8058 headers; one-click POST turns it off; never twice for one item", async () => {
    const user = await ctx.signedInUser();
    const search = await saveSearch(user, { name: "Semaglutide", query: { q: "semaglutide" }, frequency: "instant" });
    const first = await pendingItem("Novo Nordisk files semaglutide for heart failure", "Novo Nordisk submitted semaglutide to the EMA.");
    await publish(first);
    const mails = await alertMails(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Semaglutide: Novo Nordisk files semaglutide for heart failure");
    expect(mail.htmlBody).toContain(`${ctx.config.PUBLIC_URL}/news/${first}`);
    expect(mail.htmlBody).toContain(`${ctx.config.PUBLIC_URL}/alerts`);
    expect(mail.textBody).toContain("Novo Nordisk submitted semaglutide to the EMA.");
    expect(mail.textBody).toContain("oncology");
    const unsubscribe = /^<(https?:\/\/[^>]+\/unsubscribe\/([A-Za-z0-9_-]{43}))>, <mailto:[^>]+>$/.exec(mail.headers!["List-Unsubscribe"]!);
    expect(unsubscribe, mail.headers!["List-Unsubscribe"]).toBeTruthy();
    expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const path = new URL(unsubscribe![1]!).pathname;

    // Un-published and published again: still one e-mail.
    await setStatus(first, "pending");
    await setStatus(first, "published");
    expect(await alertMails(user.email)).toHaveLength(1);

    // A link scanner's GET changes nothing; it shows the confirmation.
    const page = await ctx.request("GET", path, { headers: { origin: "" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Turn off e-mail for the saved search “Semaglutide”");
    expect(page.text).toContain('<form method="post">');
    let [stored] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(stored?.frequency).toBe("instant");

    // The mail client's one-click POST: no cookies, no Origin, the RFC's body; 200, not a redirect.
    const forged = `${path.slice(0, -4)}${path.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    expect((await ctx.request("POST", forged, { headers: { origin: "", "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" })).status).toBe(404);
    const done = await ctx.request("POST", path, {
      headers: { origin: "", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    [stored] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(stored?.frequency).toBe("off");

    const second = await pendingItem("Semaglutide sales beat forecasts", "Semaglutide revenue grew again.");
    await publish(second);
    expect(await alertMails(user.email)).toHaveLength(1);
  });

  it("a refused message (SMTP 5xx) pauses the account's alerts until it resumes them", async () => {
    const user = await ctx.signedInUser();
    await saveSearch(user, { name: "Tirzepatide", query: { q: "tirzepatide" }, frequency: "instant" });
    await pauseMailOf(ctx.db, user.email.toUpperCase(), "550 5.1.1 No such mailbox");
    const list = listAlertsResponseSchema.parse((await ctx.request("GET", "/api/alerts", { cookie: user.cookie })).json);
    expect(list.mail).toMatchObject({ paused: true, reason: "550 5.1.1 No such mailbox" });
    const before = (await alertMails(user.email)).length;
    await publish(await pendingItem("Tirzepatide wins approval", "Tirzepatide was approved."));
    expect(await alertMails(user.email)).toHaveLength(before);

    const resumed = await ctx.request("PUT", "/api/alerts/settings", { cookie: user.cookie, body: { resume_mail: true } });
    expect(resumed.status, resumed.text).toBe(200);
    await publish(await pendingItem("Tirzepatide data at EASD", "New tirzepatide data."));
    expect(await alertMails(user.email)).toHaveLength(before + 1);
  });
});

describe("private feeds", () => {
  it("work without cookies in every format, until a new address is asked for", async () => {
    const user = await ctx.signedInUser();
    const search = await saveSearch(user, { name: "Obesity", query: { q: "obesity" }, frequency: "off" });
    const item = await pendingItem("An obesity drug reads out", "Obesity trial met its endpoint.");
    await publish(item);
    const rss = await ctx.request("GET", search.feed_path, { headers: { origin: "" } });
    expect(rss.status).toBe(200);
    expect(rss.headers.get("cache-control")).toBe("private, no-cache");
    const feed = parseRssFeed(rss.text);
    expect(feed.title).toBe("BioAgent Hub — Obesity");
    expect(feed.items?.map((entry) => entry.link)).toEqual([`${ctx.config.PUBLIC_URL}/news/${item}`]);
    expect(parseAtomFeed((await ctx.request("GET", search.feed_path.replace(/\.rss$/, ".atom"))).text).entries).toHaveLength(1);
    expect(parseJsonFeed((await ctx.request("GET", search.feed_path.replace(/\.rss$/, ".json"))).text).items).toHaveLength(1);

    const renewed = savedSearchSchema.parse((await ctx.request("POST", `/api/alerts/${search.id}/feed`, { cookie: user.cookie })).json);
    expect(renewed.feed_path).not.toBe(search.feed_path);
    expect((await ctx.request("GET", search.feed_path)).status).toBe(404);
    expect((await ctx.request("GET", renewed.feed_path)).status).toBe(200);
    expect((await ctx.request("GET", "/feeds/alerts/not-a-token.rss")).status).toBe(404);
  });
});
