// The spec's paper list shows the first 3 authors, then '+N more' (agents-accounts-admin.md §2).
const AUTHORS_SHOWN = 3;

export function authorLine(authors: readonly string[]): string {
  const shown = authors.slice(0, AUTHORS_SHOWN).join(", ");
  return authors.length > AUTHORS_SHOWN ? `${shown} +${authors.length - AUTHORS_SHOWN} more` : shown;
}

export function formatPaperDate(date: string | null): string {
  if (!date) return "Date unknown";
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
