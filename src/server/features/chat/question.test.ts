import { describe, expect, it } from "vitest";
import { anyTermQuery, planQuestion, questionTerms } from "./question";

describe("what a chat question asks for", () => {
  it("keeps the words that say what about, without the words of asking", async () => {
    expect(await questionTerms("What is the latest news on KRAS G12C inhibitors in lung cancer?")).toEqual([
      "kras",
      "g12c",
      "inhibitors",
      "lung",
      "cancer",
    ]);
    expect(await questionTerms("Tell me about NCT02710084 please")).toEqual(["NCT02710084"]);
    expect(await questionTerms("Any recent preprints or trials?")).toEqual([]);
  });

  it("leaves out the filler words of every supported language", async () => {
    const asked: Record<string, string> = {
      en: "What are the relevant updates on KRAS and on CAR-T, please?",
      de: "Welche relevanten Neuigkeiten gibt es zu KRAS und zu CAR-T?",
      fr: "Quelles sont les nouvelles pertinentes sur KRAS et sur CAR-T ?",
      es: "¿Cuáles son las noticias relevantes sobre KRAS y sobre CAR-T?",
      it: "Quali sono le notizie rilevanti su KRAS e su CAR-T?",
      pt: "Quais são as notícias relevantes sobre KRAS e sobre CAR-T?",
      zh: "关于KRAS和CAR-T有哪些最新相关新闻？",
      ja: "KRASとCAR-Tに関する最新のニュースを教えてください",
      ko: "KRAS와 CAR-T에 대한 최신 뉴스를 알려주세요",
    };
    for (const [language, question] of Object.entries(asked)) {
      expect(await questionTerms(question), language).toEqual(["kras", "car-t"]);
    }
    // What is left of a question in Chinese, Japanese or Korean is its topic, in its own script.
    expect(await questionTerms("肺癌有哪些新进展？")).toEqual(["肺癌"]);
    expect(await questionTerms("アルツハイマー病の治療について教えて")).toEqual(["アルツハイマー病", "治療"]);
    expect(await questionTerms("셀트리온의 최신 뉴스")).toEqual(["셀트리온"]);
  });

  it("asks ClinicalTrials.gov for trials, recruiting status and phase when the question names them", async () => {
    expect(await planQuestion("Which phase 3 trials are recruiting for HER2 breast cancer?", [])).toEqual({
      terms: ["her2", "breast", "cancer"],
      asksForTrials: true,
      asksForPreprints: false,
      trialStatus: "recruiting",
      trialPhase: "3",
    });
    expect(await planQuestion("Clinical studies of tirzepatide, phase II", [])).toMatchObject({ asksForTrials: true, asksForPreprints: false, trialPhase: "2" });
    expect(await planQuestion("Is NCT02710084 still running?", [])).toMatchObject({ asksForTrials: true, terms: ["NCT02710084", "running"] });
  });

  it("asks Europe PMC for preprints, papers, bioRxiv, medRxiv and studies", async () => {
    for (const question of ["New preprints on CAR-T?", "bioRxiv papers on CAR-T", "medRxiv on CAR-T", "Recent studies on CAR-T"]) {
      expect(await planQuestion(question, []), question).toMatchObject({ asksForPreprints: true, asksForTrials: false, terms: ["car-t"] });
    }
    expect(await planQuestion("What did Pfizer announce about CAR-T?", [])).toMatchObject({ asksForPreprints: false, asksForTrials: false });
  });

  it("takes the words of the previous question for a follow-up that has none", async () => {
    const history = [
      { role: "user" as const, content: "News about Novo Nordisk?" },
      { role: "assistant" as const, content: "Novo Nordisk opened a plant [1]." },
    ];
    expect(await planQuestion("And any trials?", history)).toMatchObject({ terms: ["novo", "nordisk"], asksForTrials: true });
    expect((await planQuestion("And Lilly?", history)).terms).toEqual(["lilly"]);
  });

  it("builds a full-text query that matches any term, plurals by prefix, pieces of a hyphenated term together", () => {
    expect(anyTermQuery(["antibodies", "approvals", "ema", "anti-PD-L1", "pd-1"])).toBe("antibod:* | approval:* | ema | (anti:* & pd & l1) | pd");
    expect(anyTermQuery(["42", "-"])).toBeNull();
  });
});
