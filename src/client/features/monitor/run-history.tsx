import type { MonitorRun } from "@/shared/monitor/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Spinner } from "@/client/components/ui/spinner";
import { DATA_CELL, DataTable } from "@/client/components/ui/data-table";
import { formatTimeAgo } from "@/client/lib/date-distance";
import { formatDuration, formatExactTime, runStatusLabel, triggerLabel } from "./monitor-format";

type RunHistoryProps = {
  runs: readonly MonitorRun[] | undefined;
  state: "loading" | "error" | "ready";
  now: Date;
};

const CELL = DATA_CELL;
const COLUMNS = ["Started", "Trigger", "Status", "Sites", "New items", "Failed", "Duration"] as const;

function RunStatus({ run }: { run: MonitorRun }) {
  if (run.status === "running") {
    return (
      <Badge variant="amber">
        <Spinner label={null} className="size-3" />
        {runStatusLabel(run.status)}
      </Badge>
    );
  }
  if (run.status === "completed") return <Badge variant="teal">{runStatusLabel(run.status)}</Badge>;
  return (
    <span className="text-red-700">
      <span className="font-medium">{runStatusLabel(run.status)}</span>
      {run.error && <span className="block text-xs [overflow-wrap:anywhere]">{run.error}</span>}
    </span>
  );
}

/** The recent runs, newest first: when, what triggered it, sites, new items, failures (monitor issue). */
export function RunHistory({ runs = [], state, now }: RunHistoryProps) {
  return (
    <section aria-labelledby="monitor-runs-heading" className="space-y-4">
      <h2 id="monitor-runs-heading" className="text-xl font-semibold tracking-tight text-slate-900">
        Recent Runs
      </h2>
      <DataTable
        label="Table of recent runs"
        columns={COLUMNS}
        minWidthClass="min-w-[40rem]"
        placeholder={state === "loading" ? "Loading..." : state === "error" ? "The runs could not be loaded" : runs.length === 0 ? "No runs yet" : null}
      >
        {runs.map((run) => (
          <tr key={run.id}>
            <td className={`${CELL} whitespace-nowrap text-slate-700`}>
              <time dateTime={run.started_at} title={formatExactTime(run.started_at)}>
                {formatTimeAgo(run.started_at, now)}
              </time>
            </td>
            <td className={CELL}>{triggerLabel(run.trigger)}</td>
            <td className={CELL}>
              <RunStatus run={run} />
            </td>
            <td className={`${CELL} whitespace-nowrap`}>
              {run.processed}/{run.total_websites}
            </td>
            <td className={CELL}>{run.new_items}</td>
            <td className={`${CELL} ${run.failed > 0 ? "font-medium text-red-700" : ""}`}>{run.failed}</td>
            <td className={`${CELL} whitespace-nowrap text-slate-700`}>
              {formatDuration(run.started_at, run.finished_at) ?? "In progress"}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
