import { BarChart3, CalendarDays, FileText, Globe2 } from "lucide-react";
import type { PatentSummary } from "@/shared/patents/contracts";
import { Card } from "@/client/components/ui/card";
import { formatAverage, formatCount } from "./patent-format";

/** The four summary cards of agents §2. */
export function PatentSummaryCards({ summary }: { summary: PatentSummary }) {
  const cards = [
    { label: "Total Patents", value: formatCount(summary.totalPatents), Icon: FileText },
    { label: "This Year", value: formatCount(summary.thisYear), Icon: CalendarDays },
    { label: "Avg Citations", value: formatAverage(summary.avgCitations), Icon: BarChart3 },
    { label: "Top Country", value: summary.topCountry ?? "None", Icon: Globe2 },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, Icon }) => (
        <Card key={label} className="space-y-1 p-4">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Icon aria-hidden className="size-7 shrink-0 rounded-md bg-teal-50 p-1.5 text-teal-700" />
            {label}
          </dt>
          <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
