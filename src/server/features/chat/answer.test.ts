import { describe, expect, it } from "vitest";
import { notFoundAnswer, renumberCitations, writeExtractiveAnswer, writeProviderAnswer } from "./answer";
import type { AiEngine } from "../../core/ai/engine";
import type { Evidence } from "./retrieval";

const source = (title: string, text: string, kind: Evidence["kind"] = "news"): Evidence => ({
  kind,
  title,
  url: `/news/${title.toLowerCase().replace(/\W+/g, "-")}`,
  text,
  date: null,
});

describe("citations", () => {
  it("renumbers in order of first citation, drops marks naming no source, lists only cited sources", () => {
    const evidence = [source("A", "a"), source("B", "b"), source("C", "c")];
    expect(renumberCitations("C says so [3]. A agrees [1][3], [9] does not exist .", evidence)).toEqual({
      response: "C says so [1]. A agrees [2][1], does not exist.",
      sources: [
        { n: 1, kind: "news", title: "C", url: "/news/c" },
        { n: 2, kind: "news", title: "A", url: "/news/a" },
      ],
    });
  });
});

describe("the built-in extractive answer", () => {
  it("quotes at most four sentences, one per source first, and cites each", () => {
    const evidence = ["One", "Two", "Three", "Four", "Five"].map((name) =>
      source(name, `${name} reports PCSK9 editing results. ${name} also mentions PCSK9 editing in monkeys. Unrelated closing line.`),
    );
    const answer = writeExtractiveAnswer(["pcsk9", "editing"], { evidence, searched: ["news"], failed: [], unfound: [] });
    expect(answer.response.split("\n")).toEqual([
      "Here is what I found in our news:",
      "• One reports PCSK9 editing results [1].",
      "• Two reports PCSK9 editing results [2].",
      "• Three reports PCSK9 editing results [3].",
      "• Four reports PCSK9 editing results [4].",
    ]);
    expect(answer.sources.map((cited) => cited.title)).toEqual(["One", "Two", "Three", "Four"]);
  });

  it("shortens a long sentence and still cites it", () => {
    const long = `PCSK9 ${"word ".repeat(100)}end.`;
    const answer = writeExtractiveAnswer(["pcsk9"], { evidence: [source("Long", long)], searched: ["news"], failed: [], unfound: [] });
    const line = answer.response.split("\n")[1]!;
    expect(line.length).toBeLessThan(340);
    expect(line).toMatch(/^• PCSK9 word .*… \[1\]$/);
  });

  it("falls back to the lead sentences when only titles matched", () => {
    const evidence = [source("PCSK9 deal", "Verve signed a deal with Lilly. More later."), source("Other", "Second lead. Tail.", "trial")];
    const answer = writeExtractiveAnswer(["pcsk9"], { evidence, searched: ["news", "trial"], failed: [], unfound: [] });
    expect(answer.response).toBe("Here is what I found in our news and ClinicalTrials.gov:\n• Verve signed a deal with Lilly [1].\n• Second lead [2].");
  });

  it("names where it looked when nothing was found, leaving out a service that failed", () => {
    expect(notFoundAnswer({ searched: ["trial", "news", "preprint"], failed: [] })).toBe(
      "I could not find anything relevant in our news, clinical trials or preprints for that question. Try naming a company, drug, target or disease.",
    );
    const answer = writeExtractiveAnswer(["x"], { evidence: [], searched: ["trial", "news"], failed: ["trial"], unfound: [] });
    expect(answer.response).toBe(
      "I could not find anything relevant in our news for that question. Try naming a company, drug, target or disease.\n\n" +
        "Note: ClinicalTrials.gov could not be searched just now, so trials are missing from this answer.",
    );
  });

  it("answers every part of a two-part question the sources cover, though one part fills them", () => {
    const evidence = [
      ...["One", "Two", "Three", "Four"].map((name) =>
        source(`KRAS ${name}`, `${name} reports KRAS G12C inhibitor data. ${name} also saw KRAS responses in lung cancer. More KRAS next year.`),
      ),
      source("Novo deal", "The company signed a deal. Novo Nordisk opened a plant in Denmark."),
    ];
    const answer = writeExtractiveAnswer(["kras", "novo"], { evidence, searched: ["news"], failed: [], unfound: [] });
    expect(answer.response).toContain("Novo Nordisk opened a plant in Denmark [");
    expect(answer.sources.map((cited) => cited.title)).toContain("Novo deal");
    expect(answer.response.split("\n").filter((line) => line.startsWith("• "))).toHaveLength(4);
  });

  it("says what it found nothing on, rather than answering half the question in silence", () => {
    const evidence = [source("KRAS data", "Mirati reported KRAS G12C inhibitor data in lung cancer.")];
    const gathered = { evidence, searched: ["trial", "news"] as const, failed: [], unfound: ["car-t"] };
    const answer = writeExtractiveAnswer(["kras", "car-t"], { ...gathered, searched: [...gathered.searched] });
    expect(answer.response).toBe(
      "Here is what I found in our news:\n• Mirati reported KRAS G12C inhibitor data in lung cancer [1].\n\nI found nothing on “car-t” in our news or clinical trials.",
    );
  });

  it("adds the same note to an AI provider's answer", async () => {
    const ai = { engine: "openai-compatible", model: "m", writeText: async () => "Mirati reported KRAS data [1]." } as unknown as AiEngine;
    const evidence = [source("KRAS data", "Mirati reported KRAS G12C inhibitor data in lung cancer.")];
    const answer = await writeProviderAnswer(ai, {
      question: "KRAS and CAR-T?",
      history: [],
      gathered: { evidence, searched: ["news"], failed: [], unfound: ["car-t"] },
    });
    expect(answer.response).toBe("Mirati reported KRAS data [1].\n\nI found nothing on “car-t” in our news.");
  });
});
