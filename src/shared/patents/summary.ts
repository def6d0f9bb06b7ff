import type { Patent, PatentSummary } from "./contracts";

type SummaryInput = Pick<Patent, "publicationDate" | "filingDate" | "citations" | "country">;

/**
 * The four summary cards (agents-accounts-admin.md §2), from the patents the source returned.
 * `total` is every match the source reports; the other three describe the patents shown. "This
 * year" counts publication dates, or the filing date of a record without one, in the calendar year
 * of `today` (UTC). Citations and countries a source does not report are left out, not counted as 0.
 */
export function summarizePatents(patents: readonly SummaryInput[], total: number, today: Date): PatentSummary {
  const year = String(today.getUTCFullYear());
  const thisYear = patents.filter((patent) => (patent.publicationDate ?? patent.filingDate)?.startsWith(year)).length;
  const cited = patents.flatMap((patent) => (patent.citations === null ? [] : [patent.citations]));
  const avgCitations = cited.length
    ? Math.round((cited.reduce((sum, count) => sum + count, 0) / cited.length) * 10) / 10
    : patents.length
      ? null
      : 0;

  const counts = new Map<string, number>();
  for (const { country } of patents) if (country) counts.set(country, (counts.get(country) ?? 0) + 1);
  let topCountry: string | null = null;
  for (const [country, count] of counts) {
    // Map keeps first-seen order, so ties go to the country listed first.
    if (topCountry === null || count > counts.get(topCountry)!) topCountry = country;
  }
  return { totalPatents: Math.max(total, patents.length), thisYear, avgCitations, topCountry };
}
