import { ExternalLink } from "lucide-react";
import type { FilingResult, FilingSections } from "@/shared/filings/contracts";
import { formatMoney } from "@/shared/filings/money";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { CompanyLink } from "../entities/company-link";
import { ResultEntityChips } from "../entities/entity-chips";
import { FilingSectionsView } from "./filing-sections";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

type FilingCardProps = { filing: FilingResult; onSectionsRead: (id: string, sections: FilingSections) => void };

/** One SEC filing result (spec §3), its form as filed and its amendments under it; the company leads to its entity page. */
export function FilingCard({ filing, onSectionsRead }: FilingCardProps) {
  const highlights = filing.financial_highlights;
  const currency = highlights.currency ?? "USD";
  return (
    <Card aria-label={`${filing.company_name} ${filing.form} filed ${filing.filing_date}`}>
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <CompanyLink name={filing.company_name} className="text-slate-900 hover:text-teal-800" />
            </h3>
            <p className="text-sm text-slate-600">
              {filing.ticker && <span className="font-medium">{filing.ticker} · </span>}
              CIK {filing.cik}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="teal">{filing.form}</Badge>
            <Badge variant="outline">{Math.round(filing.relevance_score * 100)}% relevant</Badge>
          </div>
        </div>
        <p className="text-xs text-slate-500">
          Filed {filing.filing_date}
          {filing.period_end_date && ` · Period ending ${filing.period_end_date}`}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ResultEntityChips entities={filing.entities} label="Entities in this filing" />
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-4">
          <Figure label="Revenue" value={formatMoney(highlights.revenue, currency)} />
          <Figure label="Net income" value={formatMoney(highlights.net_income, currency)} />
          <Figure label="Total assets" value={formatMoney(highlights.total_assets, currency)} />
          <Figure
            label={highlights.market_cap_basis === "public_float" ? "Market cap (public float)" : "Market cap"}
            value={formatMoney(highlights.market_cap, "USD")}
          />
        </dl>
        {highlights.currency && highlights.currency !== "USD" && (
          <p className="text-xs text-slate-500">Figures in {highlights.currency}, as reported.</p>
        )}
        <FilingSectionsView filing={filing} onRead={onSectionsRead} />
        {filing.amendments.length > 0 && (
          <div className="space-y-1">
            <h4 className="text-sm font-medium text-slate-800">Amendments</h4>
            <ul className="space-y-0.5 text-sm text-slate-700">
              {filing.amendments.map((amendment) => (
                <li key={amendment.id}>
                  {amendment.form} filed {amendment.filing_date} ·{" "}
                  <a href={amendment.document_url} target="_blank" rel="noopener noreferrer" className="font-medium text-teal-800 underline">
                    View amendment
                    <span className="sr-only">
                      {" "}
                      {amendment.form} filed {amendment.filing_date} (opens in a new tab)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <a
          href={filing.document_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline"
        >
          View Filing
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}
