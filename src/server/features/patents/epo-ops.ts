import type { Patent } from "@/shared/patents/contracts";
import { PATENT_LIMITS, type PatentCountry, type PatentSort } from "@/shared/patents/options";
import { AppError } from "../../core/errors";
import { RemoteDataError, RemoteRefusedError, type RemoteClient, type RemoteRequest } from "../../core/remote/remote-client";
import { isRecord, textOf } from "../literature";
import { assignCategory } from "./categories";
import type { PatentPage } from "./europepmc";
import { rankedBySourceOrder, sortPatents, statusFromKindCode } from "./sort";

// EPO Open Patent Services 3.2 (docs/decisions.md, "Patents: EPO OPS"): an OAuth2 token from
// POST auth/accesstoken, then published-data/search/biblio with a CQL query. JSON answers are
// OPS's XML turned into JSON: attributes as "@name", text as "$", and a list of one as the
// object itself, so every list here is read as "one or many".

export const EPO_OPS_NAME = "EPO OPS";
const EPO_OPS_CACHE_SECONDS = 60 * 60;
/** A token is used until this long before it expires (OPS tokens last about 20 minutes). */
const TOKEN_MARGIN_MS = 60_000;

export type EpoOpsCredentials = { key: string; secret: string };

/**
 * The access token of this server, kept until shortly before it expires. `call` sends a request
 * with it; when OPS refuses a token this server still held (400 "Access token has expired", or
 * 401), the token is dropped and the request sent once more with a new one.
 */
export function createEpoOpsSession(client: RemoteClient, credentials: EpoOpsCredentials) {
  let held: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${credentials.key}:${credentials.secret}`).toString("base64");
    try {
      const { token, seconds } = await client.request({
        path: "/auth/accesstoken",
        method: "POST",
        form: { grant_type: "client_credentials" },
        headers: { Authorization: `Basic ${basic}` },
        read: readToken,
      });
      held = { token, expiresAt: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS };
      return token;
    } catch (error) {
      if (error instanceof RemoteRefusedError && [400, 401, 403].includes(error.remoteStatus)) {
        throw new AppError(
          "remote_failed",
          `${EPO_OPS_NAME} did not accept this server's key (status ${error.remoteStatus}). An administrator should check EPO_OPS_KEY and EPO_OPS_SECRET.`,
          { cause: error },
        );
      }
      throw error;
    }
  }

  /** The held token while it is good, else a new one (callers at the same moment share one request). */
  function token(): Promise<string> {
    if (held && held.expiresAt > Date.now()) return Promise.resolve(held.token);
    pending ??= fetchToken().finally(() => (pending = null));
    return pending;
  }

  async function call<T>(request: RemoteRequest<T>): Promise<T> {
    const wasHeld = held !== null && held.expiresAt > Date.now();
    const send = async () => client.request({ ...request, headers: { ...request.headers, Authorization: `Bearer ${await token()}` } });
    try {
      return await send();
    } catch (error) {
      if (!(wasHeld && error instanceof RemoteRefusedError && [400, 401].includes(error.remoteStatus))) throw error;
      held = null;
      return send();
    }
  }

  return { call, token };
}
export type EpoOpsSession = ReturnType<typeof createEpoOpsSession>;

function readToken(body: unknown): { token: string; seconds: number } {
  const token = isRecord(body) ? textOf(body.access_token) : null;
  // expires_in comes as a string of seconds ("1199").
  const seconds = isRecord(body) ? Number(body.expires_in) : NaN;
  if (!token || !Number.isFinite(seconds) || seconds <= 0) throw new RemoteDataError("no access token was given");
  return { token, seconds };
}

/**
 * The CQL query: all of the user's words in the title or abstract (`ta all "…"`), and the
 * publication country (`pn=JP`) when asked. Characters CQL reads as syntax are dropped; null
 * when no word is left.
 */
export function buildEpoOpsQuery(text: string, country?: PatentCountry): string | null {
  const words = text.split(/[^\p{L}\p{N}-]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (!words.length) return null;
  return `ta all "${words.join(" ")}"${country ? ` and pn=${country}` : ""}`;
}

export async function searchEpoOps(
  session: EpoOpsSession,
  input: { q: string; sort: PatentSort; country?: PatentCountry },
): Promise<PatentPage> {
  const cql = buildEpoOpsQuery(input.q, input.country);
  if (!cql) return { patents: [], total: 0 };
  const page = await session.call({
    path: "/rest-services/published-data/search/biblio",
    query: { q: cql, Range: `1-${PATENT_LIMITS.results}` },
    ttlSeconds: EPO_OPS_CACHE_SECONDS,
    // OPS answers a search without matches with 404 (SERVER.EntityNotFound): the empty state.
    acceptStatuses: [404],
    read: parseEpoOpsSearch,
  });
  // OPS has no sort parameter: its order is the relevance; the dates order the page it gave.
  return { total: page.total, patents: input.sort === "relevance" ? rankedBySourceOrder(page.patents) : sortPatents(page.patents, input.sort) };
}

/** A search answer: the patents in OPS's order and its total. Null (the 404 of no matches): none. */
export function parseEpoOpsSearch(body: unknown): PatentPage {
  if (body === null) return { patents: [], total: 0 };
  const search = path(body, "ops:world-patent-data", "ops:biblio-search");
  if (!isRecord(search)) throw new RemoteDataError("the answer was not a patent search");
  const documents = many(path(search, "ops:search-result", "exchange-documents")).flatMap((wrapper) =>
    many(isRecord(wrapper) ? wrapper["exchange-document"] : undefined),
  );
  const patents = documents.flatMap((document) => {
    const patent = isRecord(document) ? mapEpoOpsDocument(document) : null;
    return patent ? [patent] : [];
  });
  const total = Number(textOf(search["@total-result-count"]) ?? NaN);
  return { patents, total: Number.isInteger(total) && total >= patents.length ? total : patents.length };
}

/** One exchange-document as the screen shows it; null without a number. Relevance is set by the caller. */
export function mapEpoOpsDocument(document: Record<string, unknown>): Patent | null {
  const country = textOf(document["@country"])?.toUpperCase() ?? null;
  const number = textOf(document["@doc-number"]);
  if (!country || !number) return null;
  const kindCode = textOf(document["@kind"])?.toUpperCase() ?? null;
  const biblio = isRecord(document["bibliographic-data"]) ? document["bibliographic-data"] : {};
  const title = inEnglish(many(biblio["invention-title"]).map((entry) => ({ lang: attr(entry, "@lang"), text: text(entry) }))) || "Title not reported";
  const abstract =
    inEnglish(
      many(document.abstract).map((entry) => ({
        lang: attr(entry, "@lang"),
        text: many(isRecord(entry) ? entry.p : undefined).map(text).filter(Boolean).join(" "),
      })),
    ) || null;
  const applicants = parties(path(biblio, "parties", "applicants", "applicant"), "applicant-name");
  const id = `${country}${number}`;
  return {
    id,
    kindCode,
    title,
    inventors: parties(path(biblio, "parties", "inventors", "inventor"), "inventor-name"),
    assignee: applicants.length ? applicants.join("; ") : null,
    filingDate: referenceDate(biblio["application-reference"]),
    publicationDate: referenceDate(biblio["publication-reference"]),
    abstract,
    // OPS biblio lists what a patent cites, not what cites it.
    citations: null,
    relevance: null,
    category: assignCategory({ cpcCodes: cpcCodes(biblio), title, abstract: abstract ?? "" }),
    country,
    status: statusFromKindCode(country, kindCode),
    url: `https://worldwide.espacenet.com/patent/search?q=pn%3D${encodeURIComponent(`${id}${kindCode ?? ""}`)}`,
  };
}

/** English where the office gave it, else the first language given. */
function inEnglish(entries: Array<{ lang: string | null; text: string }>): string {
  const given = entries.filter((entry) => entry.text);
  return (given.find((entry) => entry.lang?.toLowerCase() === "en") ?? given[0])?.text ?? "";
}

/**
 * Applicants or inventors. OPS lists each name twice: as `epodoc` ("HELIXA THERAPEUTICS INC [US]",
 * upper case, Latin letters) and as `original` (as filed, possibly in another script). The epodoc
 * names are shown, without the country tag; the original ones where no epodoc name is given.
 */
function parties(list: unknown, nameKey: string): string[] {
  const entries = many(list).filter(isRecord);
  const named = (format: string) =>
    entries
      .filter((entry) => entry["@data-format"] === format)
      .map((entry) => text(path(entry, nameKey, "name")).replace(/\s*\[[A-Z]{2}\]\s*$/, "").replace(/,\s*$/, "").trim())
      .filter(Boolean);
  const epodoc = named("epodoc");
  return [...new Set(epodoc.length ? epodoc : named("original"))];
}

/** The date of a publication or application reference (the docdb document-id first): "20210804" → "2021-08-04". */
function referenceDate(reference: unknown): string | null {
  const ids = many(isRecord(reference) ? reference["document-id"] : undefined).filter(isRecord);
  ids.sort((a, b) => Number(b["@document-id-type"] === "docdb") - Number(a["@document-id-type"] === "docdb"));
  for (const id of ids) {
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text(id.date));
    if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  }
  return null;
}

/** CPC codes from patent-classifications ("A61K39/395"), in the form the categories read. */
function cpcCodes(biblio: Record<string, unknown>): string[] {
  return many(path(biblio, "patent-classifications", "patent-classification")).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const [section, klass, subclass, group, subgroup] = ["section", "class", "subclass", "main-group", "subgroup"].map((key) => text(entry[key]));
    return section && klass && subclass && group ? [`${section}${klass}${subclass}${group}/${subgroup || "00"}`] : [];
  });
}

/** A list of one or many: OPS gives a single entry as the object itself. */
function many(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

function path(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
}

/** The text of an element: its "$", or the string itself. */
function text(value: unknown): string {
  return (isRecord(value) ? textOf(value.$) : textOf(value)) ?? "";
}

function attr(value: unknown, name: string): string | null {
  return isRecord(value) ? textOf(value[name]) : null;
}
