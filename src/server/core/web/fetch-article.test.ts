import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_PATHS, type ArticleSite, startArticleSite } from "../../../../tests/stubs/article-site";
import { NOT_ARTICLES, SHORT_ARTICLES } from "../../../../tests/stubs/short-articles";
import { fetchArticle } from "./fetch-article";

let site: ArticleSite;

beforeAll(async () => {
  site = await startArticleSite();
});
afterAll(() => site.close());

// The stub runs on 127.0.0.1, so these tests lift the address rule as FETCH_ALLOW_PRIVATE does.
const options = { allowPrivate: true } as const;

describe("fetchArticle per language", () => {
  it.each([
    {
      language: "en",
      path: ARTICLE_PATHS.en,
      title: "Helixion’s in vivo base editor cuts LDL cholesterol by 58% in early trial",
      firstParagraph: "Helixion Therapeutics said a single infusion of its in vivo base editor HLX-201 lowered",
      noise: ["Deals & Financing", "Accept all cookies", "Subscribe to our newsletter", "All rights reserved"],
      publishedAt: "2025-03-18T13:30:00.000Z",
      charset: "utf-8",
      siteName: "BioPharma Ledger",
    },
    {
      language: "zh",
      path: ARTICLE_PATHS.zh,
      title: "康宁生物ADC新药授权海外 首付款2亿美元",
      firstParagraph: "4月2日，康宁生物发布公告称，公司已与一家总部位于瑞士的跨国制药企业达成独家许可协议",
      noise: ["热门文章", "广告位招商", "版权所有", "投融资"],
      publishedAt: "2025-04-02T00:15:00.000Z",
      charset: "gbk",
      siteName: null,
    },
    {
      language: "ja",
      path: ARTICLE_PATHS.ja,
      title: "iPS細胞由来の心筋シート、重症心不全で承認申請",
      firstParagraph: "再生医療ベンチャーのハートリンク社（大阪市）は14日、人工多能性幹細胞（iPS細胞）から作製した",
      noise: ["アクセスランキング", "会員ログイン", "メールマガジン", "All Rights Reserved"],
      publishedAt: "2025-02-14T01:00:00.000Z",
      charset: "shift_jis",
      siteName: "バイオ医療ニュース",
    },
    {
      language: "ko",
      path: ARTICLE_PATHS.ko,
      title: "한빛바이오, 황반변성 바이오시밀러 유럽 허가 권고 획득",
      firstParagraph: "한빛바이오는 유럽의약품청(EMA) 산하 약물사용자문위원회(CHMP)로부터",
      noise: ["많이 본 뉴스", "회원가입", "개인정보처리방침", "대표전화"],
      publishedAt: "2025-05-20T05:30:00.000Z",
      charset: "euc-kr",
      siteName: "바이오헬스뉴스",
    },
    {
      language: "de",
      path: ARTICLE_PATHS.de,
      title: "Medivana eröffnet mRNA-Werk in Marburg",
      firstParagraph: "Der Mainzer Impfstoffhersteller Medivana hat am Dienstag in Marburg eine neue Produktionsanlage",
      noise: ["Jetzt abonnieren", "Meistgelesen", "Impressum", "Medizintechnik"],
      publishedAt: "2025-06-03T05:45:00.000Z",
      charset: "utf-8",
      siteName: "BioWirtschaft Aktuell",
    },
  ])("extracts the $language article ($charset)", async (expected) => {
    const article = await fetchArticle(`${site.url}${expected.path}`, options);
    expect(article.title).toBe(expected.title);
    const paragraphs = article.text.split("\n\n");
    expect(paragraphs.some((paragraph) => paragraph.startsWith(expected.firstParagraph))).toBe(true);
    expect(paragraphs.length).toBeGreaterThanOrEqual(6);
    expect(paragraphs[0]).not.toBe(expected.title);
    for (const noise of expected.noise) expect(article.text).not.toContain(noise);
    expect(article.publishedAt?.toISOString()).toBe(expected.publishedAt);
    expect(article.language).toBe(expected.language);
    expect(article.charset).toBe(expected.charset);
    expect(article.siteName).toBe(expected.siteName);
    expect(article.sourceUrl).toBe(`${site.url}${expected.path}`);
    expect(article.text).not.toMatch(/\ufffd| {2}|\n{3}/);
  });
});

// Issue 14 §1: the article rule weighs text fairly across scripts. The CJK items are under 200
// UTF-16 units, which the old rule (MIN_ARTICLE_CHARS = 200) refused.
describe("fetchArticle on short articles and on pages that only look like news", () => {
  it.each([
    { page: SHORT_ARTICLES.en, title: "Arvelle wins FDA approval for oral KRAS inhibitor in pancreatic cancer", opening: "The US Food and Drug Administration on Tuesday approved" },
    { page: SHORT_ARTICLES.de, title: "Medivana erhält EU-Zulassung für RSV-Impfstoff", opening: "Die Europäische Kommission hat den mRNA-Impfstoff" },
    { page: SHORT_ARTICLES["zh-gbk"], title: "恒泽生物PD-1/VEGF双抗获批临床", opening: "恒泽生物6月12日晚间公告" },
    { page: SHORT_ARTICLES["zh-utf8"], title: "华康医药完成5亿元C轮融资", opening: "华康医药今日宣布完成5亿元人民币C轮融资" },
    { page: SHORT_ARTICLES.ja, title: "ハートリンク、iPS心筋シートの治験で主要評価項目を達成", opening: "再生医療ベンチャーのハートリンク（大阪市）は18日" },
    { page: SHORT_ARTICLES.ko, title: "한빛바이오, 알츠하이머 항체 신약 美 임상 2상 승인", opening: "한빛바이오는 미국 식품의약국(FDA)으로부터" },
  ])("reads the short $page.language article in $page.charset", async ({ page, title, opening }) => {
    const article = await fetchArticle(`${site.url}${page.path}`, options);
    expect(article).toMatchObject({ title, language: page.language, charset: page.charset });
    expect(article.text.split("\n\n").some((paragraph) => paragraph.startsWith(opening))).toBe(true);
    expect(article.text).not.toMatch(/\ufffd|Most read|热门文章|アクセスランキング|많이 본 뉴스|Meistgelesen/);
    if (["zh", "ja", "ko"].includes(page.language)) expect(article.text.length).toBeLessThan(200);
  });

  it.each(Object.entries(NOT_ARTICLES))("refuses the %s page (422)", async (_name, page) => {
    await expect(fetchArticle(`${site.url}${page.path}`, options)).rejects.toMatchObject({
      code: "unprocessable",
      status: 422,
      message: "This page does not look like an article: no article text was found.",
    });
  });
});

describe("fetchArticle", () => {
  it("normalizes both the pasted and the final URL after redirects", async () => {
    const article = await fetchArticle(`  ${site.url}/chain/1?utm_campaign=spring#top `, options);
    expect(article.requestedUrl).toBe(`${site.url}/chain/1`);
    expect(article.sourceUrl).toBe(`${site.url}${ARTICLE_PATHS.en}?id=42`);
    expect(article.title).toBe("Helixion’s in vivo base editor cuts LDL cholesterol by 58% in early trial");
  });

  it("reads a gzip-compressed page", async () => {
    const article = await fetchArticle(`${site.url}/compressed/gzip`, options);
    expect(article).toMatchObject({ language: "en", charset: "utf-8", byline: "Dana Whitfield" });
    expect(article.excerpt).toContain("A single infusion of HLX-201");
  });

  it("refuses a login form as not an article (422)", async () => {
    await expect(fetchArticle(`${site.url}/login`, options)).rejects.toMatchObject({
      code: "unprocessable",
      status: 422,
      message: "This page does not look like an article: no article text was found.",
    });
  });

  it("refuses a PDF (422) and reports a missing page (502)", async () => {
    await expect(fetchArticle(`${site.url}/report.pdf`, options)).rejects.toMatchObject({ status: 422 });
    await expect(fetchArticle(`${site.url}/missing`, options)).rejects.toMatchObject({ status: 502 });
  });

  it("refuses the stub's own address when private addresses are not allowed (400, no request)", async () => {
    const before = site.requests.length;
    await expect(fetchArticle(`${site.url}${ARTICLE_PATHS.en}`, { allowPrivate: false })).rejects.toMatchObject({
      code: "bad_request",
      status: 400,
    });
    expect(site.requests.length).toBe(before);
  });

  it("refuses a non-http scheme even when private addresses are allowed", async () => {
    await expect(fetchArticle("file:///etc/passwd", options)).rejects.toMatchObject({ code: "bad_request" });
  });
});
