import type { FilingForm, FilingType } from "@/shared/filings/constants";
import type { FinancialHighlights } from "@/shared/filings/contracts";
import { RemoteDataError } from "../../core/remote/remote-client";

// Readers of SEC EDGAR answers (data-sources.md §2). Each checks the shape it relies on and
// throws RemoteDataError when a 200 answer is not what SEC documents.

export type TickerEntry = { cik: string; ticker: string; title: string };

export type SubmissionFiling = {
  accessionNumber: string;
  filingType: FilingType;
  /** As filed: an amendment keeps its "/A". */
  form: FilingForm;
  filingDate: string;
  reportDate: string | null;
  primaryDocument: string;
};

export type CompanySubmissions = { cik: string; name: string; tickers: string[]; filings: SubmissionFiling[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "1318605", 1318605 or "0001318605" → "0001318605"; null when it is not a CIK. */
export function padCik(value: unknown): string | null {
  const digits = typeof value === "number" ? String(Math.trunc(value)) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,10}$/.test(digits)) return null;
  return digits.padStart(10, "0");
}

/** company_tickers.json: {"0": {cik_str, ticker, title}, …}; cik_str is an integer (§2.2). */
export function parseTickers(body: unknown): TickerEntry[] {
  if (!isRecord(body)) throw new RemoteDataError("the company list is not an object");
  const entries: TickerEntry[] = [];
  for (const value of Object.values(body)) {
    if (!isRecord(value)) continue;
    const cik = padCik(value.cik_str);
    if (!cik || typeof value.ticker !== "string" || typeof value.title !== "string") continue;
    entries.push({ cik, ticker: value.ticker.toUpperCase(), title: value.title });
  }
  return entries;
}

/** 10-K/A counts as a 10-K and 20-F/A as a 20-F (§2.3). */
const TYPE_OF_FORM: Record<FilingForm, FilingType> = { "10-K": "10-K", "10-K/A": "10-K", "20-F": "20-F", "20-F/A": "20-F" };

function isFilingForm(form: unknown): form is FilingForm {
  return typeof form === "string" && Object.hasOwn(TYPE_OF_FORM, form);
}

const column = (recent: Record<string, unknown>, name: string): unknown[] => {
  const values = recent[name];
  if (!Array.isArray(values)) throw new RemoteDataError(`the filing list has no ${name} column`);
  return values;
};

/** submissions/CIK##########.json: columns of filings.recent read by name (§2.3); annual reports and their amendments only. */
export function parseSubmissions(body: unknown): CompanySubmissions {
  if (!isRecord(body) || !isRecord(body.filings) || !isRecord(body.filings.recent)) {
    throw new RemoteDataError("the company's filing list is missing");
  }
  const cik = padCik(body.cik);
  if (!cik) throw new RemoteDataError("the company's filing list has no CIK");
  const recent = body.filings.recent;
  const accessions = column(recent, "accessionNumber");
  const forms = column(recent, "form");
  const filingDates = column(recent, "filingDate");
  const reportDates = column(recent, "reportDate");
  const documents = column(recent, "primaryDocument");
  const filings: SubmissionFiling[] = [];
  accessions.forEach((accession, index) => {
    const form = forms[index];
    const filingDate = filingDates[index];
    const document = documents[index];
    if (typeof accession !== "string" || !isFilingForm(form) || typeof filingDate !== "string") return;
    if (typeof document !== "string" || document === "") return;
    const reportDate = reportDates[index];
    filings.push({
      accessionNumber: accession,
      filingType: TYPE_OF_FORM[form],
      form,
      filingDate,
      reportDate: typeof reportDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(reportDate) ? reportDate : null,
      primaryDocument: document,
    });
  });
  const tickers = Array.isArray(body.tickers) ? body.tickers.filter((ticker): ticker is string => typeof ticker === "string") : [];
  return { cik, name: typeof body.name === "string" ? body.name : "", tickers, filings };
}

type Fact = { start?: string; end: string; val: number; accn: string; fp?: string; form: string; filed: string };
type Concept = { units: Record<string, Fact[]> };
export type CompanyFacts = { cik: string; entityName: string; facts: Record<string, Record<string, Concept>> };

function readFacts(value: unknown): Fact[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (fact): fact is Fact =>
      isRecord(fact) &&
      typeof fact.end === "string" &&
      typeof fact.val === "number" &&
      typeof fact.accn === "string" &&
      typeof fact.form === "string" &&
      typeof fact.filed === "string",
  );
}

/** companyfacts/CIK##########.json; `cik` is an integer or a padded string (§2.5). */
export function parseCompanyFacts(body: unknown): CompanyFacts {
  if (!isRecord(body) || !isRecord(body.facts)) throw new RemoteDataError("the company's financial facts are missing");
  const cik = padCik(body.cik);
  if (!cik) throw new RemoteDataError("the company's financial facts have no CIK");
  const facts: CompanyFacts["facts"] = {};
  for (const [taxonomy, concepts] of Object.entries(body.facts)) {
    if (!isRecord(concepts)) continue;
    facts[taxonomy] = {};
    for (const [tag, concept] of Object.entries(concepts)) {
      if (!isRecord(concept) || !isRecord(concept.units)) continue;
      const units: Record<string, Fact[]> = {};
      for (const [unit, list] of Object.entries(concept.units)) units[unit] = readFacts(list);
      facts[taxonomy][tag] = { units };
    }
  }
  return { cik, entityName: typeof body.entityName === "string" ? body.entityName : "", facts };
}

// Tags in order of preference (§2.5); companies switch tags, so the newest annual fact wins.
const REVENUE_TAGS: Array<[string, string]> = [
  ["us-gaap", "RevenueFromContractWithCustomerExcludingAssessedTax"],
  ["us-gaap", "Revenues"],
  ["us-gaap", "RevenueFromContractWithCustomerIncludingAssessedTax"],
  ["us-gaap", "SalesRevenueNet"],
  ["ifrs-full", "Revenue"],
  ["ifrs-full", "RevenueFromContractsWithCustomers"],
];
const NET_INCOME_TAGS: Array<[string, string]> = [
  ["us-gaap", "NetIncomeLoss"],
  ["ifrs-full", "ProfitLoss"],
  ["ifrs-full", "ProfitLossAttributableToOwnersOfParent"],
];
const ASSETS_TAGS: Array<[string, string]> = [
  ["us-gaap", "Assets"],
  ["ifrs-full", "Assets"],
];

const ANNUAL_FORMS = new Set(["10-K", "10-K/A", "20-F", "20-F/A", "40-F", "40-F/A"]);
const DAY_MS = 86_400_000;

function isAnnual(fact: Fact, isDuration: boolean): boolean {
  if (!ANNUAL_FORMS.has(fact.form) || (fact.fp !== undefined && fact.fp !== "FY")) return false;
  if (!isDuration) return true;
  if (!fact.start) return false;
  const days = (Date.parse(fact.end) - Date.parse(fact.start)) / DAY_MS;
  return days >= 350 && days <= 375;
}

/** A currency unit: USD when reported, else the first three-letter code (20-F filers, §2.5). */
function currencyUnit(units: Record<string, Fact[]>): string | null {
  const codes = Object.keys(units).filter((unit) => /^[A-Z]{3}$/.test(unit) && (units[unit]?.length ?? 0) > 0);
  return codes.includes("USD") ? "USD" : (codes[0] ?? null);
}

type Series = { currency: string; facts: Fact[] };

/** The annual facts of the preferred tag: the one whose newest annual fact ends last. */
function annualSeries(facts: CompanyFacts, tags: Array<[string, string]>, isDuration: boolean): Series | null {
  let best: Series | null = null;
  let bestEnd = "";
  for (const [taxonomy, tag] of tags) {
    const concept = facts.facts[taxonomy]?.[tag];
    if (!concept) continue;
    const currency = currencyUnit(concept.units);
    if (!currency) continue;
    const annual = (concept.units[currency] ?? []).filter((fact) => isAnnual(fact, isDuration));
    const newest = annual.reduce((end, fact) => (fact.end > end ? fact.end : end), "");
    if (annual.length > 0 && newest > bestEnd) {
      best = { currency, facts: annual };
      bestEnd = newest;
    }
  }
  return best;
}

/** The value for a period end: the latest filed fact for it; the filing's own fact first. */
function valueFor(series: Series | null, periodEnd: string, accession: string): number | null {
  if (!series) return null;
  const candidates = series.facts.filter((fact) => fact.end === periodEnd);
  if (candidates.length === 0) return null;
  const own = candidates.find((fact) => fact.accn === accession);
  if (own) return own.val;
  return candidates.reduce((latest, fact) => (fact.filed > latest.filed ? fact : latest)).val;
}

function shiftYear(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  return `${String(year).padStart(4, "0")}${date.slice(4)}`;
}

/** The facts series' period end nearest to `date` within two weeks (52/53-week fiscal years). */
function nearestEnd(series: Series | null, date: string): string | null {
  if (!series) return null;
  const target = Date.parse(date);
  let found: string | null = null;
  let distance = 15 * DAY_MS;
  for (const fact of series.facts) {
    const gap = Math.abs(Date.parse(fact.end) - target);
    if (gap < distance) {
      distance = gap;
      found = fact.end;
    }
  }
  return found;
}

const EMPTY_HIGHLIGHTS: FinancialHighlights = {
  currency: null,
  revenue: null,
  revenue_previous: null,
  net_income: null,
  total_assets: null,
  market_cap: null,
  market_cap_basis: null,
};

/**
 * Revenue, net income and total assets of the fiscal year a filing reports, with the year before's
 * revenue, and the public float its cover page states (the honest stand-in for market cap, §2.5).
 */
export function highlightsFor(
  facts: CompanyFacts | null,
  filing: { accessionNumber: string; reportDate: string | null; filingDate: string },
): FinancialHighlights {
  if (!facts) return EMPTY_HIGHLIGHTS;
  const revenue = annualSeries(facts, REVENUE_TAGS, true);
  const netIncome = annualSeries(facts, NET_INCOME_TAGS, true);
  const assets = annualSeries(facts, ASSETS_TAGS, false);
  const ownEnd = [revenue, netIncome, assets]
    .flatMap((series) => series?.facts ?? [])
    .find((fact) => fact.accn === filing.accessionNumber && fact.filed === filing.filingDate)?.end;
  const periodEnd = filing.reportDate ?? ownEnd ?? null;
  const publicFloat = facts.facts.dei?.EntityPublicFloat?.units.USD?.find((fact) => fact.accn === filing.accessionNumber);
  const currency = revenue?.currency ?? netIncome?.currency ?? assets?.currency ?? null;
  if (!periodEnd) {
    return { ...EMPTY_HIGHLIGHTS, currency, market_cap: publicFloat?.val ?? null, market_cap_basis: publicFloat ? "public_float" : null };
  }
  const end = (series: Series | null) => nearestEnd(series, periodEnd);
  const revenueEnd = end(revenue);
  const previousEnd = revenueEnd ? nearestEnd(revenue, shiftYear(revenueEnd, -1)) : null;
  const pick = (series: Series | null) => {
    const at = end(series);
    return at ? valueFor(series, at, filing.accessionNumber) : null;
  };
  return {
    currency,
    revenue: pick(revenue),
    revenue_previous: previousEnd ? valueFor(revenue, previousEnd, filing.accessionNumber) : null,
    net_income: pick(netIncome),
    total_assets: pick(assets),
    market_cap: publicFloat?.val ?? null,
    market_cap_basis: publicFloat ? "public_float" : null,
  };
}

/** EDGAR full-text search hits (§2.4): the companies of the matching annual reports, best first. */
export function parseFullTextSearch(body: unknown): string[] {
  if (!isRecord(body) || !isRecord(body.hits) || !Array.isArray(body.hits.hits)) {
    throw new RemoteDataError("the full-text search answer has no hits");
  }
  const ciks: string[] = [];
  for (const hit of body.hits.hits) {
    if (!isRecord(hit) || !isRecord(hit._source) || !Array.isArray(hit._source.ciks)) continue;
    for (const value of hit._source.ciks) {
      const cik = padCik(value);
      if (cik && !ciks.includes(cik)) ciks.push(cik);
    }
  }
  return ciks;
}
