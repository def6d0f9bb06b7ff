import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityOperations } from "@/shared/entities/contracts";
import { companyPagePath } from "@/shared/entities/paths";
import { NEWS_LIMITS } from "@/shared/limits";
import { listNewsResponseSchema } from "@/shared/news/contracts";
import { entities, entityAliases, entityIdentifiers, entityMentions, newsItems } from "@/server/core/db/schema";
import type { AppEnv } from "../../core/http/context";
import { bumpFeedVersion } from "../../core/db/feed-version";
import { mountClient } from "../../core/http/static";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { entityPageData } from "./page-data";
import { readEntityPage } from "./repo";
import { renameEntity } from "./review";
import { ENTITY_NOT_FOUND_MESSAGE } from "./routes";

// GET /api/entities/{slug}: the canonical entity (a merged one's address answers the entity it was
// merged into), its names by script, identifiers, and the published news that mention it.

const pageSchema = entityOperations.get.responses[200].schema;
let ctx: TestContext;
let corvalis: string;

const DAY = 86_400_000;
// A Wednesday, so that "this week" began on Monday 2026-11-23.
const NOW = new Date("2026-11-25T12:00:00Z");

async function entity(slug: string, name: string, values: Partial<typeof entities.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(entities)
    .values({ key: slug.replace("-", ":"), slug, type: "company", name, ...values })
    .returning({ id: entities.id });
  return row!.id;
}

/** A news item mentioning `entityId`, in the feed at `feedAt`. */
async function mention(entityId: string, feedAt: Date, status: "published" | "pending" = "published") {
  const item = await ctx.createNewsItem({ status });
  await ctx.db.update(newsItems).set({ feedAt }).where(eq(newsItems.id, item.id));
  await ctx.db.insert(entityMentions).values({ newsItemId: item.id, entityId, surface: "Corvalis", quote: "Corvalis said so.", method: "shape", confidence: 0.8 });
  return item.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  corvalis = await entity("company-corvalis-therapeutics", "Corvalis Therapeutics");
  await ctx.db.insert(entityAliases).values([
    { entityId: corvalis, alias: "Corvalis Therapeutics", aliasNorm: "corvalistherapeutics", script: null },
    { entityId: corvalis, alias: "Corvalis", aliasNorm: "corvalis", script: null },
    { entityId: corvalis, alias: "科瓦利斯", aliasNorm: "科瓦利斯", script: "zh" },
    { entityId: corvalis, alias: "コルヴァリス", aliasNorm: "コルヴァリス", script: "ja" },
  ]);
  await ctx.db.insert(entityIdentifiers).values([
    { scheme: "ticker", value: "CRVL", entityId: corvalis },
    { scheme: "cik", value: "0000123456", entityId: corvalis },
  ]);
  await mention(corvalis, new Date(NOW.getTime() - 1 * DAY)); // this week (Tuesday)
  await mention(corvalis, new Date("2026-11-23T00:30:00Z")); // this week, its first hour
  await mention(corvalis, new Date("2026-11-22T23:30:00Z")); // the week before (Sunday)
  await mention(corvalis, new Date(NOW.getTime() - 40 * 7 * DAY)); // before the timeline: counted, not charted
  await mention(corvalis, new Date(NOW.getTime() - DAY), "pending"); // not published: not counted
});
afterAll(async () => {
  await ctx?.close();
});

describe("GET /api/entities/{slug}", () => {
  it("answers the entity with its names by script, identifiers and count of published news", async () => {
    const response = await ctx.request("GET", "/api/entities/company-corvalis-therapeutics");
    expect(response.status, response.text).toBe(200);
    const page = pageSchema.parse(response.json);
    expect(page).toMatchObject({ slug: "company-corvalis-therapeutics", name: "Corvalis Therapeutics", type: "company", known: false, news_count: 4 });
    expect(page.aliases).toEqual([
      { script: "latin", names: ["Corvalis", "Corvalis Therapeutics"] },
      { script: "zh", names: ["科瓦利斯"] },
      { script: "ja", names: ["コルヴァリス"] },
    ]);
    expect(page.identifiers).toEqual([
      { scheme: "cik", value: "0000123456" },
      { scheme: "ticker", value: "CRVL" },
    ]);
  });

  it("counts published mentions per UTC week, Monday first, 26 weeks ending this one", async () => {
    const page = (await readEntityPage(ctx.db, "company-corvalis-therapeutics", NOW))!;
    expect(page.timeline).toHaveLength(26);
    expect(page.timeline.at(-1)).toEqual({ week: "2026-11-23", count: 2 });
    expect(page.timeline.at(-2)).toEqual({ week: "2026-11-16", count: 1 });
    expect(page.timeline[0]!.week).toBe("2026-06-01");
    expect(page.timeline.reduce((sum, week) => sum + week.count, 0)).toBe(3);
  });

  it("answers a merged entity's address with the entity it was merged into, through a chain of merges", async () => {
    const older = await entity("company-corvalis", "Corvalis", { mergedInto: corvalis });
    await entity("company-corvalis-inc", "Corvalis Inc", { mergedInto: older });
    const page = pageSchema.parse((await ctx.request("GET", "/api/entities/company-corvalis-inc")).json);
    expect(page).toMatchObject({ slug: "company-corvalis-therapeutics", name: "Corvalis Therapeutics", news_count: 4 });
    // The feed filtered by the old address lists the news of the entity it was merged into.
    const byOld = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?entity=company-corvalis-inc")).json);
    const byNew = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?entity=company-corvalis-therapeutics&limit=2")).json);
    expect(byOld.items).toHaveLength(4);
    expect(byNew.items.map((card) => card.id)).toEqual(byOld.items.slice(0, 2).map((card) => card.id));
    const rest = listNewsResponseSchema.parse((await ctx.request("GET", `/api/news?entity=company-corvalis-therapeutics&limit=2&cursor=${byNew.next_cursor}`)).json);
    expect(rest.items.map((card) => card.id)).toEqual(byOld.items.slice(2).map((card) => card.id));
  });

  it("stops at a loop of merges instead of following it for ever", async () => {
    const first = await entity("company-loop-a", "Loop A");
    const second = await entity("company-loop-b", "Loop B", { mergedInto: first });
    await ctx.db.update(entities).set({ mergedInto: second }).where(eq(entities.id, first));
    const response = await ctx.request("GET", "/api/entities/company-loop-a");
    expect(response.status).toBe(200);
    expect(["company-loop-a", "company-loop-b"]).toContain(pageSchema.parse(response.json).slug);
  });

  it("answers 404 with a message for an unknown address, and 400 for one too long", async () => {
    const unknown = await ctx.request("GET", "/api/entities/company-nobody-at-all");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: { message: ENTITY_NOT_FOUND_MESSAGE } });
    const tooLong = await ctx.request("GET", `/api/entities/${"a".repeat(NEWS_LIMITS.entitySlugMax + 1)}`);
    expect(tooLong.status).toBe(400);
  });

  it("answers a company the registry knows and no article has mentioned yet from the registry, with no news", async () => {
    const response = await ctx.request("GET", "/api/entities/company-pfizer");
    expect(response.status, response.text).toBe(200);
    const page = pageSchema.parse(response.json);
    expect(page).toMatchObject({ slug: "company-pfizer", name: "Pfizer", type: "company", known: true, news_count: 0 });
    expect(page.identifiers).toEqual(expect.arrayContaining([{ scheme: "cik", value: "0000078003" }, { scheme: "ticker", value: "NYSE:PFE" }]));
    expect(page.aliases).toEqual(
      expect.arrayContaining([
        { script: "latin", names: ["Pfizer", "Pfizer Inc."] },
        expect.objectContaining({ script: "zh", names: expect.arrayContaining(["辉瑞"]) }),
        expect.objectContaining({ script: "ko", names: expect.arrayContaining(["화이자", "한국화이자제약"]) }),
      ]),
    );
    expect(page.timeline).toHaveLength(26);
    expect(page.timeline.every((week) => week.count === 0)).toBe(true);
    const empty = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?entity=company-pfizer")).json);
    expect(empty.items).toEqual([]);
  });

  it("finds the entity of a company named as a source writes it, legal form and case aside", async () => {
    // A filing's registrant, as SEC writes it: the registry's Pfizer.
    const filer = await ctx.request("GET", `/api${companyPagePath("PFIZER INC")}`);
    expect(filer.status, filer.text).toBe(200);
    expect(pageSchema.parse(filer.json)).toMatchObject({ slug: "company-pfizer", name: "Pfizer" });
    // A trial's sponsor, by a name the stored entity goes by (in Latin script or not): its page, with its news.
    for (const sponsor of ["Corvalis Therapeutics, Inc.", "科瓦利斯"]) {
      const response = await ctx.request("GET", `/api${companyPagePath(sponsor)}`);
      expect(response.status, sponsor).toBe(200);
      expect(pageSchema.parse(response.json), sponsor).toMatchObject({ slug: "company-corvalis-therapeutics", news_count: 4 });
    }
    // Only among entities of the address's type.
    expect((await ctx.request("GET", "/api/entities/drug-corvalis-therapeutics-inc")).status).toBe(404);
  });

  it("answers 404 for an address that names no type or no name", async () => {
    for (const slug of ["corvalis-therapeutics", "company-", "company-inc", "-pfizer"]) {
      const response = await ctx.request("GET", `/api/entities/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.json, slug).toMatchObject({ error: { message: ENTITY_NOT_FOUND_MESSAGE } });
    }
  });

  it("reads an address in any script, as the browser encodes it", async () => {
    await entity("company-恒瑞医药", "Jiangsu Hengrui Pharmaceuticals");
    const response = await ctx.request("GET", `/api/entities/${encodeURIComponent("company-恒瑞医药")}`);
    expect(response.status, response.text).toBe(200);
    expect(pageSchema.parse(response.json)).toMatchObject({ name: "Jiangsu Hengrui Pharmaceuticals", news_count: 0, aliases: [], identifiers: [] });
  });
});

describe("/entities/{slug} page data", () => {
  const INDEX_HTML = `<!doctype html><html><head><meta name="description" content="Default description." /><title>BioAgent Hub</title></head><body><div id="root"></div></body></html>`;
  const site = new Hono<AppEnv>();
  let clientDir: string;

  beforeAll(() => {
    mkdirSync("node_modules/.cache", { recursive: true });
    clientDir = mkdtempSync(path.join("node_modules/.cache", "entity-page-data-test-"));
    writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
    mountClient(site, path.resolve(clientDir), { entity: entityPageData(ctx.db, ctx.notifications, "https://hub.example") });
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("carries the entity as the API answers it, with its name as the title and a description for sharing", async () => {
    const html = await (await site.request("/entities/company-corvalis-therapeutics")).text();
    const api = await ctx.request("GET", "/api/entities/company-corvalis-therapeutics");
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({ "/api/entities/company-corvalis-therapeutics": api.json });
    expect(html).toContain("<title>Corvalis Therapeutics · BioAgent Hub</title>");
    expect(html).toContain('content="Corvalis Therapeutics (company): mentioned in 4 published news items on BioAgent Hub');
  });

  it("carries Open Graph tags and the canonical address for link previews, escaped", async () => {
    const html = await (await site.request("/entities/company-corvalis-therapeutics")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<meta property="og:title" content="Corvalis Therapeutics">');
    expect(head).toContain('<meta property="og:description" content="Corvalis Therapeutics (company): mentioned in 4 published news items');
    expect(head).toContain('<meta property="og:url" content="https://hub.example/entities/company-corvalis-therapeutics">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).toContain('<link rel="canonical" href="https://hub.example/entities/company-corvalis-therapeutics">');
    await entity("company-o-brien-co", `O'Brien & "Sons" <Bio>`);
    const escaped = await (await site.request("/entities/company-o-brien-co")).text();
    expect(escaped).toContain('<meta property="og:title" content="O&#39;Brien &amp; &quot;Sons&quot; &lt;Bio&gt;">');
    expect(escaped).toContain("<title>O&#39;Brien &amp; &quot;Sons&quot; &lt;Bio&gt; · BioAgent Hub</title>");
    expect(escaped).not.toContain("<Bio>");
  });

  it("gives a merged entity's old address the canonical address of the one it was merged into", async () => {
    await entity("company-corvalis-bio", "Corvalis Bio", { mergedInto: corvalis });
    const html = await (await site.request("/entities/company-corvalis-bio")).text();
    expect(html).toContain('<link rel="canonical" href="https://hub.example/entities/company-corvalis-therapeutics">');
    expect(html).toContain('<meta property="og:url" content="https://hub.example/entities/company-corvalis-therapeutics">');
    expect(html).toContain("<title>Corvalis Therapeutics · BioAgent Hub</title>");
  });

  it("shares the page of a company the registry knows and no article has mentioned yet", async () => {
    const html = await (await site.request("/entities/company-pfizer")).text();
    expect(html).toContain("<title>Pfizer · BioAgent Hub</title>");
    expect(html).toContain('<meta property="og:description" content="Pfizer (company): mentioned in 0 published news items');
    expect(html).toContain('<link rel="canonical" href="https://hub.example/entities/company-pfizer">');
  });

  it("keeps an entity's answer and page for the next reader until the feed moves or an editor changes the entity", async () => {
    const kept = await entity("company-keptwell-bio", "Keptwell Bio");
    await mention(kept, new Date(Date.now() - DAY));
    await bumpFeedVersion(ctx.db);
    await ctx.notifications.delivered();
    const apiName = async () => ((await ctx.request("GET", "/api/entities/company-keptwell-bio")).json as { name: string }).name;
    const pageTitle = async () => /<title>([^<]*)<\/title>/.exec(await (await site.request("/entities/company-keptwell-bio")).text())![1];
    expect(await apiName()).toBe("Keptwell Bio");
    expect(await pageTitle()).toBe("Keptwell Bio · BioAgent Hub");
    // Written behind the API: the kept answers stand.
    await ctx.db.update(entities).set({ name: "Changed behind the API" }).where(eq(entities.id, kept));
    expect(await apiName()).toBe("Keptwell Bio");
    expect(await pageTitle()).toBe("Keptwell Bio · BioAgent Hub");
    // An editor's rename moves the feed version in its transaction: both are read again.
    await renameEntity(ctx.db, "company-keptwell-bio", "Keptwell Biosciences");
    await ctx.notifications.delivered();
    expect(await apiName()).toBe("Keptwell Biosciences");
    expect(await pageTitle()).toBe("Keptwell Biosciences · BioAgent Hub");
  });

  it("answers an unknown address with 404 and its title, leaving the message to the page's own call", async () => {
    const response = await site.request("/entities/company-nobody-at-all");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Entity not found · BioAgent Hub</title>");
    expect(html).toContain('<script type="application/json" id="page-data">{}</script>');
    expect(html).not.toContain("og:title");
  });
});
