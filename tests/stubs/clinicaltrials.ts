import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import type { StubHandler } from "./stub-handler";

/**
 * ClinicalTrials.gov API v2 under /ctgov, replaying tests/fixtures/recorded/clinicaltrials-*.json
 * (data-sources.md §3). A replay, not a search engine: which recording answers depends on the kind
 * of request, not on the words searched. Any parameter containing "stub-fail" answers 503,
 * "stub-empty" answers no studies.
 */
type Study = { protocolSection: { identificationModule: { nctId: string } } };
type Page = { studies: Study[]; totalCount?: number; nextPageToken?: string };

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/recorded");
const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(FIXTURES, name), "utf8")) as T;

const page1 = read<Page>("clinicaltrials-search-page1.json");
const page2 = read<Page>("clinicaltrials-search-page2.json");
const recruiting = read<Page>("clinicaltrials-search-recruiting.json");
const fullRecords = read<Page>("clinicaltrials-search-full-records.json");
const study = read<Study>("clinicaltrials-study-nct02576665.json");

const everyStudy: Study[] = [...fullRecords.studies, study, ...recruiting.studies, ...page1.studies, ...page2.studies];

function send(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  return true;
}

export const handleClinicalTrials: StubHandler = (request, response, servicePath, url) => {
  if (request.method !== "GET") return false;
  const params = url.searchParams;
  const values = [...params.values()].join(" ");
  if (values.includes("stub-fail")) return send(response, 503, { message: "Service Unavailable (stub)" });
  // The real API has no filter.phase and answers 400 (data-sources.md §3.2).
  if (params.has("filter.phase")) return send(response, 400, { message: "Unknown parameter filter.phase" });

  const single = /^\/studies\/(NCT\d{8})$/.exec(servicePath);
  if (single) {
    const found = everyStudy.find((candidate) => candidate.protocolSection.identificationModule.nctId === single[1]);
    return found ? send(response, 200, found) : send(response, 404, { message: `${single[1]} not found` });
  }
  if (servicePath !== "/studies") return false;

  if (values.includes("stub-empty")) return send(response, 200, { studies: [], totalCount: 0 });

  const ids = params.get("filter.ids");
  if (ids) {
    const wanted = new Set(ids.split(/[,|]/));
    return send(response, 200, { studies: everyStudy.filter((candidate) => wanted.has(candidate.protocolSection.identificationModule.nctId)) });
  }

  const token = params.get("pageToken");
  if (token === page1.nextPageToken) return send(response, 200, page2);
  // The recording stops after page 2; its token gets an empty last page (documented shape, §3.4).
  if (token) return send(response, 200, { studies: [] });

  // Patient matching asks for recruiting studies with eligibility fields. The recorded recruiting
  // page has no eligibility text, so the full records and the single study follow it as recorded:
  // completed, withdrawn and terminated, some of other conditions. The server must not take them
  // for recruiting (the status check), and they carry criteria, sexes and sites to read.
  if (params.has("query.cond") && params.get("filter.overallStatus") === "RECRUITING") {
    return send(response, 200, { studies: [...recruiting.studies, ...fullRecords.studies, study], totalCount: 7 });
  }
  return send(response, 200, page1);
};
