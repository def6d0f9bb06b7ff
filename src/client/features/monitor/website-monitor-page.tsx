import { Play } from "lucide-react";
import { Link } from "react-router";
import { toast } from "@/client/components/ui/toast";
import { MONITOR_MESSAGES } from "@/shared/monitor/contracts";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useNow } from "@/client/features/comments/use-now";
import { AddWebsiteDialog } from "./add-website-dialog";
import { runOutcomeText } from "./monitor-format";
import { RunHistory } from "./run-history";
import { hasRunningRun } from "./run-polling";
import { useListRuns } from "./use-list-runs";
import { useListWebsites } from "./use-list-websites";
import { useRunMonitor } from "./use-run-monitor";
import { WebsiteList } from "./website-list";

type LoadState = "loading" | "error" | "ready";

function loadState(query: { isPending: boolean; isError: boolean }): LoadState {
  return query.isPending ? "loading" : query.isError ? "error" : "ready";
}

/**
 * /website-monitor (agents-accounts-admin.md §2, admins only; the route guard redirects others):
 * the monitored websites, Run Monitor Now, Add Website, and the recent runs.
 */
export function WebsiteMonitorPage() {
  const runMonitor = useRunMonitor();
  const runs = useListRuns({ isRunStarting: runMonitor.isPending });
  // A run started here, by the schedule or in another tab: one at a time (the server joins them).
  const isRunning = runMonitor.isPending || hasRunningRun(runs.data?.runs);
  const websites = useListWebsites({ isRunActive: isRunning });
  const now = useNow();

  function startRun() {
    runMonitor.mutate(undefined, {
      // The spec's words, and beside them what the run found: a failed site is not hidden.
      onSuccess: (run) => {
        const notify = run.failed > 0 ? toast.warning : toast.success;
        notify(MONITOR_MESSAGES.completed(run.processed), { description: runOutcomeText(run) });
      },
    });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Website Monitor</h1>
          <p className="max-w-2xl text-slate-600">
            Active websites are checked daily for new articles. Each new article is summarized and waits in{" "}
            <Link to={ROUTES.review} className="font-medium text-teal-700 underline-offset-4 hover:underline">
              News Review
            </Link>{" "}
            as a pending item.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
          <Button variant="outline" onClick={startRun} disabled={isRunning}>
            {isRunning ? <Spinner label={null} /> : <Play aria-hidden />}
            {isRunning ? MONITOR_MESSAGES.running : "Run Monitor Now"}
          </Button>
          <AddWebsiteDialog />
        </div>
      </header>
      <WebsiteList
        websites={websites.data?.websites}
        state={loadState(websites)}
        errorMessage={websites.error?.message}
      />
      <RunHistory runs={runs.data?.runs} state={loadState(runs)} now={now} />
    </div>
  );
}
