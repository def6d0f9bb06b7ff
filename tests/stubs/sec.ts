import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import type { StubHandler } from "./stub-handler";

/**
 * SEC EDGAR under /sec-www (company list, filing documents), /sec-data (submissions, XBRL
 * companyfacts) and /sec-efts (full-text search), replaying tests/fixtures/recorded/sec-*.json
 * (data-sources.md §2). Like SEC, it refuses a request without a declared User-Agent (403).
 * A query containing "stub-fail" answers 503; a company with nothing recorded answers 404.
 */

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/recorded");
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, name), "utf8"));

// The recorded company list holds six companies; the real one about ten thousand. Written
// entries (not recorded; "Padding Entity n", ticker "ZZn") bring it to the real size so that
// parsing and matching cost what they cost in production.
const REAL_TICKER_COUNT = 10_000;
const TICKERS: Record<string, unknown> = { ...(read("sec-company-tickers.json") as Record<string, unknown>) };
for (let index = 0; Object.keys(TICKERS).length < REAL_TICKER_COUNT; index += 1) {
  TICKERS[`p${index}`] = { cik_str: 9_000_000 + index, ticker: `ZZ${index}`, title: `Padding Entity ${index}` };
}
const TICKERS_JSON = JSON.stringify(TICKERS);

type Recorded = { path: string; userAgent: string | undefined };
/** Every request the stub received, for tests that check what the server sent. */
export const secRequests: Recorded[] = [];

const TSLA = "0001318605";
const SNOW = "0001640147";
const LPA = "0001997711";

// Not recorded: SNOW's and LPA's submissions are written in the documented columnar shape (§2.3)
// from the accession numbers, forms and dates of their recorded companyfacts.
function submissions(cik: string, name: string, ticker: string, rows: Array<[string, string, string, string, string]>) {
  const column = (index: number) => rows.map((row) => row[index]);
  return {
    cik: String(Number(cik)),
    entityType: "operating",
    name,
    tickers: [ticker],
    exchanges: ["NYSE"],
    description: "",
    filings: {
      recent: {
        accessionNumber: column(0),
        filingDate: column(1),
        reportDate: column(2),
        form: column(3),
        primaryDocument: column(4),
        primaryDocDescription: column(3),
      },
      files: [],
    },
  };
}

const SUBMISSIONS: Record<string, unknown> = {
  [TSLA]: read("sec-submissions-tsla.json"),
  [SNOW]: submissions(SNOW, "Snowflake Inc.", "SNOW", [
    ["0001640147-25-000110", "2025-05-30", "2025-04-30", "10-Q", "snow-20250430.htm"],
    ["0001640147-25-000052", "2025-03-21", "2025-01-31", "10-K", "snow-20250131.htm"],
    ["0001640147-24-000250", "2024-11-27", "2024-10-31", "10-Q", "snow-20241031.htm"],
    ["0001640147-24-000101", "2024-03-26", "2024-01-31", "10-K", "snow-20240131.htm"],
    ["0001640147-23-000030", "2023-03-29", "2023-01-31", "10-K", "snow-20230131.htm"],
  ]),
  [LPA]: submissions(LPA, "Logistic Properties of the Americas", "LPA", [
    ["0001641172-25-002932", "2025-04-07", "2024-12-31", "20-F/A", "form20-fa.htm"],
    ["0001997711-25-000030", "2025-04-02", "2024-12-31", "20-F", "lpa-20241231.htm"],
    ["0001493152-24-016772", "2024-04-26", "2023-12-31", "20-F", "form20-f.htm"],
  ]),
};

const COMPANY_FACTS: Record<string, unknown> = {
  [SNOW]: read("sec-companyfacts-us-gaap.json"),
  [LPA]: read("sec-companyfacts-ifrs-full-20f.json"),
};

// Not recorded: filing documents, written as the item headings of §2.6 lay them out (a table of
// contents first, then the items), with words from each company's own description.
function tenK(business: string[], risks: string[]): string {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p style="font-size:10pt">${line}</p>`).join("");
  const headlines = risks
    .map((headline) => `<p><span style="font-weight:700;font-style:italic">${headline}</span></p><p>${"Our results could suffer. This risk is described at length in the filing. ".repeat(3)}</p>`)
    .join("");
  return `<html><head><title>10-K</title></head><body>
<div><b>TABLE OF CONTENTS</b></div>
<table><tr><td>Item 1.</td><td>Business</td><td>4</td></tr><tr><td>Item 1A.</td><td>Risk Factors</td><td>12</td></tr>
<tr><td>Item 2.</td><td>Properties</td><td>40</td></tr><tr><td>Item 7.</td><td>Management&#8217;s Discussion and Analysis</td><td>45</td></tr></table>
<div><span style="font-weight:700">Item 1. Business</span></div>${paragraphs(business)}
<div><span style="font-weight:700">Item 1A. Risk Factors</span></div><p><b>Risks Related to Our Business and Industry</b></p>${headlines}
<div><span style="font-weight:700">Item 2. Properties</span></div><p>Our headquarters are leased.</p>
<div><span style="font-weight:700">Item 7. Management&#8217;s Discussion and Analysis of Financial Condition</span></div><p>Revenue increased.</p>
</body></html>`;
}

function twentyF(business: string[], risks: string[]): string {
  return `<html><body>
<p>TABLE OF CONTENTS</p><p>Item 3. Key Information 5</p><p>Item 4. Information on the Company 30</p><p>Item 5. Operating and Financial Review and Prospects 50</p>
<p><b>Item 3. Key Information</b></p><p><b>D. Risk Factors</b></p>${risks.map((risk) => `<p><i>${risk}</i></p><p>${"This could adversely affect our business. It is described in the filing. ".repeat(3)}</p>`).join("")}
<p><b>Item 4. Information on the Company</b></p><p><b>B. Business Overview</b></p>${business.map((line) => `<p>${line}</p>`).join("")}
<p><b>Item 4A. Unresolved Staff Comments</b></p><p>None.</p>
<p><b>Item 5. Operating and Financial Review and Prospects</b></p><p>Rental revenue grew.</p>
</body></html>`;
}

const SNOW_DOCUMENT = tenK(
  [
    "Snowflake delivers the AI Data Cloud, a global network where thousands of organizations mobilize data with near-unlimited scale, concurrency, and performance.",
    "Our platform is the innovative technology that powers the AI Data Cloud, enabling customers to consolidate data into a single source of truth to drive meaningful insights.",
  ],
  [
    "We face intense competition, which could harm our results of operations.",
    "Unfavorable conditions in our industry or the global economy, including inflation and interest rates, could limit our ability to grow.",
    "If we experience a cybersecurity incident or security breach, our platform may be perceived as insecure.",
    "We may not adequately protect our intellectual property rights, including patents and trade secrets.",
    "We are subject to litigation and legal proceedings that could be costly.",
  ],
);

const LPA_DOCUMENT = twentyF(
  [
    "Logistic Properties of the Americas is a leading developer, owner and manager of institutional quality, Class A industrial and logistics real estate in Central and South America.",
    "We own a portfolio of logistics facilities in Costa Rica, Colombia and Peru leased to multinational and regional customers.",
  ],
  [
    "Fluctuations in foreign currency exchange rates could reduce the value of our rental income.",
    "We face competition from other developers of logistics real estate in our markets.",
    "Changes in government regulation in the countries where we operate could increase our costs.",
  ],
);

const TSLA_DOCUMENT = tenK(
  [
    "We design, develop, manufacture, sell and lease high-performance fully electric vehicles and energy generation and storage systems, and offer services related to our products.",
  ],
  [
    "We may experience delays in launching and ramping the production of our products, and our suppliers may fail to deliver components.",
    "We face strong competition for our products and services from a growing list of established and new competitors.",
  ],
);

const DOCUMENTS: Record<string, string> = {
  "/Archives/edgar/data/1640147/000164014725000052/snow-20250131.htm": SNOW_DOCUMENT,
  "/Archives/edgar/data/1640147/000164014724000101/snow-20240131.htm": SNOW_DOCUMENT,
  "/Archives/edgar/data/1997711/000199771125000030/lpa-20241231.htm": LPA_DOCUMENT,
  "/Archives/edgar/data/1997711/000149315224016772/form20-f.htm": LPA_DOCUMENT,
  "/Archives/edgar/data/1318605/000095017022000796/tsla-20211231.htm": TSLA_DOCUMENT,
  // The amendment's document is missing (404): its result keeps empty sections.
};

// Not recorded: EDGAR full-text search hits, in the shape of the one real hit quoted in §2.4.
// A query matches the documents above whose text holds every word.
function fullTextSearch(query: string, forms: string[]) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = [
    { cik: SNOW, name: "Snowflake Inc.  (SNOW)  (CIK 0001640147)", adsh: "0001640147-25-000052", form: "10-K", file: "snow-20250131.htm", date: "2025-03-21", period: "2025-01-31", text: SNOW_DOCUMENT },
    { cik: LPA, name: "Logistic Properties of the Americas  (LPA)  (CIK 0001997711)", adsh: "0001997711-25-000030", form: "20-F", file: "lpa-20241231.htm", date: "2025-04-02", period: "2024-12-31", text: LPA_DOCUMENT },
    { cik: TSLA, name: "Tesla, Inc.  (TSLA)  (CIK 0001318605)", adsh: "0000950170-22-000796", form: "10-K", file: "tsla-20211231.htm", date: "2022-02-07", period: "2021-12-31", text: TSLA_DOCUMENT },
  ].filter((hit) => forms.includes(hit.form) && words.every((word) => hit.text.toLowerCase().includes(word)));
  return {
    took: 12,
    timed_out: false,
    hits: {
      total: { value: hits.length, relation: "eq" },
      max_score: hits.length ? 10.79173 : null,
      hits: hits.map((hit, index) => ({
        _index: "edgar_file",
        _id: `${hit.adsh}:${hit.file}`,
        _score: 10.79173 - index,
        _source: {
          ciks: [hit.cik],
          period_ending: hit.period,
          display_names: [hit.name],
          root_forms: [hit.form],
          file_date: hit.date,
          form: hit.form,
          adsh: hit.adsh,
          file_type: hit.form,
          file_description: hit.form,
          items: [],
        },
      })),
    },
    aggregations: { form_filter: { buckets: hits.map((hit) => ({ key: hit.form, doc_count: 1 })) } },
  };
}

function send(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  return true;
}

export const handleSec: StubHandler = (request, response, servicePath, url) => {
  if (request.method !== "GET") return false;
  const userAgent = request.headers["user-agent"];
  secRequests.push({ path: url.pathname + url.search, userAgent });
  // SEC refuses undeclared tools (data-sources.md §2.1): a User-Agent needs a contact address.
  if (!userAgent || !userAgent.includes("@")) {
    response.writeHead(403, { "content-type": "text/html" }).end("<html><body>Undeclared Automated Tool</body></html>");
    return true;
  }
  const host = url.pathname.slice(0, url.pathname.length - servicePath.length);

  if (host === "/sec-www") {
    if (servicePath === "/files/company_tickers.json") {
      response.writeHead(200, { "content-type": "application/json" }).end(TICKERS_JSON);
      return true;
    }
    const document = DOCUMENTS[servicePath];
    if (document) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(document);
      return true;
    }
    response.writeHead(404, { "content-type": "text/html" }).end("<html><body>Not Found</body></html>");
    return true;
  }

  if (host === "/sec-data") {
    const submission = /^\/submissions\/CIK(\d{10})\.json$/.exec(servicePath);
    const facts = /^\/api\/xbrl\/companyfacts\/CIK(\d{10})\.json$/.exec(servicePath);
    const found = submission ? SUBMISSIONS[submission[1]!] : facts ? COMPANY_FACTS[facts[1]!] : undefined;
    if (found) return send(response, 200, found);
    // data.sec.gov answers an unknown CIK with an XML "NoSuchKey" 404.
    response.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
    return true;
  }

  if (host === "/sec-efts" && servicePath === "/search-index") {
    const query = url.searchParams.get("q") ?? "";
    if (query.includes("stub-fail")) return send(response, 503, { message: "Service Unavailable (stub)" });
    return send(response, 200, fullTextSearch(query, (url.searchParams.get("forms") ?? "10-K,20-F").split(",")));
  }
  return false;
};
