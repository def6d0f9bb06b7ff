import { ExternalLink } from "lucide-react";
import type { SearchedPaper } from "@/shared/literature/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { ResultEntityChips } from "../entities/entity-chips";
import { authorLine, formatPaperDate } from "./paper-format";

/** One research paper: title, source, category, abstract, authors, date, relevance, DOI and Read Paper. */
export function PaperCard({ paper, number }: { paper: SearchedPaper; number: number }) {
  const relevance = Math.round(paper.relevance_score * 100);
  return (
    <article aria-labelledby={`paper-${paper.id}`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-slate-500">[{number}]</span>
        <Badge variant="teal">{paper.source}</Badge>
        {paper.category && <Badge variant="outline">{paper.category}</Badge>}
      </div>
      <h3 id={`paper-${paper.id}`} className="font-semibold text-slate-900">
        {paper.title}
      </h3>
      {paper.abstract ? (
        <p className="line-clamp-4 text-sm text-slate-700">{paper.abstract}</p>
      ) : (
        <p className="text-sm text-slate-500 italic">No abstract available.</p>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
        {paper.authors.length > 0 && (
          <div className="sm:col-span-2">
            <dt className="sr-only">Authors</dt>
            <dd>{authorLine(paper.authors)}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium text-slate-700">Published: </dt>
          <dd className="inline">{formatPaperDate(paper.published_date)}</dd>
        </div>
        {paper.doi && (
          <div className="min-w-0">
            <dt className="inline font-medium text-slate-700">DOI: </dt>
            <dd className="inline break-all">{paper.doi}</dd>
          </div>
        )}
      </dl>
      <ResultEntityChips entities={paper.entities} label="Entities in this preprint" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <span>Relevance</span>
          <span className="h-2 w-28 rounded-full bg-slate-100" aria-hidden>
            <span className="block h-full rounded-full bg-teal-600" style={{ width: `${relevance}%` }} />
          </span>
          <span className="tabular-nums">{relevance}%</span>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={paper.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            Read Paper
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </article>
  );
}
