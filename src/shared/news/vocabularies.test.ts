import { describe, expect, it } from "vitest";
import { TAG_CATEGORIES, toTagLabel } from "./tags";
import { VOCABULARIES, allTagLabels, findVocabularyEntry, isVocabularyTag, tagHashtag } from "./vocabularies";

// news-community-support.md §3, "Tag vocabularies", copied label by label.
const SPEC_LABELS = {
  therapeutic_areas: "oncology, neurology, cardiology, immunology, rare-diseases, ophthalmology, dermatology, gastroenterology, respiratory, hematology",
  targets_moa: "pd-1-pd-l1, ctla-4, her2, egfr, vegf, bcr-abl, jak-stat, pi3k-akt-mtor, ras-raf-mek-erk",
  modalities: "monoclonal-antibody, small-molecule, cell-therapy, gene-therapy, rna-therapeutics, adc, bispecific, peptide, vaccine",
  development_stage: "preclinical, clinical-trial-phase-1, clinical-trial-phase-2, clinical-trial-phase-3, phase-4, pivotal-trial",
  regulatory_market: "fda-approval, ema-approval, nmpa-approval, pmda-approval, breakthrough-designation, orphan-drug, fast-track, priority-review, accelerated-approval",
  geographies: "china-biotech, japan-pharma, korea-biotech, usa-pharma, eu-market, uk-market, emerging-markets",
  business_events: "merger-acquisition, licensing-deal, collaboration, ipo, funding-round",
} as const;

const fold = (synonym: string) => synonym.replace(/\*/g, "").normalize("NFKC").toLowerCase().trim();
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

describe("tag vocabularies", () => {
  it("has exactly the spec's labels in each category, in its order", () => {
    expect(Object.keys(VOCABULARIES)).toEqual([...TAG_CATEGORIES]);
    for (const category of TAG_CATEGORIES) {
      expect(VOCABULARIES[category].map((entry) => entry.label)).toEqual(SPEC_LABELS[category].split(", "));
    }
    expect(allTagLabels()).toHaveLength(55);
  });

  it("writes every label the way toTagLabel does", () => {
    for (const label of allTagLabels()) expect(toTagLabel(label)).toBe(label);
  });

  it("gives every label English and Asian-script synonyms", () => {
    for (const entries of Object.values(VOCABULARIES)) {
      for (const entry of entries) {
        expect(entry.synonyms.some((synonym) => /^[\p{Script=Latin}\d]/u.test(synonym)), entry.label).toBe(true);
        expect(entry.synonyms.some((synonym) => CJK.test(synonym)), entry.label).toBe(true);
      }
    }
  });

  it("maps no synonym to two labels of one category", () => {
    for (const category of TAG_CATEGORIES) {
      const owner = new Map<string, string>();
      for (const entry of VOCABULARIES[category]) {
        for (const synonym of entry.synonyms) {
          const key = fold(synonym);
          expect(owner.get(key) ?? entry.label, `"${synonym}" in ${category}`).toBe(entry.label);
          owner.set(key, entry.label);
        }
      }
    }
  });

  it("keeps anchors and cues only where a synonym list alone would miss phrasings", () => {
    for (const entries of Object.values(VOCABULARIES)) {
      for (const { nearby, label } of entries) {
        if (!nearby) continue;
        expect(nearby.anchors.length, label).toBeGreaterThan(0);
        expect(nearby.cues.length, label).toBeGreaterThan(0);
      }
    }
  });

  it("finds entries by label in any spelling and tells whether a tag belongs to a category", () => {
    expect(findVocabularyEntry("FDA Approval")).toMatchObject({ label: "fda-approval", category: "regulatory_market" });
    expect(findVocabularyEntry("made-up")).toBeUndefined();
    expect(isVocabularyTag("targets_moa", "her2")).toBe(true);
    expect(isVocabularyTag("therapeutic_areas", "her2")).toBe(false);
  });

  it("makes hashtags from names or overrides", () => {
    expect(tagHashtag("fda-approval")).toBe("#FDAApproval");
    expect(tagHashtag("rare-diseases")).toBe("#RareDiseases");
    expect(tagHashtag("pd-1-pd-l1")).toBe("#PD1");
    expect(tagHashtag("nope")).toBeNull();
  });
});
