import { ExternalLink } from "lucide-react";
import type { Filing } from "@/shared/filings/contracts";
import { formatMoney } from "@/shared/filings/money";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";

/** How many key sections a card lists before '+N more'. */
const KEY_SECTIONS_SHOWN = 6;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** One SEC filing result (spec §3). */
export function FilingCard({ filing }: { filing: Filing }) {
  const highlights = filing.financial_highlights;
  const currency = highlights.currency ?? "USD";
  const hidden = filing.key_sections.length - KEY_SECTIONS_SHOWN;
  return (
    <Card aria-label={`${filing.company_name} ${filing.filing_type} filed ${filing.filing_date}`}>
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{filing.company_name}</h3>
            <p className="text-sm text-slate-600">
              {filing.ticker && <span className="font-medium">{filing.ticker} · </span>}
              CIK {filing.cik}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="teal">{filing.filing_type}</Badge>
            <Badge variant="outline">{Math.round(filing.relevance_score * 100)}% relevant</Badge>
          </div>
        </div>
        <p className="text-xs text-slate-500">
          Filed {filing.filing_date}
          {filing.period_end_date && ` · Period ending ${filing.period_end_date}`}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {filing.business_description && <p className="line-clamp-4 text-sm text-slate-700">{filing.business_description}</p>}
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
        {filing.key_sections.length > 0 && (
          <div className="space-y-1">
            <h4 className="text-sm font-medium text-slate-800">Key sections</h4>
            <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
              {filing.key_sections.slice(0, KEY_SECTIONS_SHOWN).map((section) => (
                <li key={section}>{section}</li>
              ))}
            </ul>
            {hidden > 0 && <p className="text-xs text-slate-500">+{hidden} more</p>}
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
