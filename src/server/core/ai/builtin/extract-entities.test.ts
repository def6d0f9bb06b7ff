import { describe, expect, it } from "vitest";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE, JAPANESE_ARTICLE, KOREAN_ARTICLE } from "../test-articles";
import { recognize } from "@/server/core/recognize";
import { prepareDocument } from "./document";
import { findDrugMentions } from "./drug-names";
import { buildEntities, findEntityMentions } from "./extract-entities";
import { tagArticle } from "./tag-article";

function entitiesOf(title: string, text: string) {
  const document = prepareDocument(title, text);
  const mentions = findEntityMentions(document);
  return buildEntities(mentions, tagArticle(document, mentions, findDrugMentions(document)).modalityLabels, recognize(document.text).mentions);
}

describe("entity extraction", () => {
  it("names companies, regulators, diseases and targets in canonical English from native text", () => {
    expect(entitiesOf(CHINESE_ARTICLE.title, CHINESE_ARTICLE.text)).toMatchObject({
      companies: ["Jiangsu Hengrui Medicine"],
      regulators: ["NMPA"],
      targets: ["PD-1"],
      geographies: ["China"],
      modalities: ["Monoclonal antibody"],
    });
    expect(entitiesOf(CHINESE_ARTICLE.title, CHINESE_ARTICLE.text).diseases).toContain("Non-small cell lung cancer");
    expect(entitiesOf(JAPANESE_ARTICLE.title, JAPANESE_ARTICLE.text)).toMatchObject({
      companies: ["Takeda"],
      regulators: ["PMDA"],
      diseases: expect.arrayContaining(["Ulcerative colitis"]),
    });
    expect(entitiesOf(KOREAN_ARTICLE.title, KOREAN_ARTICLE.text).companies).toEqual(["Yuhan", "Johnson & Johnson"]);
  });

  it("lists the most mentioned first, each once", () => {
    const entities = entitiesOf(ENGLISH_ARTICLE.title, ENGLISH_ARTICLE.text);
    expect(entities.companies).toEqual(["Daiichi Sankyo", "AstraZeneca"]);
    expect(entities.regulators).toEqual(["FDA"]);
    expect(entities.modalities).toContain("Antibody-drug conjugate");
  });

  it("prefers the longer name and does not read places inside names", () => {
    const entities = entitiesOf(
      "Merck KGaA partners with China Resources Pharmaceutical",
      "Merck KGaA and the European Medicines Agency discussed the filing. Separately, Merck reported results in the U.S.",
    );
    expect(entities.companies).toEqual(["Merck KGaA", "China Resources Pharmaceutical", "Merck & Co."]);
    expect(entities.regulators).toEqual(["EMA"]);
    expect(entities.geographies).toEqual(["United States"]);
  });

  it("returns empty lists when nothing is known", () => {
    expect(entitiesOf("Weather", "It rained all day.")).toEqual({
      diseases: [],
      targets: [],
      companies: [],
      regulators: [],
      geographies: [],
      modalities: [],
      technologies: [],
    });
  });
});
