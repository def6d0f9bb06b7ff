import type { TagCategory } from "@/shared/news/tags";
import { VOCABULARY_TAGS } from "@/shared/news/vocabularies";
import { ALL_COMPANIES } from "@/server/core/recognize/registry";
import { DISEASES } from "@/server/core/recognize/registry/diseases";
import { GEOGRAPHIES, MARKET_BY_CODE } from "@/server/core/recognize/registry/geographies";
import { REGULATORS } from "@/server/core/recognize/registry/regulators";
import { TARGETS } from "@/server/core/recognize/registry/targets";
import { TECHNOLOGIES } from "@/server/core/recognize/registry/technologies";
import type { CuratedEntry } from "@/server/core/recognize/registry/types";
import { PhraseMatcher } from "./phrase-matcher";

// The matchers the built-in engine runs over every article, built once from the shared lists.

export type TagRef = { readonly category: TagCategory; readonly label: string };
/**
 * A tag that a mention suggests and how much one mention counts; `cap` limits what all such
 * mentions together add (a company's home market is a hint, not a topic).
 */
export type ImpliedTag = TagRef & { readonly weight: number; readonly cap?: number };

export type SynonymHit = TagRef & { readonly specificity: number };
export type NearbyHit = TagRef & { readonly role: "anchor" | "cue" };

export const CURATED_KINDS = ["companies", "regulators", "diseases", "targets", "technologies", "geographies"] as const;
export type CuratedKind = (typeof CURATED_KINDS)[number];
export type CuratedHit = { readonly kind: CuratedKind; readonly name: string; readonly implies: readonly ImpliedTag[] };

const CATEGORY_OF = new Map(VOCABULARY_TAGS.map((entry) => [entry.label, entry.category]));

function tagRef(label: string | undefined, weight: number, cap?: number): ImpliedTag[] {
  const category = label ? CATEGORY_OF.get(label) : undefined;
  return label && category ? [{ category, label, weight, ...(cap ? { cap } : {}) }] : [];
}

// One synonym in the body counts less when it is very short ("癌", "GI"): short words mislead more.
function specificity(phrase: string): number {
  const core = phrase.replace(/\*/g, "");
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(core)) {
    return core.length <= 1 ? 0.6 : 1;
  }
  return core.length <= 3 ? 0.7 : 1;
}

export const synonymMatcher = new PhraseMatcher<SynonymHit>(
  VOCABULARY_TAGS.flatMap(({ category, label, synonyms }) =>
    synonyms.map((phrase) => ({ phrase, value: { category, label, specificity: specificity(phrase) } })),
  ),
);

export const nearbyMatcher = new PhraseMatcher<NearbyHit>(
  VOCABULARY_TAGS.flatMap(({ category, label, nearby }) =>
    nearby
      ? [
          ...nearby.anchors.map((phrase) => ({ phrase, value: { category, label, role: "anchor" as const } })),
          ...nearby.cues.map((phrase) => ({ phrase, value: { category, label, role: "cue" as const } })),
        ]
      : [],
  ),
);

const HINT_WEIGHT = 0.5;
// All of an article's company (or regulator) mentions add at most this to one market tag.
const HINT_CAP = 1;

function curated<E extends CuratedEntry>(kind: CuratedKind, entries: readonly E[], implies: (entry: E) => ImpliedTag[]) {
  return entries.flatMap((entry) => {
    const value: CuratedHit = { kind, name: entry.name, implies: implies(entry) };
    return [entry.name, ...entry.aliases].map((phrase) => ({ phrase, value }));
  });
}

export const curatedMatcher = new PhraseMatcher<CuratedHit>([
  ...curated("companies", ALL_COMPANIES, (entry) => tagRef(entry.country && MARKET_BY_CODE[entry.country], HINT_WEIGHT, HINT_CAP)),
  ...curated("regulators", REGULATORS, (entry) => tagRef(MARKET_BY_CODE[entry.country], HINT_WEIGHT, HINT_CAP)),
  ...curated("diseases", DISEASES, (entry) => entry.areas.flatMap((area) => tagRef(area, 1))),
  ...curated("targets", TARGETS, (entry) => tagRef(entry.pathway, 1)),
  ...curated("technologies", TECHNOLOGIES, () => []),
  ...curated("geographies", GEOGRAPHIES, (entry) => tagRef(MARKET_BY_CODE[entry.code], 1)),
]);

/** Readable modality names for the entities list ("monoclonal-antibody" → "Monoclonal antibody"). */
export const MODALITY_NAMES: ReadonlyMap<string, string> = new Map(
  VOCABULARY_TAGS.filter((entry) => entry.category === "modalities").map((entry) => [entry.label, entry.name]),
);
