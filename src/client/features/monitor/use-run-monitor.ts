import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MonitorRun } from "@/shared/monitor/contracts";
import { monitorApi } from "@/client/lib/operations/monitor";
import { invalidateMonitor, monitorKeys } from "./monitor-keys";
import { RUN_POLL_MS } from "./run-polling";

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
      let { run } = await monitorApi.run();
      if (run.status === "completed") return run;
      void queryClient.invalidateQueries({ queryKey: monitorKeys.runs() });
      while (run.status === "running") {
        await wait(RUN_POLL_MS);
        ({ run } = await monitorApi.getRun({ params: { id: run.id } }));
      }
      if (run.status === "failed") throw new Error(run.error ?? RUN_FAILED_MESSAGE);
      return run;
    },
    onSettled: () => void invalidateMonitor(queryClient),
  });
}
