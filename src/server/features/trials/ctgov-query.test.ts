import { describe, expect, it } from "vitest";
import { eligibilityRequestSchema, searchTrialsRequestSchema } from "@/shared/trials/contracts";
import { CARD_FIELDS, compareQuery, eligibilityQuery, searchQuery, TREND_FIELDS, trendsQuery } from "./ctgov-query";

const search = (input: Record<string, unknown>) => searchQuery(searchTrialsRequestSchema.parse({ query: "Breast Cancer", ...input }));

describe("search filters → ClinicalTrials.gov API v2 parameters", () => {
  it("defaults (all phases, all statuses, US, all ages): the term, the US as a location country, one page of cards", () => {
    expect(search({})).toEqual({
      "query.term": "Breast Cancer",
      "filter.advanced": 'AREA[LocationCountry]"United States"',
      fields: CARD_FIELDS,
      countTotal: true,
      pageSize: 20,
    });
  });

  it("country all adds no location clause", () => {
    expect(search({ country: "all" })).toEqual({ "query.term": "Breast Cancer", fields: CARD_FIELDS, countTotal: true, pageSize: 20 });
  });

  it.each([
    ["CA", 'AREA[LocationCountry]"Canada"'],
    ["UK", 'AREA[LocationCountry]"United Kingdom"'],
  ])("country %s → %s", (country, clause) => {
    expect(search({ country })["filter.advanced"]).toBe(clause);
  });

  it.each([
    ["1", "AREA[Phase](EARLY_PHASE1 OR PHASE1)"],
    ["2", "AREA[Phase]PHASE2"],
    ["3", "AREA[Phase]PHASE3"],
    ["4", "AREA[Phase]PHASE4"],
  ])("phase %s → filter.advanced %s (never filter.phase or aggFilters)", (phase, clause) => {
    const query = search({ phase, country: "all" });
    expect(query["filter.advanced"]).toBe(clause);
    expect(Object.keys(query).filter((key) => key === "filter.phase" || key === "aggFilters")).toEqual([]);
  });

  it.each([
    ["recruiting", "RECRUITING"],
    ["active", "ACTIVE_NOT_RECRUITING"],
    ["completed", "COMPLETED"],
  ])("status %s → filter.overallStatus=%s", (status, value) => {
    expect(search({ status, country: "all" })).toMatchObject({ "filter.overallStatus": value });
    expect(search({ status, country: "all" })["filter.advanced"]).toBeUndefined();
  });

  it.each([
    ["adult", "AREA[StdAge]ADULT"],
    ["senior", "AREA[StdAge]OLDER_ADULT"],
    ["pediatric", "AREA[StdAge]CHILD"],
  ])("age group %s → %s", (ageGroup, clause) => {
    expect(search({ ageGroup, country: "all" })["filter.advanced"]).toBe(clause);
  });

  it("joins every clause with AND in one filter.advanced", () => {
    expect(search({ phase: "3", status: "recruiting", country: "UK", ageGroup: "senior" })).toEqual({
      "query.term": "Breast Cancer",
      "filter.overallStatus": "RECRUITING",
      "filter.advanced": 'AREA[Phase]PHASE3 AND AREA[LocationCountry]"United Kingdom" AND AREA[StdAge]OLDER_ADULT',
      fields: CARD_FIELDS,
      countTotal: true,
      pageSize: 20,
    });
  });

  it("asks for every piece a card shows, intervention types and sponsor class included", () => {
    for (const piece of ["NCTId", "BriefTitle", "Condition", "Phase", "OverallStatus", "LeadSponsorName", "LeadSponsorClass", "LocationCountry", "EnrollmentCount", "MinimumAge", "MaximumAge", "LastUpdatePostDate", "EligibilityCriteria", "InterventionType", "Sex"]) {
      expect(CARD_FIELDS.split(",")).toContain(piece);
    }
  });
});

describe("patient, trends and compare parameters", () => {
  it("a patient: recruiting studies for any condition (multi-word terms quoted), the location as query.locn", () => {
    const patient = eligibilityRequestSchema.parse({ age: 45, conditions: ["diabetes", 'chronic "kidney" disease'], location: " Boston " });
    expect(eligibilityQuery(patient)).toEqual({
      "query.cond": '(diabetes OR "chronic kidney disease")',
      "filter.overallStatus": "RECRUITING",
      "query.locn": "Boston",
      fields: CARD_FIELDS,
      countTotal: true,
      pageSize: 50,
    });
    expect(eligibilityQuery(eligibilityRequestSchema.parse({ age: 9, conditions: ["Melanoma"], location: "" }))).toEqual({
      "query.cond": "Melanoma",
      "filter.overallStatus": "RECRUITING",
      fields: CARD_FIELDS,
      countTotal: true,
      pageSize: 50,
    });
  });

  it("trends: the first page counts the total, later pages carry the token instead", () => {
    expect(trendsQuery("Depression", null)).toEqual({ "query.cond": "Depression", fields: TREND_FIELDS, pageSize: 100, countTotal: true });
    expect(trendsQuery("Depression", "abc")).toEqual({ "query.cond": "Depression", fields: TREND_FIELDS, pageSize: 100, pageToken: "abc" });
  });

  it("compare: the ids in filter.ids, one page that holds them all", () => {
    expect(compareQuery(["NCT00517179", "NCT02576665"])).toEqual({ "filter.ids": "NCT00517179,NCT02576665", pageSize: 2 });
  });
});
