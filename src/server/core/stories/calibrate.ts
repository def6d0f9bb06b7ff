import { scorePair, type EmbeddingCalibration, type ScoredItem } from "./score";

// The embedding signal's threshold and weight chosen on a labelled set (issue 20 §1 tier 5: "the
// threshold calibrated on the gold set, never hard-coded"): every pair scored through scorePair as
// ingest scores it, for each candidate, and the best F1 across languages at precision ≥ 0.95 kept.

export type LabelledPair = { a: ScoredItem; b: ScoredItem; same: boolean; crossLanguage: boolean };

export type CalibrationRow = {
  threshold: number;
  weight: number;
  /** Across languages. */
  precision: number;
  recall: number;
  f1: number;
  /** F1 over all pairs, for the table. */
  allF1: number;
};

export const MIN_CALIBRATED_PRECISION = 0.95;
const THRESHOLDS = Array.from({ length: 50 }, (_, index) => Math.round((0.5 + index * 0.01) * 100) / 100);
// 0.8 carries a pair over the line alone even at the window's far end (× 0.75); 0.3 only with other evidence.
const WEIGHTS = [0.3, 0.45, 0.6, 0.8];

function measure(pairs: readonly LabelledPair[], calibration: EmbeddingCalibration | null) {
  const counts = { all: { tp: 0, fp: 0, fn: 0 }, cross: { tp: 0, fp: 0, fn: 0 } };
  for (const pair of pairs) {
    const same = scorePair(pair.a, pair.b, calibration).same;
    const key = same ? (pair.same ? "tp" : "fp") : pair.same ? "fn" : null;
    if (!key) continue;
    counts.all[key] += 1;
    if (pair.crossLanguage) counts.cross[key] += 1;
  }
  const prf = ({ tp, fp, fn }: { tp: number; fp: number; fn: number }) => {
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
    return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
  };
  return { ...prf(counts.cross), allF1: prf(counts.all).f1 };
}

/**
 * Every threshold (0.50–0.99) and weight scored on the pairs; the chosen one has the best F1 across
 * languages at precision ≥ 0.95 (ties: the higher threshold, then the lower weight), or null.
 */
export function calibrateEmbeddingSignal(pairs: readonly LabelledPair[], model: string) {
  const baseline = measure(pairs, null);
  const rows: CalibrationRow[] = [];
  for (const weight of WEIGHTS) {
    for (const threshold of THRESHOLDS) rows.push({ threshold, weight, ...measure(pairs, { model, threshold, weight }) });
  }
  let chosen: CalibrationRow | null = null;
  for (const row of rows) {
    if (row.precision < MIN_CALIBRATED_PRECISION) continue;
    const better =
      !chosen ||
      row.f1 > chosen.f1 + 1e-9 ||
      (Math.abs(row.f1 - chosen.f1) <= 1e-9 && (row.threshold > chosen.threshold || (row.threshold === chosen.threshold && row.weight < chosen.weight)));
    if (better) chosen = row;
  }
  return { baseline, rows, chosen };
}
