import type { Patent } from "@/shared/patents/contracts";
import type { PatentSort } from "@/shared/patents/options";

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
