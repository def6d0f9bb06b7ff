import type { Trial, TrialTrends, TrendBar } from "./contracts";
import { PHASE_LABELS, statusLabel } from "./options";

type TrendFacts = Pick<Trial, "phases" | "status" | "sponsorClass" | "startDate">;

const PHASE_ORDER = ["Early Phase 1", "Phase 1", "Phase 1/2", "Phase 2", "Phase 2/3", "Phase 3", "Phase 4", "Not Applicable", "Not Specified"];

/** A combined phase counts once as "Phase 1/2"; observational studies (no phases) as "Not Specified". */
export function trendPhase(phases: readonly string[]): string {
  if (phases.length === 0) return "Not Specified";
  if (phases.length === 1) return PHASE_LABELS[phases[0]!] ?? phases[0]!;
  return `Phase ${phases.map((phase) => phase.replace(/^PHASE/, "")).join("/")}`;
}

/** leadSponsor.class: INDUSTRY and NIH by name, every other class (and none) as Other. */
export function sponsorType(sponsorClass: string | null): "Industry" | "NIH" | "Other" {
  if (sponsorClass === "INDUSTRY") return "Industry";
  if (sponsorClass === "NIH") return "NIH";
  return "Other";
}

function tally(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function bars(counts: Map<string, number>, order: (a: TrendBar, b: TrendBar) => number): TrendBar[] {
  return [...counts].map(([label, value]) => ({ label, value })).sort(order);
}

const byCountThenLabel = (a: TrendBar, b: TrendBar) => b.value - a.value || a.label.localeCompare(b.label);

function byKnownOrder(order: readonly string[]) {
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  return (a: TrendBar, b: TrendBar) => rank(a.label) - rank(b.label) || a.label.localeCompare(b.label);
}

/** Counts of phase, status, sponsor type and start year over the studies given. */
export function countTrends(studies: readonly TrendFacts[]): TrialTrends {
  const years = studies.flatMap((study) => {
    const year = /^(\d{4})/.exec(study.startDate ?? "")?.[1];
    return year ? [year] : [];
  });
  return {
    phases: bars(tally(studies.map((study) => trendPhase(study.phases))), byKnownOrder(PHASE_ORDER)),
    statuses: bars(tally(studies.map((study) => statusLabel(study.status))), byCountThenLabel),
    sponsorTypes: bars(tally(studies.map((study) => sponsorType(study.sponsorClass))), byKnownOrder(["Industry", "NIH", "Other"])),
    startYears: bars(tally(years), (a, b) => a.label.localeCompare(b.label)),
    studiesAnalyzed: studies.length,
  };
}
