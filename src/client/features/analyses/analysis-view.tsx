import type { AnalysisSession } from "@/shared/analyses/contracts";
import { AnalysisConfidence } from "./analysis-confidence";
import { AnalysisFigures } from "./analysis-figures";
import { analysisTypeLabel, engineLabel } from "./analysis-labels";

/** One analysis: its sections with [n] citations, figures, the numbered sources, and how it was made. */
export function AnalysisView({ session }: { session: AnalysisSession }) {
  const { details } = session;
  return (
    <article aria-label={`${analysisTypeLabel(session.analysis_type)} analysis`} className="space-y-5">
      <div className="space-y-1">
        <h3 className="text-lg font-semibold text-slate-900">{analysisTypeLabel(session.analysis_type)}</h3>
        {session.confidence_basis && (
          <p className="rounded-md border border-teal-200 bg-teal-50 px-3 py-2 text-sm text-teal-900">
            <AnalysisConfidence session={session} />
          </p>
        )}
      </div>
      {details.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h4 className="font-medium text-slate-800">{section.heading}</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <AnalysisFigures figures={details.figures} />
      {details.citations.length > 0 && (
        <section className="space-y-2">
          <h4 className="font-medium text-slate-800">Sources</h4>
          <ol className="space-y-1 text-sm text-slate-700">
            {details.citations.map((citation) => (
              <li key={citation.n}>
                [{citation.n}]{" "}
                {citation.url && isWebAddress(citation.url) ? (
                  <a href={citation.url} target="_blank" rel="noopener noreferrer" className="text-teal-800 underline">
                    {citation.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  citation.label
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      <p className="text-xs text-slate-500">{engineLabel(session.engine, session.model)}</p>
    </article>
  );
}

// Only a web address becomes a link: an input saved before links were checked could hold a
// `data:` or `javascript:` address.
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
