import { describe, expect, it } from "vitest";
import { EUROPEPMC_PATENT_RECORDS } from "../../../../tests/stubs/europepmc-patents";
import { RemoteDataError } from "../../core/remote/remote-client";
import { mapEuropePmcPatent, parsePatentSearch, patentQuery, splitParties } from "./europepmc";
import { statusFromKindCode } from "./sort";

const envelope = (result: unknown[], hitCount = result.length) => ({ version: "6.9", hitCount, resultList: { result } });
const record = (id: string) => structuredClone(EUROPEPMC_PATENT_RECORDS.find((each) => each.id === id)!) as Record<string, unknown>;

describe("patentQuery", () => {
  it("asks for patent records only, with the user's words balanced", () => {
    expect(patentQuery("  PD-1   antibody ")).toBe("(PD-1 antibody) AND SRC:PAT");
    expect(patentQuery('CAR-T (cell "therapy')).toBe("(CAR-T cell therapy) AND SRC:PAT");
    expect(patentQuery("a) OR (b")).toBe("(a OR b) AND SRC:PAT");
  });
});

describe("statusFromKindCode", () => {
  it.each([
    ["EP", "A1", "APPLICATION"],
    ["EP", "A2", "APPLICATION"],
    ["EP", "B1", "GRANT"],
    ["EP", "B2", "GRANT"],
    ["WO", "A1", "APPLICATION"],
    ["US", "A1", "APPLICATION"],
    ["US", "B2", "GRANT"],
    ["JP", "A", "APPLICATION"],
    ["DE", "B4", "GRANT"],
    ["DE", "C2", "GRANT"],
  ] as const)("%s %s is %s", (country, kind, status) => {
    expect(statusFromKindCode(country, kind)).toBe(status);
  });

  it.each([
    ["US", "A", "a US patent granted before 2001"],
    ["CH", "A5", "a Swiss patent specification"],
    ["DE", "U1", "a utility model"],
    ["DE", "T2", "a translation of a European patent"],
    ["WO", "B1", "not a WO kind"],
    ["EP", null, "no kind code"],
  ] as const)("%s %s is not reported (%s)", (country, kind, _why) => {
    expect(statusFromKindCode(country, kind)).toBeNull();
  });
});

describe("splitParties", () => {
  it("takes organisations for applicants and people for inventors, keeping a legal form cut off at a comma", () => {
    expect(splitParties(["KAIROS PHARMA CO.", "LTD.", "NAKAMURA YUKI"])).toEqual({
      applicants: ["KAIROS PHARMA CO., LTD."],
      inventors: ["NAKAMURA YUKI"],
    });
    expect(splitParties(["UNIVERSITY OF LUNDHOLM", "RHEINFELD PHARMA GMBH", "PATEL PRIYA", "SCHMID JONAS"])).toEqual({
      applicants: ["UNIVERSITY OF LUNDHOLM", "RHEINFELD PHARMA GMBH"],
      inventors: ["PATEL PRIYA", "SCHMID JONAS"],
    });
    expect(splitParties([])).toEqual({ applicants: [], inventors: [] });
  });
});

describe("mapEuropePmcPatent", () => {
  it("maps a core record: number, kind, country, status, dates, parties, citations, category and link", () => {
    expect(mapEuropePmcPatent(record("EP3456789"))).toEqual({
      id: "EP3456789",
      kindCode: "B1",
      title: "ANTI-PD-1 ANTIBODY FOR USE IN TREATING MELANOMA IN COMBINATION WITH A CTLA-4 INHIBITOR",
      inventors: ["LINDQVIST ANNA", "TANAKA KENJI"],
      assignee: "HELIXA THERAPEUTICS INC",
      filingDate: "2017-03-10",
      publicationDate: "2021-08-04",
      abstract:
        "The invention relates to an anti-PD-1 antibody administered in combination with a CTLA-4 inhibitor, which shows a synergistic effect in patients with advanced melanoma.",
      citations: 3,
      relevance: null,
      category: "Combination Therapy",
      country: "EP",
      status: "GRANT",
      url: "https://europepmc.org/article/PAT/EP3456789",
    });
  });

  it("strips the abstract's markup and reads a WO application", () => {
    const wo = mapEuropePmcPatent(record(EUROPEPMC_PATENT_RECORDS[1].id))!;
    expect(wo).toMatchObject({ country: "WO", kindCode: "A1", status: "APPLICATION", assignee: "NORDVIK BIOLOGICS AB", inventors: ["BERG INGRID"] });
    expect(wo.abstract).toContain("neutralising antibody responses");
    expect(wo.abstract).not.toContain("<");
  });

  it("leaves null what a record does not report, instead of inventing it", () => {
    const japan = mapEuropePmcPatent(record("JP2020123456"))!;
    expect(japan).toMatchObject({ abstract: null, citations: null, assignee: "KAIROS PHARMA CO., LTD.", inventors: ["NAKAMURA YUKI"] });
    const bare = mapEuropePmcPatent(record("EP3999999"))!;
    expect(bare).toMatchObject({ country: "EP", kindCode: null, status: null, filingDate: null, assignee: null, inventors: ["SMITH JOHN"] });
    const nothing = mapEuropePmcPatent({ id: "XY" })!;
    expect(nothing).toMatchObject({ title: "Title not reported", country: null, publicationDate: null, citations: null, inventors: [] });
    expect(mapEuropePmcPatent({ title: "no id" })).toBeNull();
  });

  it("takes the country from the publication number, else from patentDetails", () => {
    expect(mapEuropePmcPatent({ id: "WO8601415", patentDetails: { countryCode: "US" } })?.country).toBe("WO");
    expect(mapEuropePmcPatent({ id: "1234567", patentDetails: { countryCode: "au" } })?.country).toBe("AU");
  });

  it("reads an application date with a time and an application given as a list", () => {
    const patent = mapEuropePmcPatent({ id: "EP1", patentDetails: { application: [{ applicationDate: "2011-09-22T00:00:00Z" }] } });
    expect(patent?.filingDate).toBe("2011-09-22");
    expect(mapEuropePmcPatent({ id: "EP1", patentDetails: { application: { applicationDate: "22/09/2011" } } })?.filingDate).toBeNull();
  });
});

describe("parsePatentSearch", () => {
  const records = EUROPEPMC_PATENT_RECORDS.map((each) => structuredClone(each) as unknown);

  it("keeps Europe PMC's order for relevance, scored by rank, and reports all its hits", () => {
    const page = parsePatentSearch(envelope(records, 1234), "relevance");
    expect(page.total).toBe(1234);
    expect(page.patents.map((patent) => patent.id)).toEqual(EUROPEPMC_PATENT_RECORDS.map((each) => each.id));
    expect(page.patents.map((patent) => patent.relevance)).toEqual([1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7]);
  });

  it("orders a date-sorted page by the date shown, undated last, with no relevance", () => {
    const newest = parsePatentSearch(envelope([...records, { id: "EP2", source: "PAT" }]), "newest").patents;
    const dates = newest.map((patent) => patent.publicationDate);
    expect(dates.at(-1)).toBeNull();
    expect(dates.slice(0, -1)).toEqual(dates.slice(0, -1).sort().reverse());
    expect(newest.every((patent) => patent.relevance === null)).toBe(true);
    const oldest = parsePatentSearch(envelope(records), "oldest").patents.map((patent) => patent.publicationDate);
    expect(oldest).toEqual([...oldest].sort());
  });

  it("skips records of other sources and answers no hits with no patents", () => {
    expect(parsePatentSearch(envelope([{ id: "PPR1", source: "PPR" }, records[0]]), "relevance").patents.map((patent) => patent.id)).toEqual(["EP3456789"]);
    expect(parsePatentSearch(envelope([], 0), "relevance")).toEqual({ patents: [], total: 0 });
  });

  it("refuses an error inside a 200 or an answer without a result list", () => {
    expect(() => parsePatentSearch({ errCode: 404, errMsg: "Invalid page size provided." }, "relevance")).toThrow(RemoteDataError);
    expect(() => parsePatentSearch({ hitCount: 3 }, "relevance")).toThrow("the answer has no result list.");
    expect(() => parsePatentSearch("<html>", "relevance")).toThrow(RemoteDataError);
  });
});
