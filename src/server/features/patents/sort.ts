import type { Patent } from "@/shared/patents/contracts";
import { PATENT_LIMITS, type PatentSort, type PatentStatus } from "@/shared/patents/options";

/**
 * Relevance: highest first; Newest and Oldest: by publication date, else filing date, undated
 * last. Ties by id, so the order is stable.
 */
export function sortPatents(patents: readonly Patent[], sort: PatentSort): Patent[] {
  const byId = (a: Patent, b: Patent) => a.id.localeCompare(b.id);
  const date = (patent: Patent) => patent.publicationDate ?? patent.filingDate;
  return [...patents].sort((a, b) => {
    if (sort === "relevance") return (b.relevance ?? 0) - (a.relevance ?? 0) || byId(a, b);
    const [first, second] = [date(a), date(b)];
    if (!first || !second) return (first ? -1 : second ? 1 : 0) || byId(a, b);
    return first.localeCompare(second) * (sort === "newest" ? -1 : 1) || byId(a, b);
  });
}

/**
 * Relevance from the source's own order (Europe PMC, EPO OPS): 1 for the first, less for each
 * next, on the scale of a full page, so a short page does not fall to 0.
 */
export function rankedBySourceOrder(patents: readonly Patent[]): Patent[] {
  const scale = Math.max(patents.length, PATENT_LIMITS.results);
  return patents.map((patent, index) => ({ ...patent, relevance: Math.round((1 - index / scale) * 100) / 100 }));
}

/**
 * Granted or application from the kind code (WIPO ST.16 as the EPO uses it): A* is a published
 * application, B* or C* a granted patent. WO publications are international applications, never
 * grants. Where a national office used an A code for grants (US before 2001: "A"; Switzerland:
 * "A5") and for every other letter (U, Y utility models, T translations…) the code does not say,
 * so the status is not reported.
 */
export function statusFromKindCode(country: string | null, kindCode: string | null): PatentStatus | null {
  if (!kindCode) return null;
  if ((country === "US" && kindCode === "A") || (country === "CH" && kindCode === "A5")) return null;
  if (kindCode.startsWith("A")) return "APPLICATION";
  if (country !== "WO" && /^[BC]/.test(kindCode)) return "GRANT";
  return null;
}
