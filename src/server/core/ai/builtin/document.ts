import { foldText, type FoldedText } from "./phrase-matcher";
import { splitSentences, type Sentence } from "./sentences";

export type Script = "latin" | "cjk" | "hangul";

/** An article prepared once for every step of the built-in engine. */
export type ArticleDocument = {
  /** The title, a blank line, then the cleaned body. Every offset points into this text. */
  readonly text: string;
  readonly folded: FoldedText;
  readonly title: string;
  /** Where the body starts; everything before is the title. */
  readonly bodyStart: number;
  readonly sentences: readonly Sentence[];
  /** End of the lead: the first two body sentences. */
  readonly leadEnd: number;
  /** Where press-release boilerplate ("About Pfizer", forward-looking statements) starts. */
  readonly boilerplateStart: number;
  readonly script: Script;
};

// A short line that opens the closing sections of a press release; what follows is not the news.
const BOILERPLATE_HEADING =
  /^(about |über |关于|關於|.{1,40}について$|.{1,30}(소개|개요)$|forward-looking statements|cautionary (note|statement)|safe harbor|media contacts?|investor contacts?|contacts?:|for more information|source:|disclaimer|免责声明|本?新闻稿来源|pressekontakt|kontakt:|über das unternehmen)/i;
const BOILERPLATE_ANYWHERE = /forward-looking statements|前瞻性陈述|将来予想|zukunftsgerichtete aussagen|미래예측/i;

function isBoilerplateStart(line: string): boolean {
  if (BOILERPLATE_ANYWHERE.test(line)) return true;
  return line.length <= 80 && !/[.。！？!?]$/.test(line) && BOILERPLATE_HEADING.test(line);
}

function cleanArticleText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, "")
    .replace(/[^\S\n]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function detectScript(text: string): Script {
  let latin = 0;
  let cjk = 0;
  let hangul = 0;
  const sample = text.length > 4000 ? text.slice(0, 4000) : text;
  for (let index = 0; index < sample.length; index += 1) {
    const code = sample.charCodeAt(index);
    if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 0xc0 && code <= 0x24f)) latin += 1;
    else if (code >= 0xac00 && code <= 0xd7a3) hangul += 1;
    else if ((code >= 0x3040 && code <= 0x30ff) || (code >= 0x4e00 && code <= 0x9fff)) cjk += 1;
  }
  // A CJK character carries about as much as a short Latin word.
  if (hangul * 2 > latin && hangul >= cjk) return "hangul";
  if (cjk * 3 > latin) return "cjk";
  return "latin";
}

export function prepareDocument(title: string, body: string): ArticleDocument {
  const cleanTitle = cleanArticleText(title).replace(/\n+/g, " ");
  const cleanBody = cleanArticleText(body);
  const bodyStart = cleanTitle.length + 2;
  const text = `${cleanTitle}\n\n${cleanBody}`;
  const sentences = splitSentences(cleanBody, bodyStart);
  let boilerplateStart = text.length;
  const lines = cleanBody.split("\n");
  let lineOffset = bodyStart;
  for (const [index, line] of lines.entries()) {
    // The first lines are the news even when they start with "About".
    if (index > 1 && isBoilerplateStart(line)) {
      boilerplateStart = lineOffset;
      break;
    }
    lineOffset += line.length + 1;
  }
  return {
    text,
    folded: foldText(text),
    title: cleanTitle,
    bodyStart,
    sentences,
    leadEnd: sentences[Math.min(1, sentences.length - 1)]?.end ?? bodyStart,
    boilerplateStart,
    script: detectScript(cleanBody || cleanTitle),
  };
}

/** How much a mention at `offset` counts: the title most, then the lead, boilerplate least. */
export function positionWeight(document: ArticleDocument, offset: number): number {
  if (offset < document.bodyStart) return 3;
  if (offset < document.leadEnd) return 1.5;
  if (offset >= document.boilerplateStart) return 0.3;
  return 1;
}
