// kill -9 of the production server on the embedded database (PGlite) under write load (issue 7
// §2): after each kill the server starts again on the data folder (the database's own recovery)
// and must come up; it is stopped, and the folder must hold every acknowledged write, whole. The
// same writes and checks as bench/faults-kill.ts.
//   node --import tsx bench/faults-embedded.ts [--data-dir /tmp/bioagent-faults-embedded] [--cycles 20] [--port 3960]
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { runKillCycles } from "./faults-kill";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string", default: "/tmp/bioagent-faults-embedded" },
    cycles: { type: "string", default: "20" },
    port: { type: "string", default: "3960" },
    keep: { type: "boolean", default: false },
  },
});
const dataDir = values["data-dir"];
// A fresh folder each run, unless --keep: the cycles start from a database they made themselves.
if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
await runKillCycles({
  label: "embedded PGlite",
  dataDir,
  cycles: Number(values.cycles),
  port: Number(values.port),
  // The embedded server answers writes one at a time on its own thread: kill a little later.
  killAfterMs: [500, 2500],
  restartBeforeCheck: true,
});
