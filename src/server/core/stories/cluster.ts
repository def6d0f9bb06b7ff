import { scorePair, type EmbeddingCalibration, type PairScore, type ScoredItem } from "./score";

export type StoryCandidate<Id> = { storyId: Id; features: ScoredItem };

/**
 * The story a new item joins: the one holding the report it scores highest with, when that score
 * says "same story"; null for a story of its own. Candidates are the reports found by the item's
 * keys (address, title, text bands, anchors, words) within the story window, and, once embedded,
 * the embedded reports of the window (the calibration's signal).
 */
export function chooseStory<Id>(
  item: ScoredItem,
  candidates: readonly StoryCandidate<Id>[],
  calibration?: EmbeddingCalibration | null,
): { storyId: Id; match: PairScore } | null {
  let best: { storyId: Id; match: PairScore } | null = null;
  for (const candidate of candidates) {
    const match = scorePair(item, candidate.features, calibration);
    if (match.same && (!best || match.score > best.match.score)) best = { storyId: candidate.storyId, match };
  }
  return best;
}
