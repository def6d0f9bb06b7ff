import type { FilingType } from "@/shared/filings/constants";
import { filingDocumentUrlSchema, type FilingResult, type FilingSections } from "@/shared/filings/contracts";
import { AppError } from "../../core/errors";
import type { Logger } from "../../core/logger";
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
  type SubmissionFiling,
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
function matchCompanies(entries: TickerEntry[], query: string): CompanyMatch[] {
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

/** The company's filing list; null when SEC knows no such CIK. */
function loadSubmissions(sec: SecClients, cik: string, signal?: AbortSignal) {
  return sec.data.request<CompanySubmissions | null>({
    path: `/submissions/CIK${cik}.json`,
    ttlSeconds: COMPANY_TTL_SECONDS,
    acceptStatuses: [404],
    read: (body) => (body === null ? null : parseSubmissions(body)),
    signal,
  });
}

async function loadCompany(sec: SecClients, cik: string, signal?: AbortSignal) {
  const [submissions, facts] = await Promise.all([
    loadSubmissions(sec, cik, signal),
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

const isAmendment = (filing: SubmissionFiling) => filing.form.endsWith("/A");

export type FilingGroup = { filing: SubmissionFiling; amendments: SubmissionFiling[] };

/**
 * A company's annual reports as EDGAR files them: each amendment (10-K/A, 20-F/A) under the
 * original of the same form and period that was filed before it, oldest amendment first; the
 * originals newest first, then any amendment whose original is not in the list.
 */
export function groupAmendments(filings: readonly SubmissionFiling[]): FilingGroup[] {
  const newestFirst = [...filings].sort((a, b) => b.filingDate.localeCompare(a.filingDate));
  const originals: FilingGroup[] = newestFirst.filter((filing) => !isAmendment(filing)).map((filing) => ({ filing, amendments: [] }));
  const unmatched: FilingGroup[] = [];
  for (const amendment of newestFirst.filter(isAmendment).reverse()) {
    const original = originals.find(
      ({ filing }) =>
        filing.filingType === amendment.filingType &&
        filing.reportDate !== null &&
        filing.reportDate === amendment.reportDate &&
        filing.filingDate <= amendment.filingDate,
    );
    if (original) original.amendments.push(amendment);
    else unmatched.unshift({ filing: amendment, amendments: [] });
  }
  return [...originals, ...unmatched];
}

/** sec-edgar-search (spec §7): annual reports of the matching companies, best and newest first, amendments under their originals. */
export async function searchFilings(options: SearchFilingsOptions): Promise<FilingResult[]> {
  const { sec, filingTypes, limit, signal } = options;
  const companies = await resolveCompanies(options);
  const loaded = await Promise.all(companies.map((company) => loadCompany(sec, company.cik, signal)));
  const filings: FilingResult[] = [];
  const paths = new Map<string, string>();
  companies.forEach((company, index) => {
    const { submissions, facts } = loaded[index]!;
    if (!submissions) return;
    // Only a web address becomes a link (a base URL is configuration, the document name SEC's).
    const linkOf = (filing: SubmissionFiling) => {
      const path = documentPath(submissions.cik, filing.accessionNumber, filing.primaryDocument);
      const url = sec.www.url(path);
      return filingDocumentUrlSchema.safeParse(url).success ? { path, url } : null;
    };
    const annual = submissions.filings.filter((filing) => filingTypes.includes(filing.filingType));
    groupAmendments(annual).forEach(({ filing, amendments }, position) => {
      const link = linkOf(filing);
      if (!link || paths.has(filing.accessionNumber)) return;
      paths.set(filing.accessionNumber, link.path);
      filings.push({
        id: filing.accessionNumber,
        company_name: submissions.name || company.title || facts?.entityName || `CIK ${company.cik}`,
        ticker: submissions.tickers[0] ?? company.ticker ?? null,
        cik: submissions.cik,
        filing_type: filing.filingType,
        form: filing.form,
        filing_date: filing.filingDate,
        period_end_date: filing.reportDate,
        business_description: "",
        financial_highlights: highlightsFor(facts, filing),
        key_sections: [],
        sections: "not_read",
        relevance_score: relevance(company.score, position),
        document_url: link.url,
        amendments: amendments.flatMap((amendment) => {
          const amendmentLink = linkOf(amendment);
          return amendmentLink
            ? [{ id: amendment.accessionNumber, form: amendment.form, filing_date: amendment.filingDate, document_url: amendmentLink.url }]
            : [];
        }),
      });
    });
  });
  const results = filings
    .sort((a, b) => b.relevance_score - a.relevance_score || b.filing_date.localeCompare(a.filing_date))
    .slice(0, limit);
  const newest = [...results].sort((a, b) => b.filing_date.localeCompare(a.filing_date)).slice(0, DOCUMENTS_PER_SEARCH);
  await Promise.all(newest.map(async (filing) => Object.assign(filing, await readSections(options, paths.get(filing.id)!, filing.filing_type))));
  return results;
}

/** Description and key sections from a filing's document; a failure is "unavailable", not a failed search. */
async function readSections(
  { sec, logger, signal }: Pick<SearchFilingsOptions, "sec" | "logger" | "signal">,
  path: string,
  filingType: FilingType,
): Promise<FilingSections> {
  try {
    const sections = await sec.documents.request({
      path,
      as: "text",
      ttlSeconds: DOCUMENT_TTL_SECONDS,
      read: (body) => extractSections(String(body ?? ""), filingType),
      signal,
    });
    return { business_description: sections.businessDescription, key_sections: sections.keySections, sections: "read" };
  } catch (error) {
    if (signal?.aborted) throw error;
    logger.warn(`[filings] no sections for ${path}: ${(error as Error).message}`);
    return { business_description: "", key_sections: [], sections: "unavailable" };
  }
}

export type FilingSectionsOptions = Pick<SearchFilingsOptions, "sec" | "logger" | "signal"> & { cik: string; id: string };

/** One annual report's description and key sections, read on request (a search reads only its newest few). */
export async function readFilingSections(options: FilingSectionsOptions): Promise<FilingSections> {
  const cik = options.cik.padStart(10, "0");
  const submissions = await loadSubmissions(options.sec, cik, options.signal);
  const filing = submissions?.filings.find((candidate) => candidate.accessionNumber === options.id);
  if (!submissions || !filing) throw new AppError("not_found", "SEC lists no 10-K or 20-F with this accession number for this company.");
  return readSections(options, documentPath(submissions.cik, filing.accessionNumber, filing.primaryDocument), filing.filingType);
}
