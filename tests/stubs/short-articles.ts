import { readFileSync } from "node:fs";

/**
 * Pages for the article rule across scripts (issue 14 §1), in `articles/`, each encoded as a real
 * site would send it: short news items of two or three sentences that are articles, and teasers,
 * paywall stubs and cookie walls that are not. Served by the article site and the monitored sites.
 */
export type FixturePage = { path: string; file: string; contentType: string; language: string; charset: string };

// Where the Content-Type names no charset, the page declares it (<meta charset> or http-equiv).
export const SHORT_ARTICLES = {
  en: { path: "/short/en", file: "short-en-arvelle-approval.html", contentType: "text/html", language: "en", charset: "utf-8" },
  de: { path: "/short/de", file: "short-de-medivana-rsv.html", contentType: "text/html", language: "de", charset: "utf-8" },
  "zh-gbk": { path: "/short/zh-gbk", file: "short-zh-gbk-hengze-bispecific.html", contentType: "text/html", language: "zh", charset: "gbk" },
  "zh-utf8": {
    path: "/short/zh-utf8",
    file: "short-zh-utf8-huakang-financing.html",
    contentType: "text/html; charset=utf-8",
    language: "zh",
    charset: "utf-8",
  },
  ja: { path: "/short/ja", file: "short-ja-heartlink-trial.html", contentType: "text/html", language: "ja", charset: "shift_jis" },
  ko: { path: "/short/ko", file: "short-ko-hanbit-alzheimer.html", contentType: "text/html", language: "ko", charset: "euc-kr" },
} as const satisfies Record<string, FixturePage>;

const notArticle = (name: string, language: string, charset: string): FixturePage => ({
  path: `/not-article/${name}`,
  file: `${name}.html`,
  contentType: charset === "utf-8" ? "text/html; charset=utf-8" : "text/html",
  language,
  charset,
});

export const NOT_ARTICLES = {
  "teaser-en": notArticle("teaser-en", "en", "utf-8"),
  "paywall-en": notArticle("paywall-en", "en", "utf-8"),
  "cookie-wall-en": notArticle("cookie-wall-en", "en", "utf-8"),
  "teaser-zh": notArticle("teaser-zh", "zh", "gbk"),
  "paywall-zh": notArticle("paywall-zh", "zh", "utf-8"),
  "cookie-wall-zh": notArticle("cookie-wall-zh", "zh", "gbk"),
  "teaser-ja": notArticle("teaser-ja", "ja", "shift_jis"),
  "paywall-ja": notArticle("paywall-ja", "ja", "shift_jis"),
  "cookie-wall-ja": notArticle("cookie-wall-ja", "ja", "shift_jis"),
  "teaser-ko": notArticle("teaser-ko", "ko", "euc-kr"),
  "paywall-ko": notArticle("paywall-ko", "ko", "euc-kr"),
  "cookie-wall-ko": notArticle("cookie-wall-ko", "ko", "euc-kr"),
} as const satisfies Record<string, FixturePage>;

export function readArticleFixture(file: string): Buffer {
  return readFileSync(new URL(`./articles/${file}`, import.meta.url));
}
