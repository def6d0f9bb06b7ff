import type { Paper } from "@/shared/literature/contracts";
import { PREPRINT_SOURCES, type PreprintSource } from "@/shared/literature/limits";
import { RemoteDataError } from "../../core/remote/remote-client";

// Europe PMC search restricted to bioRxiv and medRxiv preprints (data-sources.md §1.2–1.4); the
// envelope, query and text helpers are shared with the patent search (features/patents/europepmc.ts).

/** The query Europe PMC runs: the user's words, preprints only, from the chosen servers. */
export function preprintQuery(text: string, sources: readonly PreprintSource[]): string {
  const publishers = sources.map((source) => `PUBLISHER:"${source}"`).join(" OR ");
  return `(${balancedQuery(text)}) AND SRC:PPR AND (${publishers})`;
}

/** The user's words for a query: unbalanced brackets or quotes would make Europe PMC reject the whole query, so they are dropped. */
export function balancedQuery(text: string): string {
  let result = text.replace(/\s+/g, " ").trim();
  if ((result.match(/"/g) ?? []).length % 2 === 1) result = result.replace(/"/g, " ");
  let depth = 0;
  let isBalanced = true;
  for (const char of result) {
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    if (depth < 0) isBalanced = false;
  }
  if (!isBalanced || depth !== 0) result = result.replace(/[()]/g, " ");
  return result.replace(/\s+/g, " ").trim();
}

type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A non-blank string, trimmed; anything else null. */
export function textOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Titles and abstracts carry inline HTML (<h4>, <i>, <sup>); the screen shows plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<h\d[^>]*>(.*?)<\/h\d>/gi, " $1: ")
    .replace(/<\/(p|div|li)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .replace(/\s+:/g, ":")
    .replace(/:(\s*:)+/g, ":")
    .trim();
}

/** The names of `authorList` (core) or of `authorString` (lite), in order. */
export function authorsOf(record: Json): string[] {
  const list = isRecord(record.authorList) && Array.isArray(record.authorList.author) ? record.authorList.author : null;
  if (list) {
    return list
      .map((author) => (isRecord(author) ? (textOf(author.fullName) ?? textOf(author.collectiveName)) : null))
      .filter((name): name is string => name !== null);
  }
  // lite results: "Zok S, Behar D, Linial M."
  const joined = textOf(record.authorString);
  if (!joined) return [];
  return joined
    .replace(/\.$/, "")
    .split(/,\s+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

function sourceOf(record: Json): PreprintSource | null {
  const publisher = isRecord(record.bookOrReportDetails) ? textOf(record.bookOrReportDetails.publisher) : null;
  return PREPRINT_SOURCES.find((source) => source.toLowerCase() === publisher?.toLowerCase()) ?? null;
}

function paperUrl(source: PreprintSource, doi: string | null, id: string): string {
  if (doi) return `https://www.${source.toLowerCase()}.org/content/${encodeURI(doi)}`;
  return `https://europepmc.org/article/PPR/${encodeURIComponent(id)}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type PreprintPage = { papers: Paper[]; total: number };

/**
 * Reads a search answer. Errors arrive inside HTTP 200 as {errCode, errMsg}; records from other
 * preprint servers are skipped. Relevance follows Europe PMC's order: 1 for the first, less for each next.
 */
export function parsePreprintSearch(body: unknown, options: { sources: readonly PreprintSource[]; limit: number }): PreprintPage {
  const { results, hitCount } = readSearchEnvelope(body);

  const papers: Paper[] = [];
  for (const record of results) {
    if (papers.length >= options.limit) break;
    if (!isRecord(record) || (record.source !== undefined && record.source !== "PPR")) continue;
    const id = textOf(record.id);
    const source = sourceOf(record);
    if (!id || !source || !options.sources.includes(source)) continue;
    const doi = textOf(record.doi);
    const date = textOf(record.firstPublicationDate);
    papers.push({
      id,
      title: plainText(textOf(record.title) ?? "Untitled preprint"),
      source,
      category: null,
      abstract: plainText(textOf(record.abstractText) ?? ""),
      authors: authorsOf(record),
      published_date: date && ISO_DATE.test(date) ? date : null,
      relevance_score: 0,
      doi,
      url: paperUrl(source, doi, id),
    });
  }
  const count = papers.length;
  papers.forEach((paper, index) => {
    paper.relevance_score = Math.round((1 - index / Math.max(count, options.limit)) * 100) / 100;
  });
  return { papers, total: Math.max(hitCount ?? count, count) };
}

/** The records and hit count of a search answer; errors arrive inside HTTP 200 as {errCode, errMsg} (§1.3). */
export function readSearchEnvelope(body: unknown): { results: unknown[]; hitCount: number | null } {
  if (!isRecord(body)) throw new RemoteDataError("the answer was empty.");
  if (body.errCode !== undefined || body.errMsg !== undefined) {
    throw new RemoteDataError(textOf(body.errMsg) ?? `error ${String(body.errCode)}.`);
  }
  const results = isRecord(body.resultList) ? body.resultList.result : undefined;
  if (!Array.isArray(results)) throw new RemoteDataError("the answer has no result list.");
  const hitCount = typeof body.hitCount === "number" && Number.isFinite(body.hitCount) && body.hitCount >= 0 ? body.hitCount : null;
  return { results, hitCount };
}

/** The bioRxiv subject category of one preprint, from /details/{server}/{doi}/na/json (§1.6). */
export function parseBiorxivCategory(body: unknown): string | null {
  // An empty body was recorded as a failure mode (research_helper, 2026-09-15): not an answer.
  if (!isRecord(body)) throw new RemoteDataError("the answer was empty.");
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const status = isRecord(messages[0]) ? textOf(messages[0].status) : null;
  // "no posts found" and the like: a real answer that the DOI is unknown there.
  if (status !== "ok") return null;
  const collection = Array.isArray(body.collection) ? body.collection.filter(isRecord) : [];
  // Versions are listed oldest first; the newest version's category is the current one.
  const category = textOf(collection.at(-1)?.category);
  return category ? category.replace(/_/g, " ").toLowerCase() : null;
}
