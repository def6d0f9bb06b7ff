// The seven tag categories of news-community-support.md §3. Their labels and synonyms are in
// vocabularies.ts.
export const TAG_CATEGORIES = [
  "therapeutic_areas",
  "targets_moa",
  "modalities",
  "development_stage",
  "regulatory_market",
  "geographies",
  "business_events",
] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** Shown with underscores replaced by spaces (spec §3). */
export function categoryLabel(category: string): string {
  return category.replace(/_/g, " ");
}

/** A tag label: lowercase, spaces (and other separators) turned into hyphens (spec §3, §5). */
export function toTagLabel(text: string): string {
  return text
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/[\s_/]+/g, "-")
    .replace(/[^\p{L}\p{N}-]+/gu, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export const ENTITY_KINDS = [
  "diseases",
  "targets",
  "companies",
  "regulators",
  "geographies",
  "modalities",
  "technologies",
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Entries trimmed, blanks dropped, duplicates (ignoring case) dropped, first spelling kept. */
export function cleanEntityList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, " ");
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/** Entities are edited as comma-separated text per kind (spec §3). */
export function parseEntityText(text: string): string[] {
  return cleanEntityList(text.split(/[,，、]/));
}
