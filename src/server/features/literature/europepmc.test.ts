import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paperSchema } from "@/shared/literature/contracts";
import { RemoteDataError } from "../../core/remote/remote-client";
import { parseBiorxivCategory, parsePreprintSearch, plainText, preprintQuery } from "./europepmc";

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/recorded", name), "utf8"));

const both = ["bioRxiv", "medRxiv"] as const;

describe("the Europe PMC query", () => {
  it("keeps the user's words and restricts to bioRxiv and medRxiv preprints", () => {
    expect(preprintQuery("CRISPR  screen", both)).toBe('(CRISPR screen) AND SRC:PPR AND (PUBLISHER:"bioRxiv" OR PUBLISHER:"medRxiv")');
    expect(preprintQuery("organoids", ["medRxiv"])).toBe('(organoids) AND SRC:PPR AND (PUBLISHER:"medRxiv")');
  });

  it("drops unbalanced brackets and quotes instead of sending a broken query", () => {
    expect(preprintQuery('"single cell', ["bioRxiv"])).toBe('(single cell) AND SRC:PPR AND (PUBLISHER:"bioRxiv")');
    expect(preprintQuery("tumour) (immune", ["bioRxiv"])).toBe('(tumour immune) AND SRC:PPR AND (PUBLISHER:"bioRxiv")');
    expect(preprintQuery('("T cell" OR macrophage)', ["bioRxiv"])).toBe('(("T cell" OR macrophage)) AND SRC:PPR AND (PUBLISHER:"bioRxiv")');
  });
});

describe("reading a recorded preprint search (lite)", () => {
  const page = parsePreprintSearch(fixture("europepmc-search-preprints.json"), { sources: both, limit: 20 });

  it("maps every recorded preprint to the spec's paper fields", () => {
    expect(page.total).toBe(5059039);
    expect(page.papers.map((paper) => [paper.id, paper.source])).toEqual([
      ["PPR1036674", "medRxiv"],
      ["PPR1036694", "bioRxiv"],
      ["PPR1031772", "bioRxiv"],
      ["PPR1037489", "bioRxiv"],
      ["PPR1032307", "medRxiv"],
    ]);
    expect(page.papers[1]).toEqual({
      id: "PPR1036694",
      title: "Transitional lncRNA Signatures Reveal Distinct Stages of Cancer Progression and Metastasis",
      source: "bioRxiv",
      category: null,
      abstract: "",
      authors: ["Zok S", "Behar D", "Linial M"],
      published_date: "2025-06-16",
      relevance_score: 0.95,
      doi: "10.1101/2025.06.10.658949",
      url: "https://www.biorxiv.org/content/10.1101/2025.06.10.658949",
    });
    expect(page.papers[0]!.authors).toHaveLength(72);
    expect(page.papers[0]!.url).toBe("https://www.medrxiv.org/content/10.1101/2025.06.13.25329599");
    for (const paper of page.papers) expect(paperSchema.parse(paper)).toEqual(paper);
  });

  it("derives relevance from rank: 1 for the first, falling by 1/limit", () => {
    expect(page.papers.map((paper) => paper.relevance_score)).toEqual([1, 0.95, 0.9, 0.85, 0.8]);
    const short = parsePreprintSearch(fixture("europepmc-search-preprints.json"), { sources: both, limit: 2 });
    expect(short.papers.map((paper) => paper.relevance_score)).toEqual([1, 0.5]);
  });

  it("keeps only the servers asked for", () => {
    const medrxiv = parsePreprintSearch(fixture("europepmc-search-preprints.json"), { sources: ["medRxiv"], limit: 20 });
    expect(medrxiv.papers.map((paper) => paper.id)).toEqual(["PPR1036674", "PPR1032307"]);
  });
});

describe("reading core records", () => {
  it("takes authors from authorList and strips the abstract's HTML; journal records are skipped", () => {
    const core = fixture("europepmc-search-core.json") as { resultList: { result: Array<Record<string, unknown>> } };
    expect(parsePreprintSearch(core, { sources: both, limit: 20 }).papers).toEqual([]);
    const record = { ...core.resultList.result[0]!, source: "PPR", bookOrReportDetails: { publisher: "bioRxiv" } };
    const [paper] = parsePreprintSearch({ hitCount: 1, resultList: { result: [record] } }, { sources: both, limit: 20 }).papers;
    expect(paper!.authors.slice(0, 3)).toEqual(["Al-Abbadey M", "Tomescu-Stachie S", "Kaklamanou D"]);
    expect(paper!.abstract.startsWith("Objective: This study investigated whether")).toBe(true);
    expect(paper!.abstract).not.toMatch(/<[a-z]/i);
  });

  it("reads collective authors and plain text from HTML", () => {
    expect(plainText("<h4>Background</h4>CRISPR &amp; <i>in vivo</i><sup>2</sup> screens&#x2014;done")).toBe("Background: CRISPR & in vivo2 screens—done");
    const record = {
      id: "PPR1",
      source: "PPR",
      title: "A <i>title</i>",
      authorList: { author: [{ fullName: "Doe J" }, { collectiveName: "The Consortium" }] },
      bookOrReportDetails: { publisher: "medRxiv" },
      firstPublicationDate: "not a date",
    };
    const [paper] = parsePreprintSearch({ resultList: { result: [record] } }, { sources: both, limit: 20 }).papers;
    expect(paper).toMatchObject({ title: "A title", authors: ["Doe J", "The Consortium"], published_date: null, doi: null, url: "https://europepmc.org/article/PPR/PPR1" });
  });
});

describe("errors inside HTTP 200", () => {
  it("rejects Europe PMC's errCode answers and bodies without a result list", () => {
    expect(() => parsePreprintSearch({ errCode: 404, errMsg: "Invalid page size provided." }, { sources: both, limit: 20 })).toThrow(
      new RemoteDataError("Invalid page size provided."),
    );
    expect(() => parsePreprintSearch(null, { sources: both, limit: 20 })).toThrow(RemoteDataError);
    expect(() => parsePreprintSearch({ version: "6.9" }, { sources: both, limit: 20 })).toThrow(RemoteDataError);
  });

  it("reads the bioRxiv category; 'no posts found' is an answer, an empty body a failure", () => {
    const documented = {
      messages: [{ status: "ok" }],
      collection: [
        { doi: "10.64898/2026.07.31.741992", version: "1", category: "animal behavior and cognition" },
        { doi: "10.64898/2026.07.31.741992", version: "2", category: "Animal_Behavior_and_Cognition" },
      ],
    };
    expect(parseBiorxivCategory(documented)).toBe("animal behavior and cognition");
    expect(parseBiorxivCategory({ messages: [{ status: "no posts found" }], collection: [] })).toBeNull();
    expect(() => parseBiorxivCategory(null)).toThrow(RemoteDataError);
  });
});
