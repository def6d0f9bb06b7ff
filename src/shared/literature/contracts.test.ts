import { describe, expect, it } from "vitest";
import { analyzePapersRequestSchema, chatPapersRequestSchema, searchPapersRequestSchema, type Paper } from "./contracts";

const paper: Paper = {
  id: "PPR1",
  title: "A preprint",
  source: "bioRxiv",
  category: null,
  abstract: "",
  authors: ["Doe J"],
  published_date: "2025-06-16",
  relevance_score: 1,
  doi: "10.1101/2025.06.10.658949",
  url: "https://www.biorxiv.org/content/10.1101/2025.06.10.658949",
};

describe("literature contracts", () => {
  it("trims the query and defaults to both sources and 20 results", () => {
    expect(searchPapersRequestSchema.parse({ query: "  CRISPR  " })).toEqual({ query: "CRISPR", sources: ["bioRxiv", "medRxiv"], limit: 20 });
  });

  it("uses the spec's words for a blank query and needs a source", () => {
    const blank = searchPapersRequestSchema.safeParse({ query: " \n " });
    expect(blank.error?.issues[0]?.message).toBe("Please enter a search query to find scientific papers.");
    expect(searchPapersRequestSchema.safeParse({ query: "x", sources: [] }).success).toBe(false);
    expect(searchPapersRequestSchema.safeParse({ query: "x", sources: ["bioRxiv", "bioRxiv"] }).success).toBe(false);
  });

  it("caps analysis at 10 papers and chat at 5", () => {
    expect(analyzePapersRequestSchema.safeParse({ analysisType: "gap_analysis", papers: Array(10).fill(paper) }).success).toBe(true);
    expect(analyzePapersRequestSchema.safeParse({ analysisType: "gap_analysis", papers: Array(11).fill(paper) }).success).toBe(false);
    expect(chatPapersRequestSchema.safeParse({ message: "Hi", papers: Array(5).fill(paper) }).success).toBe(true);
    expect(chatPapersRequestSchema.safeParse({ message: "Hi", papers: Array(6).fill(paper) }).success).toBe(false);
    expect(analyzePapersRequestSchema.safeParse({ analysisType: "chat", papers: [paper] }).success).toBe(false);
  });

  it("accepts only web addresses and bounded fields in papers sent back", () => {
    const bad = (fields: Partial<Paper>) => analyzePapersRequestSchema.safeParse({ analysisType: "gap_analysis", papers: [{ ...paper, ...fields }] }).success;
    expect(bad({ url: "javascript:alert(1)" })).toBe(false);
    expect(bad({ relevance_score: 1.5 })).toBe(false);
    expect(bad({ title: "x".repeat(1001) })).toBe(false);
    expect(bad({ authors: Array(1001).fill("A") })).toBe(false);
    expect(bad({})).toBe(true);
  });
});
