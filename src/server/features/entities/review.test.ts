import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { articleSources, entities, entityAliases, entityMentions } from "@/server/core/db/schema";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
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
});
