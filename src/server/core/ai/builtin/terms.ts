// Words and character n-grams for sentence ranking and keywords. Latin scripts split on word
// characters; Korean on spaces with particles removed; Chinese and Japanese have no spaces, so
// runs of Han and katakana become bigrams (ranking) or repeated substrings (keywords).

import { functionWords, isCjkFunctionChar, isKoreanStopWord, koreanStem } from "../stop-words";

// The function words of English and German (the one list, ../stop-words.ts), and the words of
// news that carry no topic.
const NEWS_WORDS =
  "it's across around amid including include includes included according new said says say today announced announces announce company companies inc corp ltd plc co based year years month months week weeks day days first second third one two three four five six percent million billion data results result study studies trial trials patients patient treatment treatments drug drugs therapy therapies expected expects well " +
  "sagte teilte unternehmen prozent millionen milliarden euro dollar jahr jahres jahren heute laut bereits neue neuen neuer erste ersten patienten studie behandlung entwickelt erwartet befindet sagt mitteilte";
export const STOP_WORDS = new Set([...functionWords("en", "de"), ...NEWS_WORDS.split(" ")]);

// Frequent Chinese and Japanese news words that say nothing about the topic.
const CJK_STOP_TERMS = new Set([
  "公司", "治疗", "研发", "表示", "宣布", "患者", "研究", "显示", "目前", "进一步", "业内", "相关", "领域", "方面",
  "进行", "通过", "发布", "推动", "同时", "我们", "企业", "产品", "项目", "市场", "今年", "全球", "国内",
  "対象", "取得", "発表", "予定", "今回", "同社", "国内", "領域", "開発", "治療", "患者", "結果", "臨床", "試験",
  "について", "として", "による",
]);

export type Word = { readonly text: string; readonly start: number; readonly end: number };

const LATIN_WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’.-]*[\p{Script=Latin}\p{N}]|\p{Script=Latin}/gu;
const HANGUL_WORD = /[가-힣]+/g;
const CJK_RUN = /[\p{Script=Han}\p{Script=Katakana}ー]+/gu;

export function latinWords(text: string, offset = 0): Word[] {
  return [...text.matchAll(LATIN_WORD)].map((match) => {
    // "AstraZeneca's" is the word "AstraZeneca".
    const word = match[0].replace(/['’]s$/, "");
    return { text: word, start: offset + match.index, end: offset + match.index + word.length };
  });
}

export function hangulWords(text: string, offset = 0): Word[] {
  return [...text.matchAll(HANGUL_WORD)].flatMap((match) => {
    const stem = koreanStem(match[0]);
    if (stem.length < 2 || isKoreanStopWord(stem)) return [];
    return [{ text: stem, start: offset + match.index, end: offset + match.index + stem.length }];
  });
}

export function cjkRuns(text: string, offset = 0): Word[] {
  return [...text.matchAll(CJK_RUN)].map((match) => ({
    text: match[0],
    start: offset + match.index,
    end: offset + match.index + match[0].length,
  }));
}

export function isCjkStopTerm(term: string): boolean {
  return CJK_STOP_TERMS.has(term);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** A Latin word as a ranking key: lower case, a plural "s" dropped. */
function latinKey(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 4 && lower.endsWith("s") && !lower.endsWith("ss") ? lower.slice(0, -1) : lower;
}

/** The terms of a sentence for ranking: content words, Korean stems and CJK bigrams. */
export function rankingTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of latinWords(text)) {
    if (word.text.length >= 3 && !isStopWord(word.text) && !/^\d+([.,]\d+)?$/.test(word.text)) terms.push(latinKey(word.text));
  }
  for (const word of hangulWords(text)) terms.push(word.text);
  for (const run of cjkRuns(text)) {
    const chars = [...run.text];
    for (let index = 0; index + 1 < chars.length; index += 1) {
      if (!isCjkFunctionChar(chars[index]!) && !isCjkFunctionChar(chars[index + 1]!)) {
        terms.push(chars[index]! + chars[index + 1]!);
      }
    }
  }
  return terms;
}
