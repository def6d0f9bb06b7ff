import { useEffect, useState } from "react";

// The server fetches, reads and summarizes in one request, so these are the stages a typical
// article passes through by then (an estimate shown as such), not progress the server reported.
const STAGES = [
  { label: "Fetching the article…", startsAtMs: 0 },
  { label: "Reading…", startsAtMs: 1500 },
  { label: "Summarizing…", startsAtMs: 3500 },
] as const;

/** The step line under Generate while a preview is being made (issue §1 Progress). Mount it per request. */
export function IngestProgress() {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const timers = STAGES.slice(1).map((next, index) =>
      window.setTimeout(() => setStage(index + 1), next.startsAtMs),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return (
    <p role="status" className="text-sm text-slate-600">
      <span className="font-medium text-slate-700">Expected stage {stage + 1} of {STAGES.length}:</span>{" "}
      {STAGES[stage]?.label}
    </p>
  );
}
