import type { Patent } from "@/shared/patents/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Card } from "@/client/components/ui/card";
import { formatCount, formatPatentDate, formatRelevance } from "./patent-format";

/** A result card (agents §2): id, category, title, abstract, relevance %, inventors, assignee, filed date, citations;
 * also the grant or publication date, which Newest and Oldest sort by. */
export function PatentResultCard({ patent }: { patent: Patent }) {
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm text-slate-700">{patent.id}</span>
          <Badge variant="teal">{patent.category}</Badge>
          {patent.status === "APPLICATION" && <Badge variant="outline">Application</Badge>}
        </div>
        <span className="text-sm font-medium text-slate-700">{formatRelevance(patent.relevance)} relevance</span>
      </div>
      <h3 className="text-lg font-semibold text-slate-900">{patent.title}</h3>
      <p className="text-sm leading-relaxed text-slate-700">{patent.abstract}</p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Detail label="Inventors" value={patent.inventors.length ? patent.inventors.join(", ") : "Not listed"} />
        <Detail label="Assignee" value={patent.assignee ?? "Not listed"} />
        <Detail label="Filed" value={formatPatentDate(patent.filingDate)} />
        <Detail label={patent.status === "GRANT" ? "Granted" : "Published"} value={formatPatentDate(patent.publicationDate)} />
        <Detail label="Citations" value={formatCount(patent.citations)} />
      </dl>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="min-w-0 text-slate-900">{value}</dd>
    </div>
  );
}
