import { describe, expect, it } from "vitest";
import { DEFAULT_PATENT_FILTERS, PATENT_CATEGORIES, PATENT_KEY_VARIABLE, type PatentFilters } from "@/shared/patents/options";
import { generateSamplePatents } from "./sample";

const today = new Date("2026-06-15T12:00:00Z");
const run = (query: string, filters: Partial<PatentFilters> = {}) =>
  generateSamplePatents({ query, filters: { ...DEFAULT_PATENT_FILTERS, ...filters }, today });

describe("generateSamplePatents", () => {
  it("gives the same patents for the same query and filters, and others for another query", () => {
    expect(run("CAR-T cell therapy")).toEqual(run("  CAR-T   cell therapy "));
    expect(run("CAR-T cell therapy").patents[0]?.id).not.toBe(run("PD-1 inhibitor").patents[0]?.id);
  });

  it("fills every field of the spec with plausible values", () => {
    const { patents, total, notices } = run("mRNA vaccine");
    expect(patents.length).toBeGreaterThanOrEqual(8);
    expect(patents.length).toBeLessThanOrEqual(20);
    expect(total).toBe(patents.length);
    expect(notices[0]).toContain(PATENT_KEY_VARIABLE);
    for (const patent of patents) {
      expect(patent.title.toLowerCase()).toContain("mrna vaccine");
      expect(PATENT_CATEGORIES).toContain(patent.category);
      expect(patent.inventors.length).toBeGreaterThan(0);
      expect(patent.assignee).toBeTruthy();
      expect(patent.filingDate! < patent.publicationDate!).toBe(true);
      expect(patent.publicationDate! <= "2026-06-15").toBe(true);
      expect(patent.relevance).toBeGreaterThanOrEqual(0.5);
      expect(patent.relevance).toBeLessThanOrEqual(1);
      expect(patent.citations).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(patents.map((patent) => patent.id)).size).toBe(patents.length);
  });

  it("honours status and country in ids, and says what sample data cannot be", () => {
    expect(run("antibody").patents.every((patent) => /^US\d{8}B2$/.test(patent.id))).toBe(true);
    expect(run("antibody", { status: "APPLICATION" }).patents.every((patent) => /^US\d{11}A1$/.test(patent.id))).toBe(true);
    const japan = run("antibody", { country: "JP" });
    expect(japan.patents.every((patent) => patent.id.startsWith("JP") && patent.country === "JP")).toBe(true);
    const wo = run("antibody", { country: "WO" });
    expect(wo.patents.every((patent) => patent.status === "APPLICATION" && patent.id.startsWith("WO"))).toBe(true);
    expect(wo.notices.join(" ")).toContain("international applications");
    expect(run("antibody", { language: "GERMAN" }).notices.join(" ")).toContain("documents in German");
  });

  it("sorts the same patents by relevance, newest or oldest", () => {
    const relevance = run("gene therapy").patents;
    const newest = run("gene therapy", { sort: "newest" }).patents;
    const oldest = run("gene therapy", { sort: "oldest" }).patents;
    const ids = (list: typeof relevance) => list.map((patent) => patent.id).sort();
    expect(ids(newest)).toEqual(ids(relevance));
    expect(ids(oldest)).toEqual(ids(relevance));
    const scores = relevance.map((patent) => patent.relevance);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const newestDates = newest.map((patent) => patent.publicationDate!);
    expect(newestDates).toEqual([...newestDates].sort().reverse());
    expect(oldest.map((patent) => patent.publicationDate!)).toEqual([...newestDates].sort());
  });

  it("finds nothing for a query without a letter or digit", () => {
    const empty = run("%%% !!");
    expect(empty.patents).toEqual([]);
    expect(empty.total).toBe(0);
    expect(empty.notices[0]).toContain(PATENT_KEY_VARIABLE);
  });
});
