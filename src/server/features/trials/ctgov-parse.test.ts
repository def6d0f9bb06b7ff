import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { trialSchema } from "@/shared/trials/contracts";
import { RemoteDataError } from "../../core/remote/remote-client";
import { parseStudy, parseStudyPage } from "./ctgov-parse";

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.resolve("tests/fixtures/recorded", `clinicaltrials-${name}.json`), "utf8"));

describe("ClinicalTrials.gov page parser", () => {
  it("reads the recruiting page with restricted fields (no types, no sites, no maximum age)", () => {
    const page = parseStudyPage(fixture("search-recruiting"));
    expect(page.totalCount).toBe(480);
    expect(page.nextPageToken).toBeTypeOf("string");
    expect(page.studies.map((study) => study.id)).toEqual(["NCT06970236", "NCT04114136", "NCT04318717"]);
    const [first] = page.studies;
    expect(first).toMatchObject({
      title: "Resistance Exercise in Patients With Ocular Melanoma",
      conditions: ["Ocular Melanoma"],
      phases: ["NA"],
      phase: "Not Applicable",
      status: "RECRUITING",
      statusLabel: "Recruiting",
      sponsor: "University of Valencia",
      sponsorClass: null,
      enrollment: 40,
      minimumAge: "18 Years",
      maximumAge: null,
      ageRange: "18 Years and older",
      startDate: "2025-02-01",
      interventions: [{ name: "Exercise", type: null }],
      interventionTypes: [],
      locations: [],
      eligibility: null,
      url: "https://clinicaltrials.gov/study/NCT06970236",
    });
    for (const study of page.studies) trialSchema.parse(study);
  });

  it("reads page 1 with totalCount and a token, and page 2 without totalCount", () => {
    const first = parseStudyPage(fixture("search-page1"));
    expect(first.totalCount).toBe(21);
    expect(first.nextPageToken).toBe("ZVt07cGHkvI2wRk2CJf6_LLq14bEL8swd7KrgP4dnDeTsPkw");
    expect(first.studies).toHaveLength(5);
    expect(first.studies[1]).toMatchObject({ id: "NCT05105685", phases: ["PHASE1", "PHASE2"], phase: "Phase 1/Phase 2" });
    expect(first.studies[4]).toMatchObject({ id: "NCT07119606", status: "NOT_YET_RECRUITING", statusLabel: "Not Yet Recruiting" });
    expect(first.studies[4]!.sponsor).toBe("Assistance Publique - Hôpitaux de Paris");

    const second = parseStudyPage(fixture("search-page2"));
    expect(second.totalCount).toBeNull();
    expect(second.nextPageToken).toBe("ZVt07cGHkvI2wRk2CJf6_LLq14bEL8swd7KrgP4bmjeauvk_IQ");
    expect(second.studies.map((study) => study.id)).toEqual(["NCT05187377", "NCT03836300", "NCT07014020", "NCT05025241", "NCT07281079"]);
    expect(second.studies[1]).toMatchObject({ minimumAge: null, ageRange: "Up to 99 Years", statusLabel: "Enrolling By Invitation" });
    expect(second.studies[2]!.statusLabel).toBe("Active, not recruiting");
  });

  it("reads full records: sponsor class, sex, criteria, intervention types, sites, arms; observational studies have no phase", () => {
    const page = parseStudyPage(fixture("search-full-records"));
    expect(page.totalCount).toBeNull();
    expect(page.nextPageToken).toBe("KV165pePlfg");
    const [vardenafil, octa, banc] = page.studies;
    expect(vardenafil).toMatchObject({
      id: "NCT00517179",
      officialTitle: expect.stringContaining("Benign Prostatic Hyperplasia") as unknown,
      conditions: ["Prostatic Hyperplasia", "Impotence"],
      phase: "Not Applicable",
      status: "COMPLETED",
      sponsor: "Hospital Authority, Hong Kong",
      sponsorClass: "OTHER_GOV",
      sex: "MALE",
      minimumAge: "50 Years",
      maximumAge: "80 Years",
      ageRange: "50 Years to 80 Years",
      enrollment: 40,
      enrollmentType: "ESTIMATED",
      startDate: "2006-04",
      completionDate: "2007-05",
      lastUpdate: "2011-06-16",
      studyType: "INTERVENTIONAL",
      interventions: [{ name: "Vardenafil 10mg", type: "DRUG" }],
      interventionTypes: ["Drug"],
      locations: [{ facility: "Prince of Wales Hospital", city: "Hong Kong", state: null, country: "China", status: null }],
    });
    expect(vardenafil!.eligibility).toMatch(/^Inclusion Criteria:\n\n\* Age between 50 to 80 years old/);
    expect(octa).toMatchObject({ id: "NCT05600179", phases: [], phase: "Not Specified", studyType: "OBSERVATIONAL", sponsorClass: "OTHER" });
    expect(banc).toMatchObject({ id: "NCT01511679", status: "WITHDRAWN", statusLabel: "Withdrawn", enrollment: 0, interventions: [], interventionTypes: [] });
  });

  it("keeps the registry's mojibake exactly as served", () => {
    const banc = parseStudyPage(fixture("search-full-records")).studies[2]!;
    expect(banc.arms.map((arm) => arm.label)).toEqual(["Alcohol-naive adolescents", "Treatment sample", "High risk sample"]);
    expect(banc.arms[0]!.description).toContain("alcohol-na\u00c3\u00afve");
    expect(banc.arms[1]!.description).toContain("a \\>1 year history");
  });

  it("reads the single-study record with sites in the United States", () => {
    const study = parseStudy(fixture("study-nct02576665"))!;
    expect(study).toMatchObject({
      id: "NCT02576665",
      phase: "Phase 1",
      status: "TERMINATED",
      sponsor: "Tocagen Inc.",
      sex: "ALL",
      ageRange: "18 Years to 75 Years",
      interventions: [
        { name: "Toca 511", type: null },
        { name: "Toca FC", type: null },
      ],
    });
    expect(study.conditions).toHaveLength(12);
    expect(study.locations.map((location) => `${location.city}, ${location.state}`)).toEqual(["Denver, Colorado", "Miami, Florida", "Houston, Texas"]);
    expect(study.eligibility).toContain("Exclusion Criteria:");
    trialSchema.parse(study);
  });

  it("refuses a body without a studies list, and skips records without an NCT id", () => {
    expect(() => parseStudyPage({ error: "bad" })).toThrow(RemoteDataError);
    expect(() => parseStudyPage(null)).toThrow(RemoteDataError);
    expect(parseStudyPage({ studies: [{}, { protocolSection: { identificationModule: { nctId: "NCT00000001" } } }] }).studies).toMatchObject([
      { id: "NCT00000001", title: "NCT00000001", phase: "Not Specified", statusLabel: "Unknown", ageRange: "All ages" },
    ]);
  });
});
