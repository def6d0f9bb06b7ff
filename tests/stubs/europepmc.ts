import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import type { StubHandler } from "./stub-handler";
import { searchPatents } from "./europepmc-patents";

/**
 * Europe PMC under /europepmc and the bioRxiv API under /biorxiv (data-sources.md §1).
 * Searches replay tests/fixtures/recorded/europepmc-search-preprints.json whatever the words, and
 * patent searches (`SRC:PAT`) the hand-written records of europepmc-patents.ts; a query containing
 * "stub-fail" answers 503 (plain text, as during maintenance), "stub-empty" answers no hits and
 * "stub-errcode" an error inside HTTP 200.
 */
const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/recorded");
const preprints = JSON.parse(readFileSync(path.join(FIXTURES, "europepmc-search-preprints.json"), "utf8")) as {
  hitCount: number;
  resultList: { result: Array<{ doi?: string; title?: string; authorString?: string; firstPublicationDate?: string }> };
} & Record<string, unknown>;

/** Subject categories of the recorded preprints' DOIs. */
const STUB_CATEGORIES: Record<string, string> = {
  "10.1101/2025.06.13.25329599": "epidemiology",
  "10.1101/2025.06.10.658949": "cancer biology",
  "10.1101/2025.05.29.656750": "bioinformatics",
  "10.1101/2025.06.05.25329031": "health systems and quality improvement",
};
/** bioRxiv answers this one with HTTP 200 and an empty body, a failure seen live (§1.6). */
const STUB_EMPTY_BODY_DOI = "10.1101/2025.06.11.659108";

function send(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  return true;
}

function search(response: ServerResponse, url: URL): true {
  const query = url.searchParams.get("query") ?? "";
  if (query.includes("stub-fail")) {
    response.writeHead(503, { "content-type": "text/plain" }).end("Service temporarily unavailable for maintenance");
    return true;
  }
  if (query.includes("stub-errcode")) return send(response, 200, { errCode: 404, errMsg: "Invalid page size provided." });
  const request = { queryString: query, resultType: url.searchParams.get("resultType") ?? "lite", cursorMark: "*", pageSize: Number(url.searchParams.get("pageSize") ?? 25), sort: "", synonym: false };
  if (query.includes("stub-empty")) {
    return send(response, 200, { version: "6.9", hitCount: 0, request, resultList: { result: [] } });
  }
  if (query.includes("SRC:PAT")) return searchPatents(response, url);
  return send(response, 200, { ...preprints, request });
}

/**
 * GET /details/{server}/{doi}/na/json. No complete recorded body exists (fixtures README), so
 * these answers are written from the documented shape in data-sources.md §1.6; the categories are
 * ours, the titles, authors and dates come from the recorded Europe PMC records.
 */
function details(response: ServerResponse, subPath: string): boolean {
  const match = /^\/details\/(biorxiv|medrxiv)\/(10\.\d+\/.+)\/na\/json$/.exec(subPath);
  if (!match) return false;
  const [, server, doi] = match as unknown as [string, string, string];
  if (doi === STUB_EMPTY_BODY_DOI) {
    response.writeHead(200, { "content-type": "application/json" }).end("");
    return true;
  }
  const record = preprints.resultList.result.find((item) => item.doi === doi);
  const category = STUB_CATEGORIES[doi];
  if (!record || !category) return send(response, 200, { messages: [{ status: "no posts found" }], collection: [] });
  const authors = (record.authorString ?? "").replace(/\.$/, "").split(", ").join("; ");
  return send(response, 200, {
    messages: [{ status: "ok" }],
    collection: [
      {
        title: record.title,
        authors,
        doi,
        date: record.firstPublicationDate,
        version: "1",
        type: "new results",
        license: "cc_by",
        category,
        abstract: "",
        funder: "NA",
        published: "NA",
        server: server === "biorxiv" ? "bioRxiv" : "medRxiv",
      },
    ],
  });
}

export const handleEuropePmc: StubHandler = (_request, response, subPath, url) => {
  if (url.pathname.startsWith("/europepmc")) {
    return subPath === "/search" ? search(response, url) : false;
  }
  return details(response, subPath);
};
