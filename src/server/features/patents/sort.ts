import type { Patent } from "@/shared/patents/contracts";
import type { PatentSort } from "@/shared/patents/options";

/** Relevance: highest first; Newest and Oldest: by publication (grant) date. Ties by id, so the order is stable. */
export function sortPatents(patents: readonly Patent[], sort: PatentSort): Patent[] {
  const byId = (a: Patent, b: Patent) => a.id.localeCompare(b.id);
  const date = (patent: Patent) => patent.publicationDate ?? patent.filingDate ?? "";
  return [...patents].sort((a, b) => {
    if (sort === "relevance") return b.relevance - a.relevance || byId(a, b);
    const order = date(a).localeCompare(date(b)) * (sort === "newest" ? -1 : 1);
    return order || byId(a, b);
  });
}
