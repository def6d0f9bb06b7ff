import { describe, expect, it } from "vitest";
import { articleTextWeight, looksLikeArticle, MIN_ARTICLE_WEIGHT } from "./looks-like-article";

describe("articleTextWeight", () => {
  it("weighs a Han, kana or Hangul character as three Latin letters, and spaces and punctuation as nothing", () => {
    expect(articleTextWeight("新药获批。")).toBe(12);
    expect(articleTextWeight("ニュース")).toBe(12);
    expect(articleTextWeight("신약 허가.")).toBe(12);
    expect(articleTextWeight("FDA nod, 2025!")).toBe(10);
  });
});

describe("looksLikeArticle", () => {
  it("takes a two-sentence Chinese flash of 66 characters, which 200 UTF-16 units refused", () => {
    const flash =
      "华康医药今日宣布完成5亿元人民币C轮融资，本轮由两家医疗健康基金联合领投。所筹资金将主要用于口服GLP-1小分子药物的二期临床试验。";
    expect(flash.length).toBe(66);
    expect(looksLikeArticle(flash)).toBe(true);
  });

  it(`refuses an English teaser of about 150 characters: two sentences, under ${MIN_ARTICLE_WEIGHT} letters`, () => {
    const teaser =
      "Helixion Therapeutics’ in vivo base editor cut LDL cholesterol by 58% in an early trial. Analysts say a one-time treatment for heart disease may be near.";
    expect(looksLikeArticle(teaser)).toBe(false);
    expect(looksLikeArticle(`${teaser} The company will present the full data at a cardiology congress in Madrid next month.`)).toBe(true);
  });

  it("refuses a single sentence however long, and does not count bylines and headings as sentences", () => {
    const lede =
      "Arvelle Therapeutics said on Tuesday that the US Food and Drug Administration had approved its oral KRAS G12D inhibitor for adults with metastatic pancreatic cancer whose disease progressed after chemotherapy.";
    expect(looksLikeArticle(lede)).toBe(false);
    expect(looksLikeArticle(`By Dana Whitfield\n\nBreaking news\n\n${lede}`)).toBe(false);
  });

  it("does not count sentences that ask the reader to subscribe, sign in or accept cookies", () => {
    const lede = "康宁生物4月2日晚间公告称，公司已与一家瑞士跨国制药企业就其ADC新药达成海外独家授权协议，将获得2亿美元首付款。";
    expect(looksLikeArticle(`${lede}本文为付费内容，订阅会员后即可阅读全文。`)).toBe(false);
    expect(looksLikeArticle(`${lede}双方将在中国以外地区共同推进该药物的三期临床试验。`)).toBe(true);
    const consent = "当サイトではCookieを使用しています。閲覧を続けた場合、Cookieの使用に同意したものとみなします。";
    expect(looksLikeArticle(`${consent}詳しくはプライバシーポリシーをご覧ください。`)).toBe(false);
  });
});
