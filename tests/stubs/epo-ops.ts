import type { StubHandler } from "./stub-handler";

/**
 * EPO Open Patent Services 3.2: the token endpoint and the bibliographic search.
 *
 * HAND-WRITTEN, NOT RECORDED: no recorded OPS answer exists (tests/fixtures/recorded/README.md);
 * the patents below are invented (numbers, titles, names). Their shape follows OPS's JSON, an
 * XML-to-JSON conversion (attributes "@name", text "$", a list of one given as the object itself),
 * as read in public OPS clients (docs/decisions.md, "Patents: EPO OPS"):
 * ops:world-patent-data → ops:biblio-search (@total-result-count) → ops:search-result →
 * exchange-documents → exchange-document (@country, @doc-number, @kind, bibliographic-data,
 * abstract). Names come twice, as epodoc ("NAME [US]") and as original.
 *
 * - POST /auth/accesstoken with Basic key:secret and grant_type=client_credentials gives a token
 *   (expires_in "1199"; "30" for EPO_OPS_STUB_SHORT_KEY); another key gets 401.
 * - GET /rest-services/published-data/search/biblio needs `Bearer <token>` of a token given and
 *   not expired (400 "Access token has expired" after expireEpoOpsTokens(), 401 for an unknown one).
 *   `q` is `ta all "<words>"`, optionally ` and pn=<CC>`: a record matches when its title and
 *   abstracts hold every word. No match: 404 SERVER.EntityNotFound, as OPS answers. A query holding
 *   "stub-fail" answers 503. One match is given as an object, not a list, as OPS does.
 */
export const EPO_OPS_STUB_KEY = "ops-key";
export const EPO_OPS_STUB_SECRET = "ops-secret";
/** A key whose tokens last 30 seconds: shorter than the margin the server keeps, so never reused. */
export const EPO_OPS_STUB_SHORT_KEY = "ops-short-key";
export const EPO_OPS_STUB_TOTAL = 312;

export type EpoOpsStubRequest =
  | { kind: "token"; authorization: string | undefined; grantType: string | null }
  | { kind: "search"; authorization: string | undefined; q: string | null; range: string | null };
export const epoOpsStubRequests: EpoOpsStubRequest[] = [];

let tokens = new Set<string>();
let issued = 0;
/** Makes every token given so far expired, as after 20 minutes. */
export function expireEpoOpsTokens(): void {
  tokens = new Set();
}

const thisYear = new Date().getUTCFullYear();
const name = (format: "epodoc" | "original", value: string, key: "applicant-name" | "inventor-name") => ({
  "@sequence": "1",
  "@data-format": format,
  [key]: { name: { $: value } },
});
const applicant = (epodoc: string, original: string) => [name("epodoc", epodoc, "applicant-name"), name("original", original, "applicant-name")];
const inventor = (epodoc: string, original: string) => [name("epodoc", epodoc, "inventor-name"), name("original", original, "inventor-name")];
const docId = (country: string, number: string, kind: string, date: string) => ({
  "document-id": [
    { "@document-id-type": "docdb", country: { $: country }, "doc-number": { $: number }, kind: { $: kind }, date: { $: date } },
    { "@document-id-type": "epodoc", "doc-number": { $: `${country}${number}` }, date: { $: date } },
  ],
});
const cpc = (section: string, klass: string, subclass: string, group: string, subgroup: string) => ({
  "@sequence": "1",
  "classification-scheme": { "@office": "EP", "@scheme": "CPCI" },
  section: { $: section },
  class: { $: klass },
  subclass: { $: subclass },
  "main-group": { $: group },
  subgroup: { $: subgroup },
});

export const EPO_OPS_DOCUMENTS = [
  {
    "@system": "ops.epo.org",
    "@family-id": "61234567",
    "@country": "EP",
    "@doc-number": "3456789",
    "@kind": "B1",
    "bibliographic-data": {
      "publication-reference": docId("EP", "3456789", "B1", "20210804"),
      "application-reference": { "@doc-id": "480001", ...docId("EP", "17712345", "A", "20170310") },
      "invention-title": [
        { "@lang": "de", $: "ANTI-PD-1-ANTIKÖRPER ZUR BEHANDLUNG VON MELANOMEN" },
        { "@lang": "en", $: "ANTI-PD-1 ANTIBODY FOR TREATING MELANOMA IN COMBINATION WITH A CTLA-4 INHIBITOR" },
        { "@lang": "fr", $: "ANTICORPS ANTI-PD-1 POUR LE TRAITEMENT DU MÉLANOME" },
      ],
      parties: {
        applicants: { applicant: applicant("HELIXA THERAPEUTICS INC [US]", "Helixa Therapeutics, Inc.") },
        inventors: { inventor: [...inventor("LINDQVIST ANNA [SE]", "LINDQVIST, Anna"), ...inventor("TANAKA KENJI [JP]", "TANAKA, Kenji")] },
      },
      "patent-classifications": { "patent-classification": [cpc("A", "61", "K", "39", "3955"), cpc("A", "61", "K", "45", "06"), cpc("A", "61", "P", "35", "00")] },
    },
    abstract: [
      { "@lang": "en", "@abstract-source": "translation", p: { $: "An anti-PD-1 antibody administered in combination with a CTLA-4 inhibitor shows a synergistic effect in advanced melanoma." } },
      { "@lang": "de", p: { $: "Ein Anti-PD-1-Antikörper in Kombination mit einem CTLA-4-Inhibitor." } },
    ],
  },
  {
    "@system": "ops.epo.org",
    "@family-id": "71234567",
    "@country": "WO",
    "@doc-number": `${thisYear}123456`,
    "@kind": "A1",
    "bibliographic-data": {
      "publication-reference": docId("WO", `${thisYear}123456`, "A1", `${thisYear}0115`),
      "application-reference": docId("SE", `${thisYear - 1}050123`, "W", `${thisYear - 1}1120`),
      "invention-title": { "@lang": "en", $: "MRNA VACCINE ENCODING A PREFUSION-STABILISED RSV F ANTIGEN" },
      parties: {
        applicants: { applicant: applicant("NORDVIK BIOLOGICS AB [SE]", "NORDVIK BIOLOGICS AB") },
        inventors: { inventor: inventor("BERG INGRID [SE]", "BERG, Ingrid") },
      },
      "patent-classifications": { "patent-classification": cpc("A", "61", "K", "39", "155") },
    },
    abstract: { "@lang": "en", p: { $: "An mRNA vaccine encoding a prefusion-stabilised RSV F protein elicits neutralising antibody responses." } },
  },
  {
    "@system": "ops.epo.org",
    "@family-id": "65432100",
    "@country": "JP",
    "@doc-number": "2020123456",
    "@kind": "A",
    "bibliographic-data": {
      "publication-reference": docId("JP", "2020123456", "A", "20200820"),
      "application-reference": docId("JP", "2019024567", "A", "20190214"),
      // A Japanese title only, and no abstract: the title is shown as given.
      "invention-title": { "@lang": "ja", $: "抗体精製方法 ANTIBODY PURIFICATION" },
      parties: {
        // Original names only.
        applicants: { applicant: { "@sequence": "1", "@data-format": "original", "applicant-name": { name: { $: "KAIROS PHARMA CO LTD" } } } },
      },
    },
  },
  {
    "@system": "ops.epo.org",
    "@family-id": "70000001",
    "@country": "US",
    "@doc-number": "2022012345",
    "@kind": "A1",
    "bibliographic-data": {
      "publication-reference": docId("US", "2022012345", "A1", "20220113"),
      "application-reference": docId("US", "202117371234", "A", "20210709"),
      "invention-title": { "@lang": "en", $: "METHOD FOR DETECTING CIRCULATING TUMOR DNA WITH AN ANTIBODY CAPTURE ASSAY" },
      parties: {
        applicants: { applicant: applicant("MERIDIAN DIAGNOSTICS CORP [US]", "Meridian Diagnostics Corp.") },
        inventors: { inventor: inventor("CHEN MEI [US]", "Chen, Mei") },
      },
      "patent-classifications": { "patent-classification": [cpc("C", "12", "Q", "1", "6886"), cpc("G", "01", "N", "33", "57484")] },
    },
    abstract: { "@lang": "en", p: [{ $: "An assay for detecting circulating tumor DNA in plasma," }, { $: "captured by an antibody, for the diagnosis of cancer." }] },
  },
];

type Document = (typeof EPO_OPS_DOCUMENTS)[number];
const texts = (value: unknown): string[] =>
  value === null || value === undefined
    ? []
    : typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(texts)
        : typeof value === "object"
          ? Object.entries(value).flatMap(([key, inner]) => (key.startsWith("@") ? [] : texts(inner)))
          : [];
const searchable = (document: Document) =>
  [...texts(document["bibliographic-data"]["invention-title"]), ...texts("abstract" in document ? document.abstract : undefined)].join(" ").toLowerCase();

export const handleEpoOps: StubHandler = async (request, response, path, url) => {
  const authorization = request.headers.authorization;
  const send = (status: number, body: string, type = "application/json") => {
    response.writeHead(status, { "content-type": type, "X-Throttling-Control": "idle (other=green:1000, retrieval=green:200, search=green:30)" }).end(body);
    return true;
  };
  const fault = (status: number, code: string, message: string) =>
    send(status, `<fault xmlns="http://ops.epo.org"><code>${code}</code><message>${message}</message></fault>`, "application/xml");

  if (path === "/auth/accesstoken") {
    if (request.method !== "POST") return fault(405, "CLIENT.MethodNotAllowed", "POST only");
    let body = "";
    for await (const chunk of request) body += String(chunk);
    const grantType = new URLSearchParams(body).get("grant_type");
    epoOpsStubRequests.push({ kind: "token", authorization, grantType });
    const [key, secret] = Buffer.from(authorization?.replace(/^Basic /, "") ?? "", "base64").toString().split(":");
    const known = (key === EPO_OPS_STUB_KEY || key === EPO_OPS_STUB_SHORT_KEY) && secret === EPO_OPS_STUB_SECRET;
    if (!authorization?.startsWith("Basic ") || !known) {
      return send(401, JSON.stringify({ error: "invalid_client", error_description: "Client credentials are invalid" }));
    }
    if (grantType !== "client_credentials") return send(400, JSON.stringify({ error: "unsupported_grant_type" }));
    issued += 1;
    const token = `stub-token-${issued}`;
    tokens.add(token);
    return send(200, JSON.stringify({ token_type: "BearerToken", access_token: token, expires_in: key === EPO_OPS_STUB_SHORT_KEY ? "30" : "1199", status: "approved" }));
  }

  if (path !== "/rest-services/published-data/search/biblio") return false;
  const q = url.searchParams.get("q");
  epoOpsStubRequests.push({ kind: "search", authorization, q, range: url.searchParams.get("Range") });
  const token = authorization?.replace(/^Bearer /, "") ?? "";
  if (!authorization?.startsWith("Bearer ") || !/^stub-token-\d+$/.test(token)) return fault(401, "CLIENT.InvalidAccessToken", "Invalid access token");
  if (!tokens.has(token)) return fault(400, "CLIENT.InvalidAccessToken", "Access token has expired");
  const query = /^ta all "([^"]*)"(?: and pn=([A-Z]{2}))?$/.exec(q ?? "");
  if (!query) return fault(400, "CLIENT.CQL", "Invalid CQL query");
  if (query[1]!.includes("stub-fail")) return fault(503, "SERVER.DomainAccess", "Service unavailable");
  const words = query[1]!.toLowerCase().split(" ").filter(Boolean);
  const matches = EPO_OPS_DOCUMENTS.filter(
    (document) => (!query[2] || document["@country"] === query[2]) && words.every((word) => searchable(document).includes(word)),
  );
  if (!matches.length) return fault(404, "SERVER.EntityNotFound", "No results found");
  const documents = matches.map((document) => ({ "exchange-document": document }));
  const body = {
    "ops:world-patent-data": {
      "@xmlns": { ops: "http://ops.epo.org", $: "http://www.epo.org/exchange" },
      "ops:biblio-search": {
        "@total-result-count": String(matches.length === EPO_OPS_DOCUMENTS.length ? EPO_OPS_STUB_TOTAL : matches.length),
        "ops:query": { "@syntax": "CQL", $: q },
        "ops:range": { "@begin": "1", "@end": String(matches.length) },
        "ops:search-result": { "exchange-documents": documents.length === 1 ? documents[0] : documents },
      },
    },
  };
  return send(200, JSON.stringify(body));
};
