import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/core/db/client";
import { entities, entityIdentifiers } from "@/server/core/db/schema";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { insertItemForReview } from "../news";
import { linkKnownEntities } from "./link";

// Links from intelligence results to entity pages: only entities that have a page, found for
// certain, and a fixed number of queries whatever the number of results.

let ctx: TestContext;

function publish(sourceUrl: string, title: string, summaryText: string) {
  return insertItemForReview(ctx.db, {
    title,
    summaryEn: `<p>${summaryText}</p>`,
    summaryText,
    sourceUrl,
    status: "published",
    tags: [],
    tagLabels: [],
    entities: { diseases: [], targets: [], companies: [], regulators: [], geographies: [], modalities: [], technologies: [] },
    facets: { companies: [] },
    engine: "builtin",
    model: "test",
  });
}

/** The database, counting the statements started through it. */
function counting(db: Database): { db: Database; count: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select" || property === "execute") statements += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, count: () => statements };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await publish("https://news.example/zenith", "Zenith Therapeutics starts NCT04114136", "Zenith Therapeutics dosed the first patient in NCT04114136.");
  await publish("https://news.example/orvella", "Orvella Biosciences raises funds", "Orvella Biosciences raised $50 million.");
});
afterAll(async () => {
  await ctx?.close();
});

describe("linkKnownEntities", () => {
  it("links stored entities by name and trial id, and the registry's by name, in order of first mention", async () => {
    const [trial, preprint] = await linkKnownEntities(ctx.db, [
      { text: "Zenith Therapeutics\nMelanoma\nNCT04114136" },
      { text: "Pembrolizumab in melanoma\n\nPembrolizumab and Zenith Therapeutics' ZT-101 in advanced melanoma." },
    ]);
    expect(trial).toEqual([
      { slug: "company-zenith-therapeutics", name: "Zenith Therapeutics", type: "company" },
      { slug: "indication-melanoma", name: "Melanoma", type: "indication" },
      { slug: "trial-nct04114136", name: "NCT04114136", type: "trial" },
    ]);
    expect(preprint!.map((ref) => ref.slug)).toEqual(["drug-pembrolizumab", "indication-melanoma", "company-zenith-therapeutics"]);
    // The registry's entry has a page though no article named it.
    expect((await ctx.request("GET", "/api/entities/drug-pembrolizumab")).status).toBe(200);
  });

  it("links no name that nothing knows, and makes no entity", async () => {
    const before = (await ctx.db.select({ id: entities.id }).from(entities)).length;
    expect(await linkKnownEntities(ctx.db, [{ text: "Quorvex Therapeutics" }, { text: "" }])).toEqual([[], []]);
    expect(await ctx.db.select({ id: entities.id }).from(entities)).toHaveLength(before);
  });

  it("links an identifier the result carries as data (a filing's CIK)", async () => {
    const [zenith] = await ctx.db.select({ id: entities.id }).from(entities).where(eq(entities.key, "company:zenith-therapeutics"));
    await ctx.db.insert(entityIdentifiers).values({ scheme: "cik", value: "0009990001", entityId: zenith!.id });
    const [filing] = await linkKnownEntities(ctx.db, [{ text: "ZENITH HOLDINGS CORP", identifiers: [{ scheme: "cik", value: "0009990001" }] }]);
    expect(filing).toEqual([{ slug: "company-zenith-therapeutics", name: "Zenith Therapeutics", type: "company" }]);
  });

  it("links a merged entity to the one it was merged into", async () => {
    const [zenith] = await ctx.db.select({ id: entities.id }).from(entities).where(eq(entities.key, "company:zenith-therapeutics"));
    await ctx.db.update(entities).set({ mergedInto: zenith!.id }).where(eq(entities.key, "company:orvella-biosciences"));
    const [linked] = await linkKnownEntities(ctx.db, [{ text: "Orvella Biosciences and Zenith Therapeutics" }]);
    expect(linked).toEqual([{ slug: "company-zenith-therapeutics", name: "Zenith Therapeutics", type: "company" }]);
  });

  it("asks the database as often for thirty results as for one", async () => {
    const one = counting(ctx.db);
    await linkKnownEntities(one.db, [{ text: "Orvella Biosciences, NCT04114136, pembrolizumab" }]);
    const many = counting(ctx.db);
    const texts = Array.from({ length: 30 }, (_, index) => ({ text: `Orvella Biosciences, NCT0411413${index % 10}, pembrolizumab, Acme${index} Therapeutics` }));
    const linked = await linkKnownEntities(many.db, texts);
    expect(linked).toHaveLength(30);
    expect(linked[0]!.map((ref) => ref.slug)).toEqual(["company-zenith-therapeutics", "drug-pembrolizumab"]);
    // The learned names' state, identifiers, keys, names, and one merge hop.
    expect(one.count()).toBe(5);
    expect(many.count()).toBe(one.count());
  });
});
