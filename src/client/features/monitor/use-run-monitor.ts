import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { MonitorRun, monitorRunResponseSchema, RunMonitorResponse } from "@/shared/monitor/contracts";
import { apiRequest } from "@/client/lib/api";
import { invalidateMonitor, monitorKeys, RUN_MONITOR_PATH, runPath } from "./monitor-keys";
import { RUN_POLL_MS } from "./run-polling";

type MonitorRunResponse = z.infer<typeof monitorRunResponseSchema>;

const RUN_FAILED_MESSAGE = "The monitor run failed.";

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Starts a run (or joins the one under way) and resolves with the finished run (its sites
 * processed and failed, its new items): the server answers 202 while a run outlasts the request, and the screen
 * then follows the run by id. A failed run rejects with the run's error (the 'Error' toast).
 */
export function useRunMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<MonitorRun> => {
      let { run } = await apiRequest<RunMonitorResponse>(RUN_MONITOR_PATH, { method: "POST" });
      if (run.status === "completed") return run;
      void queryClient.invalidateQueries({ queryKey: monitorKeys.runs() });
      while (run.status === "running") {
        await wait(RUN_POLL_MS);
        ({ run } = await apiRequest<MonitorRunResponse>(runPath(run.id)));
      }
      if (run.status === "failed") throw new Error(run.error ?? RUN_FAILED_MESSAGE);
      return run;
    },
    onSettled: () => void invalidateMonitor(queryClient),
  });
}
