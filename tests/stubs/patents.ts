import type { IncomingMessage } from "node:http";
import type { StubHandler } from "./stub-handler";

/**
 * PatentsView PatentSearch API (GET /patent/ with JSON in q, f, s, o). No real response was ever
 * recorded (shared/fixtures/recorded/README.md), so these answers are written from the documented
 * shape in data-sources.md §4.1: `{ error, count, total_hits, patents: [...] }`, nested arrays of
 * inventors, assignees, cpc_current and application (an array for some records, an object for one,
 * as §4.1 says both are seen). The patents are invented.
 *
 * Test hooks: the key must be PATENTSVIEW_STUB_KEY (401 without a key, 403 with another); a query
 * containing "stub-fail" answers 503; "stub-empty" answers no patents. Requests are recorded.
 */
export const PATENTSVIEW_STUB_KEY = "test-key";
export const PATENTSVIEW_STUB_TOTAL_HITS = 1234;

export type PatentsViewStubRequest = { path: string; apiKey: string | undefined; q: unknown; f: unknown; s: unknown; o: unknown };
export const patentsViewStubRequests: PatentsViewStubRequest[] = [];

const thisYear = new Date().getUTCFullYear();

const PATENTS = [
  {
    patent_id: "11234567",
    patent_title: "Anti-PD-1 antibody in combination with a CTLA-4 inhibitor for treating melanoma",
    patent_abstract:
      "A combination therapy comprising an anti-PD-1 antibody administered in combination with a CTLA-4 inhibitor, showing a synergistic effect in patients with advanced melanoma.",
    patent_date: "2022-03-15",
    patent_num_times_cited_by_us_patents: 12,
    patent_earliest_application_date: "2019-06-01",
    application: [{ filing_date: "2019-06-01" }],
    inventors: [
      { inventor: "https://search.patentsview.org/api/v1/inventor/fl:a_ln:lindqvist-1/", inventor_name_first: "Anna", inventor_name_last: "Lindqvist", inventor_sequence: 0 },
      { inventor: "https://search.patentsview.org/api/v1/inventor/fl:k_ln:tanaka-2/", inventor_name_first: "Kenji", inventor_name_last: "Tanaka", inventor_sequence: 1 },
    ],
    assignees: [{ assignee_organization: "Helixa Therapeutics Inc." }],
    cpc_current: [{ cpc_group_id: "A61K39/3955" }, { cpc_group_id: "A61K45/06" }, { cpc_group_id: "A61P35/00" }],
  },
  {
    patent_id: "10987654",
    patent_title: "Method for detecting circulating tumor DNA with an antibody capture assay",
    patent_abstract: "An assay for detecting circulating tumor DNA in plasma as a biomarker for diagnosis of cancer.",
    patent_date: "2021-06-01",
    patent_num_times_cited_by_us_patents: 30,
    patent_earliest_application_date: "2018-02-11",
    application: { filing_date: "2018-02-12" },
    inventors: [{ inventor_name_first: "Mei", inventor_name_last: "Chen" }],
    assignees: [{ assignee_organization: "Meridian Diagnostics Corp." }],
    cpc_current: [{ cpc_group_id: "C12Q1/6886" }, { cpc_group_id: "G01N33/57484" }],
  },
  {
    patent_id: "11500001",
    patent_title: "Process for purifying monoclonal antibodies",
    patent_abstract: "A process for the purification of an antibody by protein A chromatography and viral filtration at manufacturing scale.",
    patent_date: "2023-01-10",
    patent_num_times_cited_by_us_patents: 0,
    patent_earliest_application_date: "2020-09-30",
    inventors: [],
    assignees: [],
    cpc_current: [{ cpc_group_id: "C07K1/22" }, { cpc_group_id: "B01D15/3809" }],
  },
  {
    patent_id: "11700002",
    patent_title: "Small molecule KRAS G12C inhibitors",
    patent_abstract: "Compounds that inhibit KRAS G12C, pharmaceutical compositions comprising them and an antibody-free route to their use.",
    patent_date: `${thisYear}-02-03`,
    patent_num_times_cited_by_us_patents: 2,
    patent_earliest_application_date: `${thisYear - 3}-05-20`,
    application: [{ filing_date: `${thisYear - 3}-05-20` }],
    inventors: [{ inventor_name_first: "Priya", inventor_name_last: "Patel" }],
    assignees: [{ assignee_organization: "Nordvik Biologics AB" }],
    cpc_current: [{ cpc_group_id: "C07D471/04" }, { cpc_group_id: "A61K31/519" }],
  },
];

function firstHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseJson(value: string | null): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return Symbol.for("invalid");
  }
}

export const handlePatents: StubHandler = (request, response, path, url) => {
  if (path !== "/patent/" && path !== "/patent") return false;
  const apiKey = firstHeader(request, "x-api-key");
  const [q, f, s, o] = ["q", "f", "s", "o"].map((name) => parseJson(url.searchParams.get(name)));
  patentsViewStubRequests.push({ path, apiKey, q, f, s, o });
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
    return true;
  };

  if (!apiKey) return send(401, { detail: "Authentication credentials were not provided." });
  if (apiKey !== PATENTSVIEW_STUB_KEY) return send(403, { detail: "Invalid API key." });
  if ([q, f, s, o].includes(Symbol.for("invalid")) || q === undefined) {
    return send(400, { error: true }, { "X-Status-Reason": "Invalid query parameters", "X-Status-Reason-Code": "ERR_Q" });
  }
  const queryText = JSON.stringify(q);
  if (queryText.includes("stub-fail")) return send(503, { detail: "Service unavailable" });
  if (queryText.includes("stub-empty")) return send(200, { error: false, count: 0, total_hits: 0, patents: [] });

  const sort = Array.isArray(s) ? (s[0] as Record<string, string> | undefined)?.patent_date : undefined;
  const size = typeof o === "object" && o !== null && "size" in o ? Number((o as { size: unknown }).size) : 100;
  const patents = [...PATENTS]
    .sort((a, b) => a.patent_date.localeCompare(b.patent_date) * (sort === "desc" ? -1 : 1))
    .slice(0, size);
  return send(200, { error: false, count: patents.length, total_hits: PATENTSVIEW_STUB_TOTAL_HITS, patents });
};
