import { eq } from "drizzle-orm";
import { entityKey, entitySlug } from "@/shared/entities/keys";
import type { EntityType } from "@/shared/entities/vocabulary";
import type { TestContext } from "../../../../tests/support/context";
import { catalysts, entities, newsItems } from "../../core/db/schema";
import type { ExtractedCatalyst } from "../../core/recognize/catalysts";
import type { KnownEntity } from "./store";

// What the catalysts tests build by hand: entities, published items on a given day, and catalysts
// as the extractor would give them.

export type TestEntity = KnownEntity & { key: string; name: string };

export async function createEntity(ctx: TestContext, type: EntityType, name: string): Promise<TestEntity> {
  const key = entityKey(type, name);
  const [row] = await ctx.db.insert(entities).values({ key, slug: entitySlug(key), type, name }).returning({ id: entities.id, slug: entities.slug });
  return { ...row!, key, name };
}

export const knownOf = (...list: TestEntity[]) => new Map(list.map((entity) => [entity.key, { id: entity.id, slug: entity.slug }]));

/** A published item dated `day` (YYYY-MM-DD). */
export async function publishedItem(ctx: TestContext, day: string, options: { tags?: string[]; title?: string } = {}): Promise<string> {
  const item = await ctx.createNewsItem({ status: "published", ...options });
  await ctx.db.update(newsItems).set({ publishedAt: new Date(`${day}T09:00:00Z`), feedAt: new Date(`${day}T09:00:00Z`) }).where(eq(newsItems.id, item.id));
  return item.id;
}

export const daySpan = (day: string, text = "") => ({ start: day, end: day, precision: "day" as const, text });

export function extracted(values: Partial<ExtractedCatalyst> & Pick<ExtractedCatalyst, "type">): ExtractedCatalyst {
  return {
    detail: null,
    status: "expected",
    outcome: null,
    date: daySpan("2095-10-14", "October 14, 2095"),
    replaces: null,
    asset: null,
    assetMention: null,
    company: null,
    indication: null,
    trial: null,
    regulator: null,
    quote: "The company expects a decision by then.",
    confidence: 0.8,
    ...values,
  };
}

export const catalystRows = (ctx: TestContext) => ctx.db.select().from(catalysts);
