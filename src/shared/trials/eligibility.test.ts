import { describe, expect, it } from "vitest";
import { eligibilityRequestSchema, type EligibilityRequest } from "./contracts";
import { ageInYears, findAgeBounds, formatAgeRange, rankTrials, scoreTrial, setAsideReasons, splitCriteria } from "./eligibility";

type Facts = Parameters<typeof scoreTrial>[0];

const site = (city: string, state: string | null, country: string) => ({ facility: `${city} Clinic`, city, state, country, status: null });

const CRITERIA = [
  "Inclusion Criteria:",
  "",
  "* Adults between 18 and 75 years of age",
  "* Diagnosis of type 2 diabetes mellitus",
  "",
  "Exclusion Criteria:",
  "",
  "* Chronic kidney disease stage 4 or higher",
  "* Pregnancy",
].join("\n");

const base: Facts = {
  minimumAge: "18 Years",
  maximumAge: "75 Years",
  sex: "ALL",
  conditions: ["Diabetes Mellitus, Type 2"],
  locations: [site("Boston", "Massachusetts", "United States"), site("Toronto", "Ontario", "Canada")],
  eligibility: CRITERIA,
};

/** A study the registry lists as recruiting. */
const recruiting = { ...base, id: "NCT00000000", status: "RECRUITING", statusLabel: "Recruiting" };

const patient = (input: Partial<EligibilityRequest> = {}) =>
  eligibilityRequestSchema.parse({ age: 45, conditions: ["Type 2 Diabetes"], ...input });

const summary = (facts: Facts, input: Partial<EligibilityRequest> = {}) => {
  const match = scoreTrial(facts, patient(input));
  return { score: match.score, reasons: match.reasons.map((reason) => [reason.criterion, reason.outcome, reason.points, reason.text]) };
};

describe("eligibility score", () => {
  it("a patient who fits every criterion scores 100, with one reason per criterion", () => {
    expect(summary(base, { sex: "female", location: "Boston, MA" })).toEqual({
      score: 100,
      reasons: [
        ["age", "met", 25, "Age 45 is within the age range (18 Years to 75 Years)"],
        ["sex", "met", 15, "Open to all sexes"],
        ["condition", "met", 30, "Studies Diabetes Mellitus, Type 2, which matches Type 2 Diabetes"],
        ["location", "met", 10, "Has a site in Boston, Massachusetts, United States"],
        ["inclusion", "met", 10, "Inclusion criteria mention Type 2 Diabetes: “Diagnosis of type 2 diabetes mellitus”"],
        ["exclusion", "met", 10, "No exclusion criterion mentions the patient's conditions or age"],
      ],
    });
    const match = scoreTrial(base, patient());
    expect(match.reasons.map((reason) => reason.maxPoints)).toEqual([25, 15, 30, 10, 10, 10]);
  });

  it("too old: the age range and the age written in the inclusion text both fail", () => {
    expect(summary(base, { age: 80 })).toEqual({
      score: 65,
      reasons: [
        ["age", "unmet", 0, "Age 80 is outside the age range (18 Years to 75 Years)"],
        ["sex", "met", 15, "Open to all sexes"],
        ["condition", "met", 30, "Studies Diabetes Mellitus, Type 2, which matches Type 2 Diabetes"],
        ["location", "met", 10, "No location preference given"],
        ["inclusion", "unmet", 0, "Inclusion criteria set an age the patient does not meet: “Adults between 18 and 75 years of age”"],
        ["exclusion", "met", 10, "No exclusion criterion mentions the patient's conditions or age"],
      ],
    });
  });

  it("an exclusion line that names one of the patient's conditions costs the exclusion points", () => {
    const match = scoreTrial(base, patient({ conditions: ["Type 2 Diabetes", "chronic kidney disease"] }));
    expect(match.score).toBe(90);
    expect(match.reasons[5]).toEqual({
      criterion: "exclusion",
      outcome: "unmet",
      points: 0,
      maxPoints: 10,
      text: "Exclusion criteria mention chronic kidney disease: “Chronic kidney disease stage 4 or higher”",
    });
  });

  it("an age bound in the exclusion text that covers the patient is reported", () => {
    const facts = { ...base, minimumAge: null, maximumAge: null, eligibility: "Inclusion Criteria:\n\n* Diabetes\n\nExclusion Criteria:\n\n* Age under 18 years" };
    expect(summary(facts, { age: 12 }).reasons.slice(4)).toEqual([
      ["inclusion", "partial", 5, "Inclusion criteria do not mention the patient's conditions"],
      ["exclusion", "unmet", 0, "Exclusion criteria name an age that includes the patient: “Age under 18 years”"],
    ]);
    expect(summary(facts, { age: 18 }).reasons[5]).toEqual(["exclusion", "met", 10, "No exclusion criterion mentions the patient's conditions or age"]);
  });

  it("sex: a match, a mismatch, and a restricted study when the patient's sex was not given", () => {
    const women = { ...base, sex: "FEMALE" };
    expect(summary(women, { sex: "female" }).reasons[1]).toEqual(["sex", "met", 15, "Enrolls female participants only"]);
    expect(summary(women, { sex: "male" })).toMatchObject({ score: 85, reasons: expect.arrayContaining([["sex", "unmet", 0, "Enrolls female participants only"]]) as unknown });
    expect(summary(women, { sex: "all" }).reasons[1]).toEqual(["sex", "partial", 8, "Enrolls female participants only; the patient's sex was not given"]);
  });

  it("condition: a partial word overlap earns half, none earns nothing", () => {
    expect(summary(base, { conditions: ["Type 1 Diabetes"] }).reasons[2]).toEqual([
      "condition",
      "partial",
      15,
      "Studies Diabetes Mellitus, Type 2, related to Type 1 Diabetes",
    ]);
    expect(summary(base, { conditions: ["Asthma"] }).reasons[2]).toEqual(["condition", "unmet", 0, "Lists Diabetes Mellitus, Type 2; none matches Asthma"]);
  });

  it("location: country aliases, a miss, and a study without sites", () => {
    expect(summary(base, { location: "USA" }).reasons[3]).toEqual(["location", "met", 10, "Has a site in Boston, Massachusetts, United States"]);
    expect(summary(base, { location: "ontario" }).reasons[3]).toEqual(["location", "met", 10, "Has a site in Toronto, Ontario, Canada"]);
    expect(summary(base, { location: "Oslo" }).reasons[3]).toEqual(["location", "unmet", 0, "No site matches Oslo"]);
    expect(summary({ ...base, locations: [] }, { location: "Oslo" }).reasons[3]).toEqual(["location", "unknown", 0, "The study lists no sites"]);
  });

  it("a study without limits, sex or criteria text: no age limits, half points for what it does not say", () => {
    const bare: Facts = { minimumAge: null, maximumAge: null, sex: null, conditions: ["Type 2 Diabetes"], locations: [], eligibility: null };
    expect(summary(bare)).toEqual({
      score: 83,
      reasons: [
        ["age", "met", 25, "No age limits"],
        ["sex", "unknown", 8, "The study does not say which sexes it enrolls"],
        ["condition", "met", 30, "Studies Type 2 Diabetes, which matches Type 2 Diabetes"],
        ["location", "met", 10, "No location preference given"],
        ["inclusion", "unknown", 5, "No inclusion criteria published"],
        ["exclusion", "unknown", 5, "No exclusion criteria published"],
      ],
    });
  });

  it("quotes a long line around the condition it found", () => {
    const long = `* ${"Documented history of prior systemic therapy for advanced disease, ".repeat(3)}including melanoma of the skin`;
    const match = scoreTrial({ ...base, conditions: ["Melanoma"], eligibility: `Inclusion Criteria:\n${long}` }, patient({ conditions: ["melanoma"] }));
    expect(match.reasons[4]!.text).toMatch(/^Inclusion criteria mention melanoma: “….*including melanoma of the skin”$/);
  });

  it("is deterministic and ranks the eligible best first, ties by NCT id", () => {
    const trials = [
      { ...recruiting, id: "NCT00000003", sex: "ALL", locations: [] },
      { ...recruiting, id: "NCT00000002" },
      { ...recruiting, id: "NCT00000001" },
    ];
    const ranked = rankTrials(trials, patient({ sex: "female", location: "Boston" }));
    expect(ranked.eligible.map((trial) => [trial.id, trial.matchScore])).toEqual([
      ["NCT00000001", 100],
      ["NCT00000002", 100],
      ["NCT00000003", 90],
    ]);
    expect(ranked.setAside).toEqual([]);
    expect(rankTrials(trials, patient({ sex: "female", location: "Boston" }))).toEqual(ranked);
  });
});

describe("eligible means eligible", () => {
  const melanoma = patient({ age: 54, conditions: ["melanoma"], location: "Italy" });

  it("a study of another condition is set aside, never scored, however well age, sex and location fit", () => {
    // The case: ages 18–80, all sexes, a site in Italy, but diabetic retinopathy.
    const retinopathy = {
      ...recruiting,
      id: "NCT05600179",
      conditions: ["Diabetic Retinopathy"],
      minimumAge: "18 Years",
      maximumAge: "80 Years",
      locations: [site("Milan", null, "Italy")],
      eligibility: null,
    };
    expect(scoreTrial(retinopathy, melanoma).score).toBe(60);
    const ranked = rankTrials([retinopathy], melanoma);
    expect(ranked.eligible).toEqual([]);
    expect(ranked.setAside.map((trial) => [trial.id, trial.setAsideReasons])).toEqual([
      ["NCT05600179", [{ criterion: "condition", text: "Lists Diabetic Retinopathy; none matches melanoma" }]],
    ]);
    expect(ranked.setAside[0]).not.toHaveProperty("matchScore");
  });

  it("a related condition is not the patient's: set aside with the relation named", () => {
    const ranked = rankTrials([recruiting], patient({ conditions: ["Type 1 Diabetes"] }));
    expect(ranked.eligible).toEqual([]);
    expect(ranked.setAside[0]!.setAsideReasons).toEqual([
      { criterion: "condition", text: "Studies Diabetes Mellitus, Type 2, related to Type 1 Diabetes" },
    ]);
  });

  it("a study that is not recruiting is set aside even when everything else fits", () => {
    const completed = { ...recruiting, status: "COMPLETED", statusLabel: "Completed" };
    const withdrawn = { ...recruiting, id: "NCT00000009", status: "WITHDRAWN", statusLabel: "Withdrawn", conditions: ["Asthma"] };
    const noStatus = { ...recruiting, id: "NCT00000005", status: null, statusLabel: "Unknown" };
    const ranked = rankTrials([completed, withdrawn, noStatus], patient());
    expect(ranked.eligible).toEqual([]);
    expect(ranked.setAside.map((trial) => [trial.id, trial.setAsideReasons.map((reason) => reason.text)])).toEqual([
      ["NCT00000000", ["Status is Completed, not Recruiting"]],
      ["NCT00000005", ["Status is Unknown, not Recruiting"]],
      ["NCT00000009", ["Status is Withdrawn, not Recruiting", "Lists Asthma; none matches Type 2 Diabetes"]],
    ]);
  });

  it("an age outside the registry's limits or a sex the study does not enroll sets it aside; an unstated sex does not", () => {
    const women = { ...recruiting, sex: "FEMALE" };
    expect(setAsideReasons(recruiting, scoreTrial(recruiting, patient({ age: 80 })))).toEqual([
      { criterion: "age", text: "Age 80 is outside the age range (18 Years to 75 Years)" },
    ]);
    expect(setAsideReasons(women, scoreTrial(women, patient({ sex: "male" })))).toEqual([{ criterion: "sex", text: "Enrolls female participants only" }]);
    expect(setAsideReasons(women, scoreTrial(women, patient({ sex: "all" })))).toEqual([]);
    // Heuristics on the criteria text and the location lower the score; they do not set a study aside.
    const excluded = scoreTrial(recruiting, patient({ conditions: ["Type 2 Diabetes", "chronic kidney disease"], location: "Oslo" }));
    expect(excluded.score).toBe(80);
    expect(setAsideReasons(recruiting, excluded)).toEqual([]);
  });
});

describe("age text", () => {
  it.each([
    ["18 Years", 18],
    ["6 Months", 0.5],
    [" 65 years ", 65],
    ["N/A", null],
    [null, null],
  ])("%s → %s years", (text, years) => {
    expect(ageInYears(text)).toBe(years);
  });

  it("formats the range as the cards show it", () => {
    expect(formatAgeRange("18 Years", "75 Years")).toBe("18 Years to 75 Years");
    expect(formatAgeRange("18 Years", null)).toBe("18 Years and older");
    expect(formatAgeRange(null, "17 Years")).toBe("Up to 17 Years");
    expect(formatAgeRange(null, null)).toBe("All ages");
  });

  it.each([
    ["Age between 50 to 80 years old", 50, 80],
    ["Patient is between 18 and 75 years of age, inclusive.", 18, 75],
    ["Aged ≥ 18 years", 18, null],
    ["Age >= 21 years at screening", 21, null],
    ["Age 18 years or older", 18, null],
    ["Age older than 40 years", 41, null],
    ["Aged under 65 years", null, 64],
    ["Age up to 17 years", null, 17],
  ])("%s → %s to %s", (line, minimum, maximum) => {
    expect(findAgeBounds([line])).toEqual({ minimum, maximum, line });
  });

  it("reads only lines that speak of age", () => {
    expect(findAgeBounds(["parental consent/adolescent assent for those 12-17 years", "IPSS >=8"])).toBeNull();
  });

  it("splits criteria text into inclusion and exclusion lines, undoing markdown escapes", () => {
    expect(splitCriteria("Inclusion Criteria:\n\n* IPSS \\>=8\n  1. Flow \\<= 15\n\nExclusion Criteria:\n\n* Hepatic disorder")).toEqual({
      inclusion: ["IPSS >=8", "Flow <= 15"],
      exclusion: ["Hepatic disorder"],
    });
    expect(splitCriteria("  ")).toBeNull();
  });
});
