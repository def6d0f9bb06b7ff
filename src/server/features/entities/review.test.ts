import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { articleSources, entities, entityAliases, entityMentions } from "@/server/core/db/schema";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { bumpFeedVersion } from "@/server/core/db/feed-version";
import { insertItemForReview } from "../news";
import { confirmMention, listMentionsToReview, mergeEntity, renameEntity, splitMention } from "./review";

// An editor's corrections to what recognition linked: each keeps items, links and the feed in step.

let ctx: TestContext;

const EMPTY_ENTITIES = { diseases: [], targets: [], companies: [], regulators: [], geographies: [], modalities: [], technologies: [] };

async function publish(sourceUrl: string, title: string) {
  return (await insertItemForReview(ctx.db, {
    title,
    summaryEn: `<p>${title}.</p>`,
    summaryText: `${title}.`,
    sourceUrl,
    status: "published",
    tags: [],
    tagLabels: [],
    entities: EMPTY_ENTITIES,
    facets: { companies: [] },
    engine: "builtin",
    model: "test",
  }))!;
}

const linksOf = async (id: string) => newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`)).json).entity_links.map((link) => link.slug);
const feedOf = async (slug: string) => listNewsResponseSchema.parse((await ctx.request("GET", `/api/news?entity=${slug}`)).json).items.map((card) => card.id).sort();

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("editing what recognition linked", () => {
  let first: string;
  let second: string;

  it("lists doubtful links for review, and takes one off the list once confirmed", async () => {
    first = await publish("https://news.example/orvexa-1", "Orvexa Biosciences raises funds");
    second = await publish("https://news.example/orvexa-2", "Orvexa Bioscience doses a patient");
    const waiting = await listMentionsToReview(ctx.db, 50);
    expect(waiting).toEqual([expect.objectContaining({ newsItemId: second, surface: "Orvexa Bioscience", method: "fuzzy", entity: expect.objectContaining({ slug: "company-orvexa-biosciences" }) })]);
    await confirmMention(ctx.db, "company-orvexa-biosciences", second);
    expect(await listMentionsToReview(ctx.db, 50)).toEqual([]);
    await expect(confirmMention(ctx.db, "company-orvexa-biosciences", "00000000-0000-4000-8000-000000000000")).rejects.toThrow("does not mention");
  });

  it("splits an item's mention off to an entity of its own, and renames an entity everywhere it is shown", async () => {
    const moved = await splitMention(ctx.db, "company-orvexa-biosciences", second, "Orvexa Bioscience Korea");
    expect(moved).toEqual({ slug: "company-orvexa-bioscience-korea", name: "Orvexa Bioscience Korea", type: "company" });
    expect(await linksOf(second)).toEqual(["company-orvexa-bioscience-korea"]);
    expect(await feedOf("company-orvexa-biosciences")).toEqual([first]);

    await renameEntity(ctx.db, "company-orvexa-biosciences", "Orvexa Biosciences Inc.");
    const item = newsItemSchema.parse((await ctx.request("GET", `/api/news/${first}`)).json);
    expect(item.entity_links).toEqual([{ slug: "company-orvexa-biosciences", name: "Orvexa Biosciences Inc.", type: "company" }]);
  });

  it("keeps an editor's correction when the item's English text is edited later", async () => {
    await ctx.db.insert(articleSources).values({ sourceUrl: "https://news.example/velmora", title: "Velmora Biosciences raises funds", text: "Velmora Biosciences raised money.", language: "en" });
    const id = await publish("https://news.example/velmora", "Velmora Biosciences raises funds");
    await splitMention(ctx.db, "company-velmora-biosciences", id, "Velmora Bio GmbH");
    const reviewer = await ctx.signedInUser("editor");
    const before = newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`)).json);
    const saved = await ctx.request("PUT", `/api/news/${id}`, { cookie: reviewer.cookie, body: { ...before, title: "Velmora raises funds" } });
    expect(saved.status, saved.text).toBe(200);
    expect(newsItemSchema.parse(saved.json).entity_links.map((link) => link.slug)).toEqual(["company-velmora-bio-gmbh"]);
    expect(await linksOf(id)).toEqual(["company-velmora-bio-gmbh"]);
  });

  it("merges two entities that are one: names, mentions and links move, and the old address leads to the other", async () => {
    const into = await mergeEntity(ctx.db, "company-orvexa-bioscience-korea", "company-orvexa-biosciences");
    expect(into.slug).toBe("company-orvexa-biosciences");
    expect(await feedOf("company-orvexa-biosciences")).toEqual([first, second].sort());
    expect(await linksOf(second)).toEqual(["company-orvexa-biosciences"]);
    const [merged] = await ctx.db.select().from(entities).where(eq(entities.slug, "company-orvexa-bioscience-korea"));
    const [kept] = await ctx.db.select().from(entities).where(eq(entities.slug, "company-orvexa-biosciences"));
    expect(merged!.mergedInto).toBe(kept!.id);
    expect(await ctx.db.select().from(entityMentions).where(eq(entityMentions.entityId, merged!.id))).toEqual([]);
    const aliases = await ctx.db.select({ alias: entityAliases.alias }).from(entityAliases).where(eq(entityAliases.entityId, kept!.id));
    // "Orvexa Biosciences Inc." folds to the same alias as "Orvexa Biosciences" (legal forms are dropped).
    expect(aliases.map((row) => row.alias)).toEqual(expect.arrayContaining(["Orvexa Biosciences", "Orvexa Bioscience Korea"]));
    // A new article naming the merged entity's name lands on the one it was merged into.
    const third = await publish("https://news.example/orvexa-3", "Orvexa Bioscience Korea opens a site");
    expect(await linksOf(third)).toEqual(["company-orvexa-biosciences"]);

    await expect(mergeEntity(ctx.db, "company-orvexa-bioscience-korea", "company-orvexa-biosciences")).rejects.toThrow("already merged");
    await expect(mergeEntity(ctx.db, "company-orvexa-biosciences", "regulator-fda")).rejects.toThrow();
  });

  it("merges one way only when two editors merge a pair into each other at the same moment", async () => {
    await publish("https://news.example/velantis-1", "Velantis Therapeutics raises funds");
    await publish("https://news.example/velantis-2", "Kelvara Biosciences doses a patient");
    const [a, b] = ["company-velantis-therapeutics", "company-kelvara-biosciences"];
    const outcomes = await Promise.allSettled([mergeEntity(ctx.db, a, b), mergeEntity(ctx.db, b, a)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rows = await ctx.db.select({ slug: entities.slug, mergedInto: entities.mergedInto }).from(entities).where(inArray(entities.slug, [a, b]));
    expect(rows.filter((row) => row.mergedInto !== null)).toHaveLength(1);
  });
});

describe("the editor's review over the API (issue 17 §1)", () => {
  let editor: string;
  let kestrion: string;
  let doubtful: string;
  const call = (method: string, path: string, body?: unknown) => ctx.request(method, path, { cookie: editor, body });
  const errorOf = (response: { json: unknown }) => (response.json as { error: { code: string; message: string } }).error;

  beforeAll(async () => {
    editor = (await ctx.signedInUser("editor")).cookie;
    kestrion = await publish("https://news.example/kestrion-1", "Kestrion Biosciences raises funds");
    doubtful = await publish("https://news.example/kestrion-2", "Kestrion Bioscience doses a patient");
  });

  it("lists a doubtful link with its item, passage, method, confidence and the entity it was taken for", async () => {
    const response = await call("GET", "/api/entities/review");
    expect(response.status, response.text).toBe(200);
    const row = (response.json as { items: Record<string, unknown>[] }).items.find((item) => item.news_item_id === doubtful);
    expect(row).toEqual({
      news_item_id: doubtful,
      title: "Kestrion Bioscience doses a patient",
      surface: "Kestrion Bioscience",
      quote: expect.stringContaining("Kestrion Bioscience"),
      method: "fuzzy",
      confidence: expect.any(Number),
      entity: { slug: "company-kestrion-biosciences", name: "Kestrion Biosciences", type: "company" },
    });
    expect(row!.confidence).toBeLessThan(0.7);
    expect((await call("GET", "/api/entities/review?limit=0")).status).toBe(400);
  });

  it("confirms a link (204, off the list), and says which part of a wrong request is wrong", async () => {
    const path = (slug: string, item: string) => `/api/entities/${slug}/mentions/${item}/confirm`;
    const unknownItem = await call("POST", path("company-kestrion-biosciences", "00000000-0000-4000-8000-000000000000"));
    expect([unknownItem.status, errorOf(unknownItem).message]).toEqual([404, "This item does not mention this entity."]);
    expect((await call("POST", path("company-nobody-at-all", doubtful))).status).toBe(404);
    expect((await call("POST", path("company-kestrion-biosciences", "not-an-id"))).status).toBe(400);

    const confirmed = await call("POST", path("company-kestrion-biosciences", doubtful));
    expect(confirmed.status, confirmed.text).toBe(204);
    const waiting = (await call("GET", "/api/entities/review")).json as { items: { news_item_id: string }[] };
    expect(waiting.items.map((item) => item.news_item_id)).not.toContain(doubtful);
  });

  it("renames an entity, and refuses an empty name, a name without letters, an unknown address", async () => {
    const path = "/api/entities/company-kestrion-biosciences";
    for (const name of ["", "   ", "—!?"]) {
      const refused = await call("PATCH", path, { name });
      expect(refused.status, name).toBe(400);
      expect(errorOf(refused).message).toMatch(/Give a name|letter or digit/);
    }
    expect((await call("PATCH", "/api/entities/company-nobody-at-all", { name: "Nobody" })).status).toBe(404);
    const renamed = await call("PATCH", path, { name: "Kestrion Biosciences AG" });
    expect(renamed.json).toEqual({ slug: "company-kestrion-biosciences", name: "Kestrion Biosciences AG", type: "company" });
    expect(await linksOf(kestrion)).toEqual(["company-kestrion-biosciences"]);
    expect(((await ctx.request("GET", path)).json as { name: string }).name).toBe("Kestrion Biosciences AG");
  });

  it("splits a mention off (the item links to the new entity), but not to the entity it is on", async () => {
    const path = `/api/entities/company-kestrion-biosciences/mentions/${doubtful}/split`;
    const same = await call("POST", path, { name: "Kestrion Biosciences" });
    expect([same.status, errorOf(same).message]).toEqual([400, "Name another entity to split this mention off to."]);
    expect((await call("POST", path, { name: "" })).status).toBe(400);
    const split = await call("POST", path, { name: "Kestrion Bioscience Japan" });
    expect(split.status, split.text).toBe(200);
    expect(split.json).toEqual({ slug: "company-kestrion-bioscience-japan", name: "Kestrion Bioscience Japan", type: "company" });
    expect(await linksOf(doubtful)).toEqual(["company-kestrion-bioscience-japan"]);
  });

  it("merges, refusing itself, an unknown entity, another type and a merged one; the old address then answers the canonical entity", async () => {
    const path = "/api/entities/company-kestrion-bioscience-japan/merge";
    const itself = await call("POST", path, { into: "company-kestrion-bioscience-japan" });
    expect([itself.status, errorOf(itself).message]).toEqual([400, "An entity cannot be merged into itself: choose another one."]);
    expect((await call("POST", path, { into: "company-nobody-at-all" })).status).toBe(404);
    expect((await call("POST", path, { into: "" })).status).toBe(400);
    const regulator = (await linksOf(await publish("https://news.example/fda-kestrion", "The FDA clears a Kestrion Biosciences trial"))).find((slug) => slug.startsWith("regulator-"));
    const otherType = await call("POST", "/api/entities/company-kestrion-biosciences/merge", { into: regulator });
    expect([otherType.status, errorOf(otherType).message]).toEqual([400, "Only entities of the same type can be merged."]);

    const merged = await call("POST", path, { into: "company-kestrion-biosciences" });
    expect(merged.status, merged.text).toBe(200);
    expect((merged.json as { slug: string }).slug).toBe("company-kestrion-biosciences");
    expect(((await ctx.request("GET", "/api/entities/company-kestrion-bioscience-japan")).json as { slug: string }).slug).toBe("company-kestrion-biosciences");
    expect(await linksOf(doubtful)).toEqual(["company-kestrion-biosciences"]);

    const again = await call("POST", path, { into: "company-kestrion-biosciences" });
    expect([again.status, errorOf(again).message]).toEqual([409, "This entity is already merged."]);
    const intoMerged = await call("POST", "/api/entities/company-orvexa-biosciences/merge", { into: "company-kestrion-bioscience-japan" });
    expect(intoMerged.status).toBe(409);
    const renameMerged = await call("PATCH", "/api/entities/company-kestrion-bioscience-japan", { name: "Kestrion Japan" });
    expect([renameMerged.status, errorOf(renameMerged).message]).toEqual([409, "This entity was merged into another: correct that one."]);
  });

  it("splits a mention to a merged entity's name onto the entity it was merged into, never onto the merged one", async () => {
    const third = await publish("https://news.example/kestrion-3", "Kestrion Bioscience hires a chief medical officer");
    // The merged entity's name is an alias of the canonical one now: the new item links there directly, at full confidence.
    expect(await linksOf(third)).toEqual(["company-kestrion-biosciences"]);
    const onto = await call("POST", `/api/entities/company-kestrion-biosciences/mentions/${third}/split`, { name: "Kestrion Bioscience Japan" });
    expect([onto.status, errorOf(onto).message]).toEqual([400, "That name is this entity's: name another entity to split this mention off to."]);
    expect(await linksOf(third)).toEqual(["company-kestrion-biosciences"]);
  });

  it("finds entities to merge into by a part of a name or address, leaving merged ones out", async () => {
    const search = async (query: string) => {
      const response = await call("GET", `/api/entities?${query}`);
      expect(response.status, response.text).toBe(200);
      return (response.json as { items: { slug: string }[] }).items.map((item) => item.slug);
    };
    expect(await search("q=kestrion")).toEqual(["company-kestrion-biosciences"]);
    expect(await search("q=KESTRION%20bio&type=company")).toEqual(["company-kestrion-biosciences"]);
    expect(await search("q=company-kestrion")).toEqual(["company-kestrion-biosciences"]);
    expect(await search("q=kestrion&type=drug")).toEqual([]);
    // Wildcards are text, not patterns: they find nothing rather than everything.
    expect(await search("q=%25")).toEqual([]);
    expect(await search("q=_")).toEqual([]);
    expect((await call("GET", "/api/entities?q=")).status).toBe(400);
  });
});

describe("an editor's correction and the answers cached for readers", () => {
  it("shows a rename and a merge at once on a published item's cached answer and in the entity's cached feed", async () => {
    const id = await publish("https://news.example/quorvane", "Quorvane Therapeutics doses a first patient");
    // The feed's version, as a change through the API gives it: from now on readers' answers are cached.
    await bumpFeedVersion(ctx.db);
    const entityOf = async () => newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`)).json).entity_links;
    expect(await entityOf()).toEqual([{ slug: "company-quorvane-therapeutics", name: "Quorvane Therapeutics", type: "company" }]);
    expect(await feedOf("company-quorvane-therapeutics")).toEqual([id]);

    await renameEntity(ctx.db, "company-quorvane-therapeutics", "Quorvane Therapeutics SA");
    expect(await entityOf()).toEqual([{ slug: "company-quorvane-therapeutics", name: "Quorvane Therapeutics SA", type: "company" }]);

    const other = await publish("https://news.example/quorvane-bio", "Quorvane Bio opens a site");
    expect(await feedOf("company-quorvane-bio")).toEqual([other]);
    await mergeEntity(ctx.db, "company-quorvane-bio", "company-quorvane-therapeutics");
    expect(await feedOf("company-quorvane-therapeutics")).toEqual([id, other].sort());
    // The merged entity's address leads to the one it was merged into, in the feed too.
    expect(await feedOf("company-quorvane-bio")).toEqual([id, other].sort());
  });
});
