import { describe, expect, it } from "vitest";
import { anyTermQuery, planQuestion, questionTerms } from "./question";

describe("what a chat question asks for", () => {
  it("keeps the words that say what about, without the words of asking", () => {
    expect(questionTerms("What is the latest news on KRAS G12C inhibitors in lung cancer?")).toEqual([
      "kras",
      "g12c",
      "inhibitors",
      "lung",
      "cancer",
    ]);
    expect(questionTerms("Tell me about NCT02710084 please")).toEqual(["NCT02710084"]);
    expect(questionTerms("Any recent preprints or trials?")).toEqual([]);
  });

  it("asks ClinicalTrials.gov for trials, recruiting status and phase when the question names them", () => {
    expect(planQuestion("Which phase 3 trials are recruiting for HER2 breast cancer?", [])).toEqual({
      terms: ["her2", "breast", "cancer"],
      asksForTrials: true,
      asksForPreprints: false,
      trialStatus: "recruiting",
      trialPhase: "3",
    });
    expect(planQuestion("Clinical studies of tirzepatide, phase II", [])).toMatchObject({ asksForTrials: true, asksForPreprints: false, trialPhase: "2" });
    expect(planQuestion("Is NCT02710084 still running?", [])).toMatchObject({ asksForTrials: true, terms: ["NCT02710084", "running"] });
  });

  it("asks Europe PMC for preprints, papers, bioRxiv, medRxiv and studies", () => {
    for (const question of ["New preprints on CAR-T?", "bioRxiv papers on CAR-T", "medRxiv on CAR-T", "Recent studies on CAR-T"]) {
      expect(planQuestion(question, []), question).toMatchObject({ asksForPreprints: true, asksForTrials: false, terms: ["car-t"] });
    }
    expect(planQuestion("What did Pfizer announce about CAR-T?", [])).toMatchObject({ asksForPreprints: false, asksForTrials: false });
  });

  it("takes the words of the previous question for a follow-up that has none", () => {
    const history = [
      { role: "user" as const, content: "News about Novo Nordisk?" },
      { role: "assistant" as const, content: "Novo Nordisk opened a plant [1]." },
    ];
    expect(planQuestion("And any trials?", history)).toMatchObject({ terms: ["novo", "nordisk"], asksForTrials: true });
    expect(planQuestion("And Lilly?", history).terms).toEqual(["lilly"]);
  });

  it("builds a full-text query that matches any term, plurals by prefix, pieces of a hyphenated term together", () => {
    expect(anyTermQuery(["antibodies", "approvals", "ema", "anti-PD-L1", "pd-1"])).toBe("antibod:* | approval:* | ema | (anti:* & pd & l1) | pd");
    expect(anyTermQuery(["42", "-"])).toBeNull();
  });
});
