import { plural } from "../plural";

/** "3 reports in 2 languages": a story's size, as its page and its link previews say it. */
export function storyExtent(story: { reports: readonly unknown[]; languages: readonly string[] }): string {
  const reports = plural(story.reports.length, "report");
  return story.languages.length > 0 ? `${reports} in ${plural(story.languages.length, "language")}` : reports;
}
