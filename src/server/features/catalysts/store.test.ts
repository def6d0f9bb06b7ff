import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { articleSources, catalysts, entities, jobs, newsItems } from "../../core/db/schema";
import { recordRecognition } from "../entities";
import { fileCatalysts, fileFoundCatalysts, resolveCatalyst } from "./store";
import { catalystRows, createEntity, daySpan, extracted, knownOf, publishedItem, type TestEntity } from "./test-fixtures";

// Issue 21 §1 through the database: what an item's catalysts do to the calendar. The extractor's
// output is built by hand (ExtractedCatalyst), resolved and filed as the job files it.

let ctx: TestContext;
let editor: TestUser;
let acme: TestEntity;
let zx101: TestEntity;
let yb202: TestEntity;
let fda: TestEntity;
let nmpa: TestEntity;
let known: ReturnType<typeof knownOf>;

const NOW = new Date("2095-01-01T00:00:00Z");

async function file(newsItemId: string, ...list: Parameters<typeof extracted>[0][]) {
  return fileFoundCatalysts(ctx.db, newsItemId, list.map((values) => resolveCatalyst(extracted(values), known)), NOW);
}

const rowsOfAsset = (asset: TestEntity) => ctx.db.select().from(catalysts).where(eq(catalysts.assetId, asset.id));

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await ctx.signedInUser("editor");
  acme = await createEntity(ctx, "company", "Acme Bio");
  zx101 = await createEntity(ctx, "drug", "ZX-101");
  yb202 = await createEntity(ctx, "drug", "YB-202");
  fda = await createEntity(ctx, "regulator", "FDA");
  nmpa = await createEntity(ctx, "regulator", "NMPA");
  known = knownOf(acme, zx101, yb202, fda, nmpa);
});

afterAll(() => ctx?.close());

describe("filing an item's catalysts", () => {
  const pdufa = { type: "pdufa" as const, asset: "drug:zx-101", company: "company:acme-bio" };
  let first: string;

  it("files a new expected PDUFA date for review, once however often the job runs", async () => {
    first = await publishedItem(ctx, "2095-01-10");
    expect(await file(first, pdufa)).toEqual({ added: 1, updated: 0 });
    const [row] = await rowsOfAsset(zx101);
    expect(row).toMatchObject({ type: "pdufa", status: "expected", review: "pending", method: "rules", sourceItemId: first, dateStart: "2095-10-14", precision: "day", companyId: acme.id, history: [] });
    expect(await file(first, pdufa)).toEqual({ added: 0, updated: 0 });
    const again = await rowsOfAsset(zx101);
    expect(again).toHaveLength(1);
    expect(again[0]!.updatedAt).toEqual(row!.updatedAt);
  });

  it("moves an accepted catalyst to a later article's new date, the earlier date kept in its history, still accepted", async () => {
    await ctx.db.update(catalysts).set({ review: "accepted" }).where(eq(catalysts.assetId, zx101.id));
    const later = await publishedItem(ctx, "2095-09-01");
    const moved = { ...pdufa, date: daySpan("2096-01-14", "January 14, 2096"), replaces: daySpan("2095-10-14", "October 14, 2095"), regulator: "regulator:fda", quote: "The FDA extended the PDUFA date by three months." };
    expect(await file(later, moved)).toEqual({ added: 0, updated: 1 });
    const [row] = await rowsOfAsset(zx101);
    expect(row).toMatchObject({ status: "expected", review: "accepted", sourceItemId: later, dateStart: "2096-01-14", dateText: "January 14, 2096", regulatorId: fda.id, quote: moved.quote });
    // The article's own "from October 14" is the date the catalyst had: kept once.
    expect(row!.history).toEqual([{ start: "2095-10-14", end: "2095-10-14", precision: "day", text: "October 14, 2095", news_item_id: first, replaced_at: NOW.toISOString() }]);
    expect(await file(later, moved)).toEqual({ added: 0, updated: 0 });
    // The followers of the asset and the company hear of the new date through the item that gave it.
    const queued = await ctx.db.select({ payload: jobs.payload }).from(jobs).where(and(eq(jobs.name, "alerts.match"), like(jobs.dedupeKey, `%catalyst:${row!.id}:${later}`)));
    expect(queued).toEqual([{ payload: { newsItemId: later, followed: [zx101.id, acme.id] } }]);
  });

  it("keeps a finer date inside a later article's coarser one, and adds a replaced date the article names", async () => {
    const vaguer = await publishedItem(ctx, "2095-10-01");
    expect(await file(vaguer, { ...pdufa, date: { start: "2096-01-01", end: "2096-03-31", precision: "quarter", text: "Q1 2096" } })).toEqual({ added: 0, updated: 0 });
    const restating = await publishedItem(ctx, "2095-10-02");
    const replaces = { start: "2095-12-01", end: "2095-12-31", precision: "month" as const, text: "December 2095" };
    expect(await file(restating, { ...pdufa, date: daySpan("2096-01-14"), replaces })).toEqual({ added: 0, updated: 1 });
    const [row] = await rowsOfAsset(zx101);
    expect(row!.history.map((entry) => [entry.start, entry.news_item_id])).toEqual([
      ["2095-12-01", restating],
      ["2095-10-14", first],
    ]);
    expect(row!.dateStart).toBe("2096-01-14");
  });

  it("closes the PDUFA date when the approval happens; an approval by another regulator is a catalyst of its own", async () => {
    const approval = await publishedItem(ctx, "2096-01-12");
    const approved = { type: "approval" as const, status: "actual" as const, asset: "drug:zx-101", regulator: "regulator:fda", date: daySpan("2096-01-12"), quote: "The FDA approved ZX-101 today." };
    expect(await file(approval, approved)).toEqual({ added: 0, updated: 1 });
    const [row] = await rowsOfAsset(zx101);
    expect(row).toMatchObject({ type: "pdufa", status: "happened", outcome: "positive", review: "accepted", dateStart: "2096-01-12", dateEnd: "2096-01-12", sourceItemId: approval, quote: approved.quote });
    expect(row!.history[0]).toMatchObject({ start: "2096-01-14", precision: "day" });
    // A second report of the same approval changes nothing.
    const echo = await publishedItem(ctx, "2096-01-13");
    expect(await file(echo, { ...approved, date: daySpan("2096-01-13") })).toEqual({ added: 0, updated: 0 });
    expect(await file(approval, approved)).toEqual({ added: 0, updated: 0 });

    const china = await publishedItem(ctx, "2096-03-01");
    expect(await file(china, { ...approved, regulator: "regulator:nmpa", date: daySpan("2096-03-01") })).toEqual({ added: 1, updated: 0 });
    const rows = await rowsOfAsset(zx101);
    expect(rows.find((other) => other.regulatorId === nmpa.id)).toMatchObject({ type: "approval", status: "happened", outcome: "positive", review: "pending" });
  });

  it("closes an expected readout with its outcome, and a complete response letter closes a PDUFA date as negative", async () => {
    const expectation = await publishedItem(ctx, "2095-02-01");
    const quarter = { start: "2095-07-01", end: "2095-09-30", precision: "quarter" as const, text: "第3四半期" };
    await file(expectation, { type: "readout", detail: "topline", asset: "drug:yb-202", date: quarter });
    const readout = await publishedItem(ctx, "2095-08-20");
    expect(await file(readout, { type: "readout", detail: "topline", status: "actual", outcome: "met", asset: "drug:yb-202", date: daySpan("2095-08-20") })).toEqual({ added: 0, updated: 1 });
    // An interim readout is not the topline one.
    expect(await file(readout, { type: "readout", detail: "interim", status: "actual", outcome: "met", asset: "drug:yb-202", date: daySpan("2095-08-20") })).toEqual({ added: 1, updated: 0 });
    const rows = await rowsOfAsset(yb202);
    expect(rows.find((row) => row.detail === "topline")).toMatchObject({ status: "happened", outcome: "met", precision: "day", sourceItemId: readout });

    const filing = await publishedItem(ctx, "2095-03-01");
    await file(filing, { type: "pdufa", asset: "drug:yb-202", date: daySpan("2095-12-01") });
    const letter = await publishedItem(ctx, "2095-11-30");
    expect(await file(letter, { type: "complete-response-letter", status: "actual", asset: "drug:yb-202", regulator: "regulator:fda", date: daySpan("2095-11-30") })).toEqual({ added: 0, updated: 1 });
    expect((await rowsOfAsset(yb202)).find((row) => row.type === "pdufa")).toMatchObject({ status: "happened", outcome: "negative" });
  });

  it("matches a company's catalyst without an asset on the company, and never files a rejected one again", async () => {
    const plan = await publishedItem(ctx, "2095-01-05");
    const half = { start: "2095-01-01", end: "2095-06-30", precision: "half" as const, text: "1H 2095" };
    expect(await file(plan, { type: "submission", company: "company:acme-bio", date: half })).toEqual({ added: 1, updated: 0 });
    const done = await publishedItem(ctx, "2095-04-02");
    expect(await file(done, { type: "submission", status: "actual", company: "company:acme-bio", date: daySpan("2095-04-01") })).toEqual({ added: 0, updated: 1 });
    const [submission] = await ctx.db.select().from(catalysts).where(and(eq(catalysts.type, "submission"), eq(catalysts.companyId, acme.id)));
    expect(submission).toMatchObject({ status: "happened", assetId: null, dateStart: "2095-04-01" });

    const doubtful = await publishedItem(ctx, "2095-05-01");
    const designation = { type: "designation" as const, detail: "fast-track", status: "actual" as const, asset: "drug:zx-101", date: daySpan("2095-05-01") };
    await file(doubtful, designation);
    const [filed] = await ctx.db.select().from(catalysts).where(eq(catalysts.sourceItemId, doubtful));
    const response = await ctx.request("PATCH", `/api/catalysts/${filed!.id}`, { cookie: editor.cookie, body: { action: "reject" } });
    expect(response.status).toBe(200);
    expect(await file(doubtful, designation)).toEqual({ added: 0, updated: 0 });
    expect(await ctx.db.select().from(catalysts).where(eq(catalysts.sourceItemId, doubtful))).toHaveLength(1);
  });
});

describe("the catalysts.extract job", () => {
  const ORIGINAL = {
    title: "第一三共、DS-1062の第3相試験のトップライン結果を2026年第3四半期に発表予定",
    text: "第一三共は、非小細胞肺がんを対象としたDS-1062の第3相試験について、トップライン結果を2026年第3四半期に発表する予定だと発表した。",
  };
  const ENGLISH = {
    title: "Daiichi Sankyo expects DS-1062 Phase 3 topline results in Q3 2026",
    summaryText: "Daiichi Sankyo said it expects topline results from the Phase 3 trial of DS-1062 in non-small cell lung cancer in the third quarter of 2026.",
  };

  it("is queued in the transaction that publishes an item, and files the Japanese article's expected Q3 2026 readout once", async () => {
    const item = await ctx.createNewsItem({ status: "pending", title: ENGLISH.title });
    await ctx.db.update(newsItems).set({ summaryText: ENGLISH.summaryText, publishedAt: new Date("2026-05-10T03:00:00Z") }).where(eq(newsItems.id, item.id));
    await ctx.db.insert(articleSources).values({ sourceUrl: item.sourceUrl, ...ORIGINAL, language: "ja" });
    // As the item's filing did: its entities resolved from the original article.
    await recordRecognition(ctx.db, item.id, `${ORIGINAL.title}\n\n${ORIGINAL.text}`);
    const response = await ctx.request("POST", `/api/news/${item.id}/publish`, { cookie: editor.cookie });
    expect(response.status).toBe(200);
    const queued = await ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, `catalysts.extract:${item.id}:${item.version + 1}`));
    expect(queued).toHaveLength(1);
    await ctx.settleJobs("catalysts.extract");
    const [drug] = await ctx.db.select({ id: entities.id }).from(entities).where(eq(entities.key, "drug:datopotamab-deruxtecan"));
    const filed = (await catalystRows(ctx)).filter((row) => row.sourceItemId === item.id);
    // The original's and the English summary's readings are one catalyst, the original's words kept.
    expect(filed).toEqual([
      expect.objectContaining({ type: "readout", detail: "topline", status: "expected", review: "pending", assetId: drug!.id, dateStart: "2026-07-01", dateEnd: "2026-09-30", precision: "quarter", dateText: "2026年第3四半期" }),
    ]);
    expect(await fileCatalysts({ db: ctx.db }, item.id)).toEqual({ added: 0, updated: 0 });
  });

  it("shows the accepted readout as happened when a later English article reports the asset's approval", async () => {
    const [readout] = (await catalystRows(ctx)).filter((row) => row.type === "readout" && row.dateText === "2026年第3四半期");
    await ctx.db.update(catalysts).set({ review: "accepted" }).where(eq(catalysts.id, readout!.id));
    const approval = await ctx.createNewsItem({ status: "pending", title: "FDA approves Daiichi Sankyo's DS-1062 in non-small cell lung cancer" });
    const text = "The FDA today approved Daiichi Sankyo's DS-1062 for adults with previously treated non-small cell lung cancer.";
    await ctx.db.update(newsItems).set({ summaryText: text, publishedAt: new Date("2026-11-20T14:00:00Z") }).where(eq(newsItems.id, approval.id));
    await recordRecognition(ctx.db, approval.id, `${approval.title}\n\n${text}`);
    expect((await ctx.request("POST", `/api/news/${approval.id}/publish`, { cookie: editor.cookie })).status).toBe(200);
    await ctx.settleJobs("catalysts.extract");
    const [settled] = await ctx.db.select().from(catalysts).where(eq(catalysts.id, readout!.id));
    // Its quarter kept (the day is not reported), its source now the approval's report.
    expect(settled).toMatchObject({ status: "happened", review: "accepted", dateStart: "2026-07-01", precision: "quarter", sourceItemId: approval.id });
    const [filed] = (await catalystRows(ctx)).filter((row) => row.sourceItemId === approval.id && row.type === "approval");
    expect(filed).toMatchObject({ status: "happened", outcome: "positive", review: "pending", dateStart: "2026-11-20", assetId: settled!.assetId });
  });
});
