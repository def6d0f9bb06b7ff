import type { Entities } from "@/shared/news/contracts";
import { NEWS_LIMITS } from "@/shared/limits";
import { cleanEntityList } from "@/shared/news/tags";
import type { Mention } from "@/server/core/recognize";
import type { ArticleDocument } from "./document";
import { CURATED_KINDS, MODALITY_NAMES, curatedMatcher, type CuratedKind, type ImpliedTag } from "./lexicon";
import { keepLongest } from "./phrase-matcher";

export type EntityMention = {
  readonly kind: CuratedKind;
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly implies: readonly ImpliedTag[];
};

/**
 * Mentions of curated companies, regulators, diseases, targets, technologies and geographies.
 * Within a kind the longer name wins ("Merck KGaA" over "Merck"); a place inside another name
 * ("Japan" in "Japan Tobacco", "European" in "European Medicines Agency") is not a place mention.
 */
export function findEntityMentions(document: ArticleDocument): EntityMention[] {
  const hits = curatedMatcher.findAll(document.folded).map(({ value, start, end }) => ({ ...value, start, end }));
  const kept = CURATED_KINDS.flatMap((kind) => keepLongest(hits.filter((hit) => hit.kind === kind)));
  const places = keepLongest(kept).filter((hit) => hit.kind === "geographies");
  return [...kept.filter((hit) => hit.kind !== "geographies"), ...places].sort((a, b) => a.start - b.start);
}

/** Canonical names, most mentioned first, then in order of appearance. */
function rankNames(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const order = [...counts.keys()];
  return order
    .sort((a, b) => counts.get(b)! - counts.get(a)! || order.indexOf(a) - order.indexOf(b))
    .slice(0, NEWS_LIMITS.entitiesPerKind);
}

const RECOGNIZED_KIND = { companies: "company", regulators: "regulator", diseases: "indication", targets: "target" } as const;

/**
 * The item's entity lists: companies, regulators, diseases and targets as the recognizer found
 * them (core/recognize: registry, identifiers and the shapes of names no list knows), places and
 * technologies from the curated matcher, modalities from the tags.
 */
export function buildEntities(mentions: readonly EntityMention[], modalityLabels: readonly string[], recognized: readonly Mention[]): Entities {
  const namesOf = (kind: CuratedKind) => {
    const type = RECOGNIZED_KIND[kind as keyof typeof RECOGNIZED_KIND];
    const names = type ? recognized.filter((mention) => mention.type === type).map((mention) => mention.name) : mentions.filter((mention) => mention.kind === kind).map((mention) => mention.name);
    return cleanEntityList(rankNames(names));
  };
  return {
    diseases: namesOf("diseases"),
    targets: namesOf("targets"),
    companies: namesOf("companies"),
    regulators: namesOf("regulators"),
    geographies: namesOf("geographies"),
    modalities: cleanEntityList(modalityLabels.map((label) => MODALITY_NAMES.get(label) ?? label)),
    technologies: namesOf("technologies"),
  };
}
