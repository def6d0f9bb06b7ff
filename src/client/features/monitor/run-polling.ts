import type { MonitorRun } from "@/shared/monitor/contracts";

/** How often the screen asks about a run it started (the monitor API: "poll every ~1 s"). */
export const RUN_POLL_MS = 1_000;

/** How often the site list and the history refresh while any run is under way. */
export const RUN_REFRESH_MS = 2_000;

export function hasRunningRun(runs: readonly MonitorRun[] | undefined): boolean {
  return runs?.some((run) => run.status === "running") ?? false;
}
