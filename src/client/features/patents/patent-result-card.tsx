import { Fragment, type ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import type { Patent } from "@/shared/patents/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { CompanyLink } from "../entities/company-link";
import { ResultEntityChips } from "../entities/entity-chips";
import { NOT_REPORTED, formatCount, formatPatentDate, formatRelevance } from "./patent-format";

const STATUS_LABELS = { GRANT: "Granted", APPLICATION: "Application" } as const;

/**
 * A result card (agents §2): id, category, title, abstract, relevance %, inventors, assignee, filed
 * date, citations; also the status read from the kind code, the publication date that Newest and
 * Oldest sort by, and a link to the record. What the source does not report says so; the assignee
 * leads to its entity page.
 */
export function PatentResultCard({ patent }: { patent: Patent }) {
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm text-slate-700">{patent.id}</span>
          {patent.kindCode && <span className="font-mono text-xs text-slate-600">{patent.kindCode}</span>}
          {patent.category && <Badge variant="teal">{patent.category}</Badge>}
          <Badge variant="outline">{patent.status ? STATUS_LABELS[patent.status] : "Status not reported"}</Badge>
        </div>
        <span className="text-sm font-medium text-slate-700">{formatRelevance(patent.relevance)}</span>
      </div>
      <h3 className="text-lg font-semibold text-slate-900">{patent.title}</h3>
      <p className={patent.abstract ? "text-sm leading-relaxed text-slate-700" : "text-sm text-slate-600 italic"}>
        {patent.abstract ?? "Abstract not reported."}
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Detail label="Inventors" value={patent.inventors.length ? patent.inventors.join(", ") : NOT_REPORTED} />
        <Detail label="Assignee" value={patent.assignee ? <Assignees assignee={patent.assignee} /> : NOT_REPORTED} />
        <Detail label="Filed" value={formatPatentDate(patent.filingDate)} />
        <Detail label="Published" value={formatPatentDate(patent.publicationDate)} />
        <Detail label="Citations" value={formatCount(patent.citations)} />
      </dl>
      <ResultEntityChips entities={patent.entities} label="Entities in this patent" />
      {patent.url && (
        <Button asChild variant="outline" size="sm">
          <a href={patent.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            View record
            <span className="sr-only"> {patent.id} (opens in a new tab)</span>
          </a>
        </Button>
      )}
    </Card>
  );
}

/** The applicants, as the source joins them ("Pfizer Inc; BioNTech SE"), each leading to its entity page. */
function Assignees({ assignee }: { assignee: string }) {
  const names = assignee.split(";").map((name) => name.trim()).filter(Boolean);
  return names.map((name, index) => (
    <Fragment key={name}>
      {index > 0 && "; "}
      <CompanyLink name={name} />
    </Fragment>
  ));
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="min-w-0 text-slate-900">{value}</dd>
    </div>
  );
}
