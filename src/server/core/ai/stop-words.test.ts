import { describe, expect, it } from "vitest";
import { searchTerms } from "./stop-words";

describe("the words of a question that say what it is about", () => {
  it("drops function words and words of asking in every supported language", async () => {
    const questions: Record<string, string> = {
      en: "Tell me the latest relevant news about ferroptosis in mice, please",
      de: "Gibt es neue relevante Studien über Ferroptose bei Mäusen?",
      fr: "Quelles sont les dernières études pertinentes sur la ferroptose chez la souris ?",
      es: "¿Cuáles son los estudios recientes más relevantes sobre la ferroptosis en ratones?",
      it: "Quali sono gli studi recenti più rilevanti sulla ferroptosi nei topi?",
      pt: "Quais são os estudos recentes mais relevantes sobre a ferroptose em camundongos?",
      zh: "关于小鼠铁死亡有哪些最新相关论文？",
      ja: "マウスのフェロトーシスに関する最新の論文を教えてください",
      ko: "생쥐의 페롭토시스에 대한 최신 논문을 알려주세요",
    };
    const terms = Object.fromEntries(await Promise.all(Object.entries(questions).map(async ([code, text]) => [code, await searchTerms(text)])));
    expect(terms).toEqual({
      en: ["ferroptosis", "mice"],
      de: ["ferroptose", "mäusen"],
      fr: ["ferroptose", "souris"],
      es: ["ferroptosis", "ratones"],
      it: ["ferroptosi", "topi"],
      pt: ["ferroptose", "camundongos"],
      zh: ["小鼠铁死亡"],
      ja: ["マウス", "フェロトーシス"],
      ko: ["생쥐", "페롭토시스"],
    });
  });

  it("applies another language's list only to a text in that language", async () => {
    // "die" and "war" are German function words and English content words.
    expect(await searchTerms("Why do tumour cells die after the war on cancer began?")).toEqual(["tumour", "cells", "die", "war", "cancer", "began"]);
    expect(await searchTerms("Warum sterben die Tumorzellen, und was war der Auslöser?")).toEqual(["sterben", "tumorzellen", "auslöser"]);
  });

  it("leaves out the caller's domain words, numbers and words under three letters", async () => {
    expect(await searchTerms("KRAS G12C trials in 2025: phase 3 of AMG 510?", new Set(["trials", "phase"]))).toEqual(["kras", "g12c", "amg"]);
  });
});
