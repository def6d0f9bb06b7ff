import type { ServerResponse } from "node:http";

/**
 * Europe PMC's patent records (source PAT), for searches whose query holds `SRC:PAT`.
 *
 * HAND-WRITTEN, NOT RECORDED: no recorded Europe PMC answer with patent records was found
 * (tests/fixtures/recorded/README.md). The records below are invented (numbers, titles, names);
 * their shape follows the EBI Europe PMC Web Service Reference 6.9.0 (§6, searchPublications
 * output, `core`): id, source, title, authorString, authorList, pubYear, abstractText,
 * citedByCount, firstIndexDate, firstPublicationDate and `patentDetails` (countryCode, country,
 * typeCode, typeDescription, classifierList, application, priorityList, familyList), with the
 * envelope of the recorded preprint answers (version, hitCount, request, resultList). Lists are
 * objects holding an array, as in the recorded `core` answer (`authorList: { author: [...] }`).
 * One record reports no citedByCount and no abstract, one no patentDetails at all.
 *
 * A record matches when its title and abstract hold every word of the user's text; `sort`
 * `P_PDATE_D asc|desc` orders by firstPublicationDate, otherwise the records keep this order
 * (Europe PMC's relevance). Requests are recorded for the server tests.
 */
export type EuropePmcPatentRequest = { query: string; resultType: string | null; pageSize: string | null; sort: string | null; format: string | null };
export const europePmcPatentRequests: EuropePmcPatentRequest[] = [];

const thisYear = new Date().getUTCFullYear();

type Classifier = { classification: string; classificationType: string };
const details = (
  countryCode: string,
  country: string,
  typeCode: string,
  typeDescription: string,
  classifiers: Classifier[],
  application: { applicationNumber: string; applicationDate: string },
) => ({
  countryCode,
  country,
  typeCode,
  typeDescription,
  classifierList: { classifier: classifiers },
  application: { ...application, orderIn: 0 },
  priorityList: { priority: [{ priorityNumber: application.applicationNumber, priorityDate: application.applicationDate, orderIn: 0 }] },
  familyList: { family: [{ familyNumber: `${application.applicationNumber.slice(2)}`, orderIn: 0 }] },
});
const flags = { isOpenAccess: "N", inEPMC: "N", inPMC: "N", hasPDF: "N", hasReferences: "N", hasTextMinedTerms: "N", hasDbCrossReferences: "N" };
const authors = (...names: string[]) => ({ authorString: `${names.join(", ")}.`, authorList: { author: names.map((fullName) => ({ fullName })) } });

export const EUROPEPMC_PATENT_RECORDS = [
  {
    id: "EP3456789",
    source: "PAT",
    title: "ANTI-PD-1 ANTIBODY FOR USE IN TREATING MELANOMA IN COMBINATION WITH A CTLA-4 INHIBITOR",
    ...authors("HELIXA THERAPEUTICS INC", "LINDQVIST ANNA", "TANAKA KENJI"),
    pubYear: "2021",
    abstractText:
      "The invention relates to an anti-PD-1 antibody administered in combination with a CTLA-4 inhibitor, which shows a synergistic effect in patients with advanced melanoma.",
    patentDetails: details(
      "EP",
      "European Patent Office",
      "B1",
      "Patent specification",
      [
        { classification: "A61K39/395", classificationType: "IPC" },
        { classification: "A61K45/06", classificationType: "IPC" },
        { classification: "A61P35/00", classificationType: "IPC" },
      ],
      { applicationNumber: "EP17712345", applicationDate: "2017-03-10" },
    ),
    ...flags,
    citedByCount: 3,
    firstIndexDate: "2021-08-12",
    firstPublicationDate: "2021-08-04",
  },
  {
    id: `WO${thisYear}123456`,
    source: "PAT",
    title: "MRNA VACCINE ENCODING A PREFUSION-STABILISED RSV F ANTIGEN",
    ...authors("NORDVIK BIOLOGICS AB", "BERG INGRID"),
    pubYear: String(thisYear),
    abstractText:
      "<p>An mRNA vaccine encoding a prefusion-stabilised respiratory syncytial virus F protein elicits neutralising <i>antibody</i> responses after a single dose.</p>",
    patentDetails: details(
      "WO",
      "World Intellectual Property Organization",
      "A1",
      "International application published with international search report",
      [{ classification: "A61K39/155", classificationType: "IPC" }],
      { applicationNumber: `PCT/SE${thisYear - 1}/050123`, applicationDate: `${thisYear - 1}-11-20` },
    ),
    ...flags,
    citedByCount: 0,
    firstIndexDate: `${thisYear}-01-22`,
    firstPublicationDate: `${thisYear}-01-15`,
  },
  {
    id: "US2022012345",
    source: "PAT",
    title: "METHOD FOR DETECTING CIRCULATING TUMOR DNA WITH AN ANTIBODY CAPTURE ASSAY",
    ...authors("MERIDIAN DIAGNOSTICS CORP", "CHEN MEI"),
    pubYear: "2022",
    abstractText: "An assay for detecting circulating tumor DNA in plasma, captured by an antibody, as a biomarker for the diagnosis of cancer.",
    patentDetails: details(
      "US",
      "United States of America",
      "A1",
      "Patent application publication",
      [
        { classification: "G01N33/574", classificationType: "IPC" },
        { classification: "C12Q1/6886", classificationType: "IPC" },
      ],
      { applicationNumber: "US202117371234", applicationDate: "2021-07-09" },
    ),
    ...flags,
    citedByCount: 1,
    firstIndexDate: "2022-01-20",
    firstPublicationDate: "2022-01-13",
  },
  {
    id: "JP2020123456",
    source: "PAT",
    title: "ANTIBODY PURIFICATION PROCESS",
    // A lite-style record: authorString only, no abstract and no citation count.
    authorString: "KAIROS PHARMA CO., LTD., NAKAMURA YUKI.",
    pubYear: "2020",
    patentDetails: details(
      "JP",
      "Japan",
      "A",
      "Unexamined patent application",
      [{ classification: "C07K1/22", classificationType: "IPC" }],
      { applicationNumber: "JP20190024567", applicationDate: "2019-02-14" },
    ),
    ...flags,
    firstIndexDate: "2020-09-01",
    firstPublicationDate: "2020-08-20",
  },
  {
    id: "DE102019000123",
    source: "PAT",
    title: "BISPECIFIC ANTIBODY CONSTRUCT AGAINST CD3 AND CD19",
    ...authors("RHEINFELD PHARMA GMBH", "SCHMID JONAS", "MULLER ELENA"),
    pubYear: "2023",
    abstractText: "A bispecific antibody construct binding CD3 and CD19, and pharmaceutical compositions comprising it.",
    patentDetails: details(
      "DE",
      "Germany",
      "B4",
      "Patent specification, first publication",
      [{ classification: "C07K16/28", classificationType: "IPC" }],
      { applicationNumber: "DE102019000123", applicationDate: "2019-01-08" },
    ),
    ...flags,
    citedByCount: 0,
    firstIndexDate: "2023-06-02",
    firstPublicationDate: "2023-05-25",
  },
  {
    id: "US11234567",
    source: "PAT",
    title: "HUMANIZED ANTIBODY AGAINST AMYLOID BETA",
    ...authors("UNIVERSITY OF LUNDHOLM", "PATEL PRIYA"),
    pubYear: "2022",
    abstractText: "A humanized antibody that binds soluble amyloid beta oligomers, for the treatment of Alzheimer's disease.",
    patentDetails: details(
      "US",
      "United States of America",
      "B2",
      "Patent",
      [
        { classification: "C07K16/18", classificationType: "IPC" },
        { classification: "A61P25/28", classificationType: "IPC" },
      ],
      { applicationNumber: "US201916459123", applicationDate: "2019-06-01" },
    ),
    ...flags,
    citedByCount: 12,
    firstIndexDate: "2022-02-10",
    firstPublicationDate: "2022-02-01",
  },
  {
    id: "EP3999999",
    source: "PAT",
    title: "ANTIBODY-DRUG CONJUGATE WITH A CLEAVABLE LINKER",
    ...authors("SMITH JOHN"),
    pubYear: "2022",
    abstractText: "An antibody-drug conjugate in which a cleavable linker releases the payload inside the tumour cell.",
    ...flags,
    citedByCount: 5,
    firstIndexDate: "2022-06-30",
    firstPublicationDate: "2022-06-22",
  },
] as const;

type PatentRecord = (typeof EUROPEPMC_PATENT_RECORDS)[number];
const searchable = (record: PatentRecord) =>
  `${record.title} ${"abstractText" in record ? record.abstractText : ""}`.toLowerCase().replace(/<[^>]+>/g, "");

export function searchPatents(response: ServerResponse, url: URL): true {
  const query = url.searchParams.get("query") ?? "";
  const sort = url.searchParams.get("sort");
  const pageSize = url.searchParams.get("pageSize");
  europePmcPatentRequests.push({ query, resultType: url.searchParams.get("resultType"), pageSize, sort, format: url.searchParams.get("format") });

  const text = /^\((.*)\) AND SRC:PAT$/.exec(query)?.[1] ?? "";
  const words = text.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
  const matches = EUROPEPMC_PATENT_RECORDS.filter((record) => words.length > 0 && words.every((word) => searchable(record).includes(word)));
  const direction = sort === "P_PDATE_D desc" ? -1 : sort === "P_PDATE_D asc" ? 1 : 0;
  const ordered = direction ? [...matches].sort((a, b) => a.firstPublicationDate.localeCompare(b.firstPublicationDate) * direction) : matches;
  const body = {
    version: "6.9",
    hitCount: matches.length,
    request: { queryString: query, resultType: url.searchParams.get("resultType") ?? "lite", cursorMark: "*", pageSize: Number(pageSize ?? 25), sort: sort ?? "", synonym: false },
    resultList: { result: ordered.slice(0, Number(pageSize ?? 25)) },
  };
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  return true;
}
