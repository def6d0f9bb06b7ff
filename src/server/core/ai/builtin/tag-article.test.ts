import { describe, expect, it } from "vitest";
import type { ArticleInput } from "../interface";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE, GERMAN_ARTICLE, JAPANESE_ARTICLE, KOREAN_ARTICLE } from "../test-articles";
import { prepareDocument } from "./document";
import { findDrugMentions } from "./drug-names";
import { findEntityMentions } from "./extract-entities";
import { TAGS_MAX, TAG_SCORE_MIN, tagArticle } from "./tag-article";

function tagsOf(article: Pick<ArticleInput, "title" | "text">) {
  const document = prepareDocument(article.title, article.text);
  return tagArticle(document, findEntityMentions(document), findDrugMentions(document)).tags;
}
const labels = (article: Pick<ArticleInput, "title" | "text">) => tagsOf(article).map((tag) => tag.label);

describe("vocabulary tagging", () => {
  it("tags an English FDA approval of an ADC", () => {
    expect(labels(ENGLISH_ARTICLE)).toEqual(
      expect.arrayContaining(["fda-approval", "her2", "adc", "oncology", "clinical-trial-phase-3"]),
    );
  });

  it("tags a Chinese article through Chinese synonyms", () => {
    expect(labels(CHINESE_ARTICLE)).toEqual(
      expect.arrayContaining(["nmpa-approval", "pd-1-pd-l1", "monoclonal-antibody", "oncology", "china-biotech"]),
    );
  });

  it("tags Japanese, Korean and German articles through their synonyms", () => {
    expect(labels(JAPANESE_ARTICLE)).toEqual(
      expect.arrayContaining(["pmda-approval", "gastroenterology", "japan-pharma", "small-molecule", "clinical-trial-phase-3"]),
    );
    expect(labels(KOREAN_ARTICLE)).toEqual(
      expect.arrayContaining(["fda-approval", "egfr", "oncology", "korea-biotech", "clinical-trial-phase-3"]),
    );
    expect(labels(GERMAN_ARTICLE)).toEqual(expect.arrayContaining(["merger-acquisition", "gene-therapy", "rare-diseases"]));
  });

  it("scores 0–1, sorts by score, keeps at most a dozen and quotes the matched text", () => {
    for (const article of [ENGLISH_ARTICLE, CHINESE_ARTICLE, KOREAN_ARTICLE]) {
      const tags = tagsOf(article);
      expect(tags.length).toBeLessThanOrEqual(TAGS_MAX);
      expect(tags.map((tag) => tag.score)).toEqual([...tags.map((tag) => tag.score)].sort((a, b) => b - a));
      for (const tag of tags) {
        expect(tag.score).toBeGreaterThanOrEqual(TAG_SCORE_MIN);
        expect(tag.score).toBeLessThanOrEqual(1);
        expect(`${article.title}\n\n${article.text}`).toContain(tag.original_phrase);
      }
    }
  });

  it("counts the title more than a passing mention", () => {
    const inTitle = tagsOf({ title: "Novel vaccine enters the clinic", text: "The company gave no further details today." });
    const inBody = tagsOf({
      title: "Company update",
      text: "The company reported quarterly results. Revenue grew. It also runs a vaccine program. It gave no details.",
    });
    expect(inTitle.find((tag) => tag.label === "vaccine")?.score).toBeGreaterThan(0.5);
    expect(inBody.find((tag) => tag.label === "vaccine")).toBeUndefined();
  });

  it("finds approvals phrased around the regulator's name", () => {
    const tags = tagsOf({
      title: "Acme wins first approval",
      text: "The U.S. Food and Drug Administration has now approved Acme's drug. Acme said the FDA decision came early.",
    });
    expect(tags.find((tag) => tag.label === "fda-approval")?.original_phrase).toBe("Food and Drug Administration has now approved");
  });

  it("lets the longer synonym win within a category", () => {
    const found = labels({ title: "A bispecific antibody for lymphoma", text: "The bispecific antibody met its goal. The bispecific antibody is dosed weekly." });
    expect(found).toContain("bispecific");
    expect(found).not.toContain("monoclonal-antibody");
  });
});
