import type { Patent, PatentSummary } from "./contracts";

type SummaryInput = Pick<Patent, "publicationDate" | "filingDate" | "citations" | "country">;

/**
 * The four summary cards (agents-accounts-admin.md §2). `total` is every match the source reports;
 * the other three describe the patents shown. "This year" counts publication (grant) dates, or the
 * filing date of a record without one, in the calendar year of `today` (UTC).
 */
export function summarizePatents(patents: readonly SummaryInput[], total: number, today: Date): PatentSummary {
  const year = String(today.getUTCFullYear());
  const thisYear = patents.filter((patent) => (patent.publicationDate ?? patent.filingDate)?.startsWith(year)).length;
  const citations = patents.reduce((sum, patent) => sum + patent.citations, 0);
  const avgCitations = patents.length ? Math.round((citations / patents.length) * 10) / 10 : 0;

  const counts = new Map<string, number>();
  for (const patent of patents) counts.set(patent.country, (counts.get(patent.country) ?? 0) + 1);
  let topCountry: string | null = null;
  for (const [country, count] of counts) {
    // Map keeps first-seen order, so ties go to the country listed first.
    if (topCountry === null || count > counts.get(topCountry)!) topCountry = country;
  }
  return { totalPatents: Math.max(total, patents.length), thisYear, avgCitations, topCountry };
}
