import type { Tag } from "@/shared/news/contracts";
import { NEWS_LIMITS } from "@/shared/limits";
import { positionWeight, type ArticleDocument } from "./document";
import type { DrugMention } from "./drug-names";
import type { EntityMention } from "./extract-entities";
import { nearbyMatcher, synonymMatcher, type TagRef } from "./lexicon";
import { keepLongest } from "./phrase-matcher";

// Evidence for a tag: synonyms, anchor-and-cue pairs ("the FDA has approved") and curated
// mentions (a disease → its area, a company → its home market), each weighted by position and
// specificity; the sum is squashed to 0–1 so that two body mentions or one in the title tag.

export const TAG_SCORE_MIN = 0.3;
export const TAGS_MAX = 12;
// score = 1 − e^(−evidence / SATURATION): one body mention 0.28, two 0.49, one in the title 0.63.
const SATURATION = 3;
const NEARBY_WINDOW = { latin: 40, cjk: 12 } as const;

type Evidence = TagRef & {
  readonly start: number;
  readonly end: number;
  readonly weight: number;
  /** Mentions of one kind (companies, regulators) together add at most `cap` to a tag. */
  readonly cap?: { readonly key: string; readonly max: number };
};

export type TaggingResult = {
  readonly tags: Tag[];
  /** Every modality label with any evidence, for the entities list. */
  readonly modalityLabels: readonly string[];
  /** Matched synonyms except places ("U.S." is not a key term), for bold and keywords. */
  readonly synonymSpans: readonly { readonly start: number; readonly end: number; readonly key: string }[];
};

function sentenceAt(document: ArticleDocument, offset: number): number {
  if (offset < document.bodyStart) return -1;
  const { sentences } = document;
  let low = 0;
  let high = sentences.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (sentences[middle]!.start <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

const LONGEST_CUE = 40;

function firstAtOrAfter(items: readonly { readonly start: number }[], offset: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (items[middle]!.start < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

function nearbyEvidence(document: ArticleDocument): Evidence[] {
  const window = document.script === "latin" ? NEARBY_WINDOW.latin : NEARBY_WINDOW.cjk;
  const hits = nearbyMatcher.findAll(document.folded);
  const cuesByLabel = groupBy(
    hits.filter((hit) => hit.value.role === "cue"),
    (hit) => hit.value.label,
  );
  const evidence: Evidence[] = [];
  for (const anchor of hits.filter((hit) => hit.value.role === "anchor")) {
    const sentence = sentenceAt(document, anchor.start);
    const cues = cuesByLabel.get(anchor.value.label) ?? [];
    let cue: (typeof cues)[number] | undefined;
    // Cues are sorted by start: begin at the first that may end within the window before the anchor.
    for (let index = firstAtOrAfter(cues, anchor.start - window - LONGEST_CUE); index < cues.length; index += 1) {
      const candidate = cues[index]!;
      if (candidate.start > anchor.end + window) break;
      const gap = candidate.start >= anchor.end ? candidate.start - anchor.end : anchor.start - candidate.end;
      if (gap < 0 || gap > window || sentenceAt(document, candidate.start) !== sentence) continue;
      cue = candidate;
      break;
    }
    if (!cue) continue;
    const { category, label } = anchor.value;
    evidence.push({ category, label, start: Math.min(anchor.start, cue.start), end: Math.max(anchor.end, cue.end), weight: 1 });
  }
  return evidence;
}

function score(evidence: number): number {
  return Math.round((1 - Math.exp(-evidence / SATURATION)) * 100) / 100;
}

export function tagArticle(
  document: ArticleDocument,
  mentions: readonly EntityMention[],
  drugs: readonly DrugMention[],
  minScore = TAG_SCORE_MIN,
): TaggingResult {
  const synonymHits = synonymMatcher.findAll(document.folded);
  const direct: Evidence[] = [
    ...synonymHits.map(({ value, start, end }) => ({ category: value.category, label: value.label, start, end, weight: value.specificity })),
    ...[...mentions, ...drugs].flatMap((source) =>
      source.implies.map(({ category, label, weight, cap }) => ({
        category,
        label,
        start: source.start,
        end: source.end,
        weight,
        ...(cap ? { cap: { key: "kind" in source ? source.kind : "drugs", max: cap } } : {}),
      })),
    ),
  ];
  // Within a category the longer phrase wins: "bispecific antibody" is not also a plain antibody.
  const kept = [...groupBy(direct, (item) => item.category).values()].flatMap((items) => keepLongest(items));
  const byLabel = groupBy([...kept, ...nearbyEvidence(document)], (item) => item.label);

  const tags: (Tag & { first: number })[] = [];
  const modalityLabels: string[] = [];
  for (const [label, items] of byLabel) {
    items.sort((a, b) => a.start - b.start || b.weight - a.weight);
    let total = 0;
    let lastEnd = -1;
    const capped = new Map<string, number>();
    for (const item of items) {
      // Overlapping evidence for one label (a synonym inside an anchor-and-cue span) counts once.
      if (item.start < lastEnd) continue;
      let contribution = item.weight * positionWeight(document, item.start);
      if (item.cap) {
        const used = capped.get(item.cap.key) ?? 0;
        contribution = Math.max(0, Math.min(contribution, item.cap.max - used));
        capped.set(item.cap.key, used + contribution);
      }
      total += contribution;
      lastEnd = item.end;
    }
    const first = items[0]!;
    if (first.category === "modalities") modalityLabels.push(label);
    tags.push({
      label,
      category: first.category,
      score: score(total),
      original_phrase: document.text.slice(first.start, first.end).slice(0, NEWS_LIMITS.tagLabelMax),
      first: first.start,
    });
  }
  const selected = tags
    .filter((tag) => tag.score >= minScore)
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, TAGS_MAX)
    .map(({ first: _first, ...tag }) => tag);
  return { tags: selected, modalityLabels, synonymSpans: keepLongest(synonymHits.filter((hit) => hit.value.category !== "geographies")).map(
      ({ start, end, value }) => ({ start, end, key: `tag:${value.label}` }),
    ),
  };
}
