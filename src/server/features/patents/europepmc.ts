import type { Patent } from "@/shared/patents/contracts";
import { PATENT_LIMITS, type PatentSort } from "@/shared/patents/options";
import type { RemoteClient } from "../../core/remote/remote-client";
import { authorsOf, balancedQuery, isRecord, plainText, readSearchEnvelope, textOf } from "../literature";
import { assignCategory } from "./categories";
import { rankedBySourceOrder, sortPatents, statusFromKindCode } from "./sort";

// Europe PMC's biological patents (source PAT, supplied by the European Patent Office), from the
// search endpoint the preprints use. What a record holds is in the EBI Europe PMC Web Service
// Reference 6.9.0 (§3 data sources, §6 searchPublications output); docs/decisions.md sums it up.

const EUROPEPMC_PATENT_CACHE_SECONDS = 60 * 60;

/** The user's words, patents only. */
export function patentQuery(text: string): string {
  return `(${balancedQuery(text)}) AND SRC:PAT`;
}

/** Relevance is Europe PMC's default order; the dates use its documented sort field P_PDATE_D. */
const EUROPEPMC_PATENT_SORT: Record<PatentSort, string | undefined> = {
  relevance: undefined,
  newest: "P_PDATE_D desc",
  oldest: "P_PDATE_D asc",
};

export type PatentPage = { patents: Patent[]; total: number };

export async function searchEuropePmcPatents(client: RemoteClient, query: string, sort: PatentSort): Promise<PatentPage> {
  // Nothing to search for: no call, and the empty state (Europe PMC rejects an empty query).
  if (!/[\p{L}\p{N}]/u.test(balancedQuery(query))) return { patents: [], total: 0 };
  return client.request({
    path: "/search",
    query: {
      query: patentQuery(query),
      format: "json",
      resultType: "core",
      pageSize: PATENT_LIMITS.results,
      sort: EUROPEPMC_PATENT_SORT[sort],
    },
    ttlSeconds: EUROPEPMC_PATENT_CACHE_SECONDS,
    read: (body) => parsePatentSearch(body, sort),
  });
}

/**
 * Reads a search answer: records of another source are skipped. In relevance order the relevance
 * is the rank (1 for the first, less for each next, as for preprints); in date order Europe PMC
 * gives no relevance, so none is shown, and the page is ordered by the date the cards show.
 */
export function parsePatentSearch(body: unknown, sort: PatentSort): PatentPage {
  const { results, hitCount } = readSearchEnvelope(body);
  const records = results.filter(isRecord).filter((record) => record.source === undefined || record.source === "PAT");
  const mapped = records.flatMap((record) => {
    const patent = mapEuropePmcPatent(record);
    return patent ? [patent] : [];
  });
  const patents = sort === "relevance" ? rankedBySourceOrder(mapped) : sortPatents(mapped, sort);
  return { patents, total: Math.max(hitCount ?? patents.length, patents.length) };
}

/** One record as the screen shows it; null without an id. Relevance is set by the caller. */
export function mapEuropePmcPatent(record: Record<string, unknown>): Patent | null {
  const id = textOf(record.id);
  if (!id) return null;
  const details = isRecord(record.patentDetails) ? record.patentDetails : {};
  const country = /^[A-Z]{2}(?=\d)/.exec(id)?.[0] ?? textOf(details.countryCode)?.toUpperCase() ?? null;
  const kindCode = textOf(details.typeCode)?.toUpperCase() ?? null;
  const title = plainText(textOf(record.title) ?? "") || "Title not reported";
  const abstract = plainText(textOf(record.abstractText) ?? "") || null;
  const { applicants, inventors } = splitParties(authorsOf(record));
  const citations = record.citedByCount;
  return {
    id,
    kindCode,
    title,
    inventors,
    assignee: applicants.length ? applicants.join("; ") : null,
    filingDate: isoDay(first(details.application)?.applicationDate),
    publicationDate: isoDay(record.firstPublicationDate),
    abstract,
    citations: typeof citations === "number" && Number.isInteger(citations) && citations >= 0 ? citations : null,
    relevance: null,
    category: assignCategory({ cpcCodes: classifications(details), title, abstract: abstract ?? "" }),
    country,
    status: statusFromKindCode(country, kindCode),
    url: `https://europepmc.org/article/PAT/${encodeURIComponent(id)}`,
  };
}

// A legal form on its own ("INC.") is the end of the name before it: authorString is split at commas.
const LEGAL_FORM = /^(?:inc|ltd|llc|llp|plc|corp|co|gmbh|ag|sa|sas|spa|srl|nv|bv|ab|oy|kk|limited)\.?$/i;
// Words that name an organisation, not a person.
const ORGANISATION =
  /\b(?:inc|ltd|llc|llp|plc|corp|corporation|company|gmbh|ag|sa|sas|spa|srl|nv|bv|ab|oy|kk|limited|univ|university|universit\p{L}*|institut\p{L}*|inst|foundation|hospital|pharma\p{L}*|therapeutics|biotech\p{L}*|bioscience\p{L}*|biologics|laborator\p{L}*|labs?|centre|center|council|government|trust|college|school|research|holdings?)\b\.?/iu;

/**
 * Europe PMC lists the people and organisations named on a patent as its authors (authorList, or
 * authorString in lite answers). Organisations (by a legal form or a word such as "University")
 * are the applicants; the others are the inventors. A person's name that holds such a word would
 * be taken for an applicant; the screen shows both lists, so nothing is dropped.
 */
export function splitParties(names: readonly string[]): { applicants: string[]; inventors: string[] } {
  const joined: string[] = [];
  for (const name of names) {
    if (LEGAL_FORM.test(name) && joined.length) joined[joined.length - 1] += `, ${name}`;
    else joined.push(name);
  }
  const applicants = joined.filter((name) => ORGANISATION.test(name));
  return { applicants, inventors: joined.filter((name) => !applicants.includes(name)) };
}

function classifications(details: Record<string, unknown>): string[] {
  const list = isRecord(details.classifierList) ? details.classifierList.classifier : undefined;
  return (Array.isArray(list) ? list : [list]).flatMap((entry) => {
    const code = isRecord(entry) ? textOf(entry.classification) : null;
    return code ? [code] : [];
  });
}

function first(value: unknown): Record<string, unknown> | undefined {
  const item = Array.isArray(value) ? value[0] : value;
  return isRecord(item) ? item : undefined;
}

/** "2019-06-01", "2019-06-01T00:00:00Z" → "2019-06-01"; anything else null. */
function isoDay(value: unknown): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(textOf(value) ?? "");
  return match ? match[1]! : null;
}
