import type { MonitorRun, SiteCheck } from "@/shared/monitor/contracts";
import { plural } from "@/shared/plural";

export const newItemsText = (count: number) => plural(count, "new item");

/** Beside the spec's toast: how many sites failed and how many items the run created. */
export function runOutcomeText(run: Pick<MonitorRun, "failed" | "new_items">): string {
  return `${plural(run.failed, "site")} failed, ${plural(run.new_items, "new item")} created.`;
}

/** What the last check of a site found, in words; a failure with the monitor's error text. */
export function checkResultText(check: SiteCheck | null): string {
  if (!check) return "Not checked yet";
  // Words as well as colour say it failed (WCAG 1.4.1).
  if (check.status === "failed") return check.error ? `Failed: ${check.error}` : "Failed";
  if (check.status === "unchanged") return "No changes";
  return check.new_items === 0 ? "No new items" : newItemsText(check.new_items);
}

const TRIGGER_LABELS: Record<MonitorRun["trigger"], string> = { schedule: "Scheduled", manual: "Manual" };
const STATUS_LABELS: Record<MonitorRun["status"], string> = {
  running: "Running",
  completed: "Completed",
  failed: "Failed",
};

export const triggerLabel = (trigger: MonitorRun["trigger"]) => TRIGGER_LABELS[trigger];
export const runStatusLabel = (status: MonitorRun["status"]) => STATUS_LABELS[status];

/** "8 s", "2 min 5 s", "1 h 3 min"; null while the run has not finished. */
export function formatDuration(startedAt: string, finishedAt: string | null): string | null {
  if (!finishedAt) return null;
  const seconds = Math.max(0, Math.round((new Date(finishedAt).getTime() - new Date(startedAt).getTime()) / 1000));
  if (Number.isNaN(seconds)) return null;
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** The exact local date and time, for a title beside a relative time. */
export function formatExactTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
