import { z } from "zod";
import type { Patent } from "@/shared/patents/contracts";
import { PATENT_LIMITS, type PatentSort } from "@/shared/patents/options";
import { RemoteDataError, type RemoteClient } from "../../core/remote/remote-client";
import { assignCategory } from "./categories";
import type { PatentPage } from "./europepmc";
import { sortPatents } from "./sort";

// PatentsView PatentSearch API (data-sources.md §4.1): GET /patent/ with URL-encoded JSON in q, f, s, o.
export const PATENTSVIEW_NAME = "PatentsView";
const PATENTSVIEW_CACHE_SECONDS = 6 * 60 * 60;
// Relevance is scored here (the API has none), so it ranks a wider, newest-first page and keeps the best.
const RELEVANCE_POOL = 100;

const PATENTSVIEW_FIELDS = [
  "patent_id",
  "patent_title",
  "patent_abstract",
  "patent_date",
  "patent_num_times_cited_by_us_patents",
  "patent_earliest_application_date",
  "application.filing_date",
  "inventors.inventor_name_first",
  "inventors.inventor_name_last",
  "assignees.assignee_organization",
  "cpc_current.cpc_group_id",
] as const;

export type PatentsViewQuery = { q: string; f: string; s: string; o: string };

export function buildPatentsViewQuery(query: string, sort: PatentSort): PatentsViewQuery {
  const text = query.trim().replace(/\s+/g, " ");
  const q = { _or: [{ _text_all: { patent_title: text } }, { _text_all: { patent_abstract: text } }] };
  const size = sort === "relevance" ? RELEVANCE_POOL : PATENT_LIMITS.results;
  return {
    q: JSON.stringify(q),
    f: JSON.stringify(PATENTSVIEW_FIELDS),
    s: JSON.stringify([{ patent_date: sort === "oldest" ? "asc" : "desc" }, { patent_id: "asc" }]),
    o: JSON.stringify({ size }),
  };
}

const text = z.string().nullish();
const applicationSchema = z.object({ filing_date: text });
const recordSchema = z.object({
  patent_id: z.union([z.string(), z.number()]).transform(String),
  patent_title: text,
  patent_abstract: text,
  patent_date: text,
  patent_num_times_cited_by_us_patents: z.coerce.number().nullish(),
  patent_earliest_application_date: text,
  // One client reads application[0]; handle an array and an object (data-sources.md §4.1).
  application: z.union([z.array(applicationSchema), applicationSchema]).nullish(),
  inventors: z.array(z.object({ inventor_name_first: text, inventor_name_last: text })).nullish(),
  assignees: z.array(z.object({ assignee_organization: text })).nullish(),
  cpc_current: z.array(z.object({ cpc_group_id: text })).nullish(),
});
type PatentsViewRecord = z.infer<typeof recordSchema>;

const count = z.number().int().min(0);
// The envelope of data-sources.md §4.1: `{ error, count, total_hits, patents }`. A page with no
// patents still has the list (or null) and its counts, so an answer without them is no answer.
const envelopeSchema = z
  .object({
    error: z.literal(false).optional(),
    count: count.optional(),
    total_hits: count.optional(),
    patents: z.array(recordSchema).nullable(),
  })
  .refine((envelope) => envelope.count !== undefined || envelope.total_hits !== undefined)
  .refine((envelope) => envelope.patents !== null || (envelope.count ?? envelope.total_hits) === 0);
const refusalSchema = z.object({ error: z.literal(true) });

export type PatentsViewPage = { total: number; records: PatentsViewRecord[] };

/** Checks the body of a 200 answer; the envelope can say `error: true` (data-sources.md §0). */
export function parsePatentsViewResponse(body: unknown): PatentsViewPage {
  if (refusalSchema.safeParse(body).success) throw new RemoteDataError("the search was refused");
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) throw new RemoteDataError("the answer was not a list of patents");
  const records = parsed.data.patents ?? [];
  return { total: parsed.data.total_hits ?? parsed.data.count ?? records.length, records };
}

export function mapPatentsViewRecord(record: PatentsViewRecord): Omit<Patent, "relevance"> {
  const title = record.patent_title?.trim() || "Title not reported";
  const abstract = record.patent_abstract?.trim() || null;
  const applications = Array.isArray(record.application) ? record.application : record.application ? [record.application] : [];
  const filed = applications.map((application) => application.filing_date).find(Boolean) ?? record.patent_earliest_application_date;
  const inventors = (record.inventors ?? [])
    .map((inventor) => [inventor.inventor_name_first, inventor.inventor_name_last].filter(Boolean).join(" ").trim())
    .filter((name) => name.length > 0);
  const assignee = (record.assignees ?? []).map((entry) => entry.assignee_organization?.trim()).find(Boolean) ?? null;
  const cpcCodes = (record.cpc_current ?? []).flatMap((entry) => (entry.cpc_group_id ? [entry.cpc_group_id] : []));
  const cited = record.patent_num_times_cited_by_us_patents;
  return {
    id: `US${record.patent_id}`,
    kindCode: null,
    title,
    inventors,
    assignee,
    filingDate: isoDay(filed),
    publicationDate: isoDay(record.patent_date),
    abstract,
    citations: cited === null || cited === undefined ? null : Math.max(0, Math.round(cited)),
    category: assignCategory({ cpcCodes, title, abstract: abstract ?? "" }),
    country: "US",
    // The patent/ endpoint holds granted patents (data-sources.md §4.1).
    status: "GRANT",
    // PatentsView documents no page per patent.
    url: null,
  };
}

/**
 * Relevance from rank: patents are ranked by how well the title and abstract match the query
 * (source order breaks ties), and the rank becomes a score from 99 % down to 50 %.
 */
export function rankByRelevance(patents: readonly Omit<Patent, "relevance">[], query: string): Patent[] {
  const phrase = query.trim().toLowerCase().replace(/\s+/g, " ");
  const terms = [...new Set(phrase.split(/[^\p{L}\p{N}]+/u).filter((term) => term.length > 1))];
  const scored = patents.map((patent, order) => {
    const title = patent.title.toLowerCase();
    const abstract = (patent.abstract ?? "").toLowerCase();
    let score = (title.includes(phrase) ? 3 : 0) + (abstract.includes(phrase) ? 1 : 0);
    for (const term of terms) score += (title.includes(term) ? 2 : 0) + (abstract.includes(term) ? 1 : 0);
    return { patent, order, score };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const last = Math.max(scored.length - 1, 1);
  return scored.map(({ patent }, rank) => ({ ...patent, relevance: Math.round((0.99 - (0.49 * rank) / last) * 100) / 100 }));
}

/** Granted US patents only: the screen's status, country and language filters are fixed (PATENT_FILTER_LIMITS). */
export async function searchPatentsView(client: RemoteClient, query: string, sort: PatentSort): Promise<PatentPage> {
  const page = await client.request({
    path: "/patent/",
    query: buildPatentsViewQuery(query, sort),
    ttlSeconds: PATENTSVIEW_CACHE_SECONDS,
    read: parsePatentsViewResponse,
  });
  const ranked = rankByRelevance(page.records.map(mapPatentsViewRecord), query);
  return { patents: sortPatents(ranked, sort).slice(0, PATENT_LIMITS.results), total: page.total };
}

function isoDay(value: string | null | undefined): string | null {
  const match = value ? /^\d{4}-\d{2}-\d{2}/.exec(value) : null;
  return match ? match[0] : null;
}
