import type { FilingType } from "@/shared/filings/constants";
import { filingDocumentUrlSchema, type Filing } from "@/shared/filings/contracts";
import type { Logger } from "../../logger";
import { extractSections } from "./filing-document";
import type { SecClients } from "./sec-client";
import {
  highlightsFor,
  parseCompanyFacts,
  parseFullTextSearch,
  parseSubmissions,
  parseTickers,
  type CompanyFacts,
  type CompanySubmissions,
  type TickerEntry,
} from "./sec-parsers";

const TICKERS_TTL_SECONDS = 24 * 3600;
const COMPANY_TTL_SECONDS = 6 * 3600;
const DOCUMENT_TTL_SECONDS = 7 * 24 * 3600;
/** A name matches many companies; the filings of the best few are enough. */
const MAX_COMPANIES = 5;
/** Documents are megabytes each: only the newest few results get a description (§2.6). */
const DOCUMENTS_PER_SEARCH = 3;

export type SearchFilingsOptions = {
  sec: SecClients;
  logger: Logger;
  query: string;
  cik: string;
  filingTypes: FilingType[];
  limit: number;
  signal?: AbortSignal;
};

type CompanyMatch = { cik: string; ticker: string | null; title: string | null; score: number };

function normalizeName(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(inc|corp|corporation|co|company|ltd|plc|ag|sa|nv|llc|the)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The company list's names normalized once per list (the list is shared and about 10,000 long). */
const normalizedNames = new WeakMap<TickerEntry[], string[]>();

function namesOf(entries: TickerEntry[]): string[] {
  let names = normalizedNames.get(entries);
  if (!names) {
    names = entries.map((entry) => normalizeName(entry.title));
    normalizedNames.set(entries, names);
  }
  return names;
}

/** Exact ticker first, then names that start with the query, then names that contain every word. */
export function matchCompanies(entries: TickerEntry[], query: string): CompanyMatch[] {
  const ticker = query.trim().toUpperCase();
  const wanted = normalizeName(query);
  const words = wanted.split(" ").filter(Boolean);
  const names = namesOf(entries);
  const matches: CompanyMatch[] = [];
  for (const [index, entry] of entries.entries()) {
    const name = names[index]!;
    let score = 0;
    if (entry.ticker === ticker) score = 1;
    else if (wanted && name === wanted) score = 0.95;
    else if (wanted && name.startsWith(wanted)) score = 0.9;
    else if (words.length > 0 && words.every((word) => ` ${name} `.includes(` ${word}`))) score = 0.8;
    if (score > 0) matches.push({ cik: entry.cik, ticker: entry.ticker, title: entry.title, score });
  }
  const best = new Map<string, CompanyMatch>();
  for (const match of matches.sort((a, b) => b.score - a.score || a.title!.localeCompare(b.title!))) {
    if (!best.has(match.cik)) best.set(match.cik, match);
  }
  return [...best.values()].slice(0, MAX_COMPANIES);
}

async function loadTickers(sec: SecClients, signal?: AbortSignal): Promise<TickerEntry[]> {
  return sec.www.request({
    path: "/files/company_tickers.json",
    ttlSeconds: TICKERS_TTL_SECONDS,
    read: parseTickers,
    shareValue: true,
    signal,
  });
}

async function resolveCompanies(options: SearchFilingsOptions): Promise<CompanyMatch[]> {
  const { sec, query, cik, filingTypes, signal } = options;
  if (cik) return [{ cik: cik.padStart(10, "0"), ticker: null, title: null, score: 1 }];
  if (/^\d{1,10}$/.test(query)) return [{ cik: query.padStart(10, "0"), ticker: null, title: null, score: 1 }];
  const matches = matchCompanies(await loadTickers(sec, signal), query);
  if (matches.length > 0) return matches;
  // No company by that name or ticker: the annual reports whose text mentions the words (§2.4).
  const ciks = await sec.efts.request({
    path: "/search-index",
    query: { q: query, forms: filingTypes.join(",") },
    ttlSeconds: COMPANY_TTL_SECONDS,
    read: parseFullTextSearch,
    signal,
  });
  return ciks.slice(0, MAX_COMPANIES).map((found, index) => ({ cik: found, ticker: null, title: null, score: 0.7 - index * 0.05 }));
}

async function loadCompany(sec: SecClients, cik: string, signal?: AbortSignal) {
  const [submissions, facts] = await Promise.all([
    sec.data.request<CompanySubmissions | null>({
      path: `/submissions/CIK${cik}.json`,
      ttlSeconds: COMPANY_TTL_SECONDS,
      acceptStatuses: [404],
      read: (body) => (body === null ? null : parseSubmissions(body)),
      signal,
    }),
    sec.data.request<CompanyFacts | null>({
      path: `/api/xbrl/companyfacts/CIK${cik}.json`,
      ttlSeconds: COMPANY_TTL_SECONDS,
      acceptStatuses: [404],
      read: (body) => (body === null ? null : parseCompanyFacts(body)),
      signal,
    }),
  ]);
  return { submissions, facts };
}

/** The primary document's place in the EDGAR archive (§2.3). */
function documentPath(cik: string, accession: string, document: string): string {
  return `/Archives/edgar/data/${Number(cik)}/${accession.replace(/-/g, "")}/${document}`;
}

/** Relevance: how well the company matched, less a little for each older report of it. */
const relevance = (score: number, position: number) => Math.round(Math.max(0.1, score - position * 0.03) * 100) / 100;

/** sec-edgar-search (spec §7): annual reports of the matching companies, best and newest first. */
export async function searchFilings(options: SearchFilingsOptions): Promise<Filing[]> {
  const { sec, filingTypes, limit, signal } = options;
  const companies = await resolveCompanies(options);
  const loaded = await Promise.all(companies.map((company) => loadCompany(sec, company.cik, signal)));
  const filings: Filing[] = [];
  const paths = new Map<string, string>();
  companies.forEach((company, index) => {
    const { submissions, facts } = loaded[index]!;
    if (!submissions) return;
    const annual = submissions.filings.filter((filing) => filingTypes.includes(filing.filingType));
    annual.forEach((filing, position) => {
      if (paths.has(filing.accessionNumber)) return;
      const path = documentPath(submissions.cik, filing.accessionNumber, filing.primaryDocument);
      const documentUrl = sec.www.url(path);
      // Only a web address becomes a link (a base URL is configuration, the document name SEC's).
      if (!filingDocumentUrlSchema.safeParse(documentUrl).success) return;
      paths.set(filing.accessionNumber, path);
      filings.push({
        id: filing.accessionNumber,
        company_name: submissions.name || company.title || facts?.entityName || `CIK ${company.cik}`,
        ticker: submissions.tickers[0] ?? company.ticker ?? null,
        cik: submissions.cik,
        filing_type: filing.filingType,
        filing_date: filing.filingDate,
        period_end_date: filing.reportDate,
        business_description: "",
        financial_highlights: highlightsFor(facts, filing),
        key_sections: [],
        relevance_score: relevance(company.score, position),
        document_url: documentUrl,
      });
    });
  });
  const results = filings
    .sort((a, b) => b.relevance_score - a.relevance_score || b.filing_date.localeCompare(a.filing_date))
    .slice(0, limit);
  await addSections(options, results, paths);
  return results;
}

/** Description and key sections of the newest few results; a failure leaves them empty. */
async function addSections({ sec, logger, signal }: SearchFilingsOptions, results: Filing[], paths: Map<string, string>) {
  const newest = [...results].sort((a, b) => b.filing_date.localeCompare(a.filing_date)).slice(0, DOCUMENTS_PER_SEARCH);
  await Promise.all(
    newest.map(async (filing) => {
      try {
        const sections = await sec.documents.request({
          path: paths.get(filing.id)!,
          as: "text",
          ttlSeconds: DOCUMENT_TTL_SECONDS,
          read: (body) => extractSections(String(body ?? ""), filing.filing_type),
          signal,
        });
        filing.business_description = sections.businessDescription;
        filing.key_sections = sections.keySections;
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn(`[filings] no sections for ${filing.id}: ${(error as Error).message}`);
      }
    }),
  );
}
