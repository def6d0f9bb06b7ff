import {
  Boxes,
  ChartColumn,
  ClipboardCheck,
  Database,
  EyeOff,
  FileCode,
  FileSpreadsheet,
  Lock,
  MessageSquare,
  Plug,
  TestTubes,
  UsersRound,
} from "lucide-react";
import { ROUTES } from "@/shared/site/routes";
import { ScrollTable } from "@/client/components/ui/scroll-table";
import { cn } from "@/client/lib/class-names";
import { AgentMarketingPage } from "./agent-marketing-page";

const FEATURES = [
  {
    icon: MessageSquare,
    title: "Questions in plain English",
    text: "Ask about samples, batches, stock or studies the way you would ask a data analyst; no SQL needed.",
  },
  {
    icon: Lock,
    title: "Read-only by design",
    text: "Connections are read-only and limited to the schemas you whitelist, so the agent can never change your data.",
  },
  {
    icon: Database,
    title: "Postgres, MySQL and SQLite",
    text: "Connect the databases behind your LIMS, QC, inventory and study systems, in the cloud or on-premise.",
  },
  {
    icon: FileSpreadsheet,
    title: "Results you can use",
    text: "Answers arrive as sortable tables that you can export to CSV or XLSX and save as queries to run again.",
  },
] as const;

const SAMPLE_PROMPTS = [
  "How many samples did the LIMS receive last week, by study and sample type?",
  "Which QC batches had an out-of-specification result in the last 90 days?",
  "Which reagents in inventory expire within the next 30 days, and where are they stored?",
  "List the active studies with their number of enrolled subjects and the date of the last data entry.",
] as const;

// A static example of what an answer looks like; the page makes no database call.
const EXAMPLE_RESULT = {
  prompt: SAMPLE_PROMPTS[1],
  columns: ["Batch", "Product", "Test", "Result", "Specification"],
  rows: [
    ["B-24117", "BAH-101 tablets 50 mg", "Dissolution", "71%", "≥ 80% at 30 min"],
    ["B-24121", "BAH-101 tablets 50 mg", "Assay", "93.8%", "95.0–105.0%"],
    ["B-24133", "BAH-204 solution", "pH", "7.9", "6.8–7.6"],
  ],
} as const;

const USE_CASES = [
  {
    icon: TestTubes,
    title: "LIMS",
    text: "Track sample status, turnaround times and backlogs across studies and labs.",
  },
  {
    icon: ClipboardCheck,
    title: "Quality control",
    text: "Spot out-of-specification trends by product, test or instrument before they become deviations.",
  },
  {
    icon: Boxes,
    title: "Inventory",
    text: "See stock levels, expiring reagents and consumption by project without waiting for a report.",
  },
  {
    icon: ChartColumn,
    title: "Studies",
    text: "Follow enrolment, data entry and milestones across running studies in one question.",
  },
] as const;

const STEPS = [
  {
    title: "Connect",
    text: "Add a read-only connection to your Postgres, MySQL or SQLite database and whitelist the schemas the agent may use.",
  },
  {
    title: "Ask in plain English",
    text: "Type your question. The agent writes the SQL for you and shows it next to the answer, so it can be checked.",
  },
  {
    title: "Get results",
    text: "Results arrive in sortable tables, ready to export to CSV or XLSX or to keep as saved queries.",
  },
] as const;

const SECURITY_POINTS = [
  {
    icon: Lock,
    title: "Read-only connections",
    text: "The agent connects with read-only rights and runs queries that only read data.",
  },
  {
    icon: EyeOff,
    title: "Whitelisted schemas only",
    text: "Tables outside the schemas you approve are invisible to the agent.",
  },
  {
    icon: FileCode,
    title: "Every query shown",
    text: "The SQL behind each answer is shown with it, so results can be reviewed and reproduced.",
  },
  {
    icon: UsersRound,
    title: "Roles for every team member",
    text: "Admin, Scientist and Viewer roles decide who connects databases, who asks questions and who reads saved results.",
  },
] as const;

function SamplePrompts() {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
      {SAMPLE_PROMPTS.map((prompt) => (
        <li key={prompt} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <MessageSquare aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <q className="text-slate-800">{prompt}</q>
        </li>
      ))}
    </ul>
  );
}

function ExampleResult() {
  return (
    <figure className="mx-auto mt-10 max-w-4xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <figcaption className="text-sm text-slate-600">
        Example answer to “<span className="font-medium text-slate-900">{EXAMPLE_RESULT.prompt}</span>”
      </figcaption>
      <div className="mt-4">
        <ScrollTable label="Example result">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                {EXAMPLE_RESULT.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {EXAMPLE_RESULT.rows.map((row) => (
                <tr key={row[0]} className="border-b border-slate-200 last:border-b-0">
                  {row.map((cell, index) => (
                    <td
                      key={EXAMPLE_RESULT.columns[index]}
                      className={cn("py-2 pr-4 text-slate-700", index === 0 && "whitespace-nowrap")}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </div>
    </figure>
  );
}

/** /db-chat-agent, the database agent's page (news-community-support.md §2). */
export function DbChatAgentPage() {
  return (
    <AgentMarketingPage
      eyebrow="DB Chat Agent"
      title="Ask Your Lab Databases in Plain English"
      subtitle="Natural-language analytics over your LIMS, QC, inventory and study databases, through read-only connections limited to the schemas you whitelist."
      actions={["try-demo", { label: "Connect a Database", icon: Plug, to: ROUTES.contact }]}
      sections={[
        { title: "What the Agent Does", tone: "white", cards: FEATURES },
        {
          title: "Try These Prompts",
          tone: "grey",
          intro: "Questions our users ask every day, and the kind of answer they get.",
          demo: {},
          content: (
            <>
              <SamplePrompts />
              <ExampleResult />
            </>
          ),
        },
        { title: "Use Cases", tone: "white", cards: USE_CASES },
        { title: "How It Works", tone: "grey", steps: STEPS },
        { title: "Security Built In", tone: "white", cards: SECURITY_POINTS },
      ]}
    />
  );
}
