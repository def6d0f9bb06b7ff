import type { Tag } from "@/shared/news/contracts";
import { VOCABULARIES } from "@/shared/news/vocabularies";

function normalizeTerm(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Every way an item's tags may be written in its summary (label, original phrase, synonyms from
 * the tag and its vocabulary), mapped to the tag's label, so bold terms can link to the feed (spec §2).
 */
export function tagTerms(tags: readonly Tag[]): Map<string, string> {
  const terms = new Map<string, string>();
  const add = (text: string | undefined, label: string) => {
    const term = text ? normalizeTerm(text) : "";
    if (term && !terms.has(term)) terms.set(term, label);
  };
  for (const tag of tags) {
    add(tag.label, tag.label);
    add(tag.label.replace(/-/g, " "), tag.label);
    add(tag.original_phrase, tag.label);
    for (const synonym of tag.synonyms ?? []) add(synonym, tag.label);
    const entry = VOCABULARIES[tag.category]?.find((candidate) => candidate.label === tag.label);
    add(entry?.name, tag.label);
    // A `*` marks where a German compound may attach letters; the bare stem still names the tag.
    for (const synonym of entry?.synonyms ?? []) add(synonym.replace(/\*/g, ""), tag.label);
  }
  return terms;
}

export function tagForTerm(terms: Map<string, string>, text: string): string | undefined {
  return terms.get(normalizeTerm(text));
}
