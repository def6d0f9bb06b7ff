import { splitSentences } from "../ai/builtin/sentences";

// Text is weighed in Latin letters: a Han, kana or Hangul character carries about as much as a
// Latin word of three to four letters (issue 14 §1); digits count as letters; spaces and
// punctuation say nothing. 160 letters is about 200 characters of English, the old bar.
const CJK_CHARACTER_WEIGHT = 3;
export const MIN_ARTICLE_WEIGHT = 160;
// A teaser is one sentence and a link; the shortest news item says what happened, then more.
const MIN_ARTICLE_SENTENCES = 2;

// Sentences that ask the reader to accept cookies, subscribe or sign in belong to the page, not
// the story. Words that also occur in news ("anmelden" a patent, "注册" a drug) are left out.
const READER_PROMPT_WORDS = [
  "cookie", "cookies", "javascript", "subscribe", "subscriber", "subscribers", "subscription", "sign in", "log in", "continue reading",
  "abo", "abonnieren", "abonnement", "einloggen",
  "abonnez-vous", "abonné", "abonnés", "connectez-vous",
  "suscríbete", "suscriptor", "suscriptores", "inicia sesión", "iniciar sesión",
  "abbonati", "abbonamento", "accedi",
  "assine", "assinante", "assinantes", "faça login",
];
const READER_PROMPT_CJK = [
  "订阅", "登录", "阅读全文", "会员专享", "付费内容",
  "クッキー", "購読", "ログイン", "会員登録", "会員限定", "有料会員", "続きを読む",
  "쿠키", "구독", "로그인", "회원가입", "유료회원", "회원 전용",
];
const READER_PROMPT = new RegExp(
  `(?<!\\p{Script=Latin})(?:${READER_PROMPT_WORDS.join("|")})(?!\\p{Script=Latin})|${READER_PROMPT_CJK.join("|")}`,
  "iu",
);
// Bylines, datelines and headings end without a full stop: only sentences of the story count.
const SENTENCE_END = /[.!?。！？．]["'”’」』）)\]]*$/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const CJK = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hangul}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u;

/** The text's weight in Latin letters. */
export function articleTextWeight(text: string): number {
  let weight = 0;
  for (const char of text) {
    if (LETTER_OR_DIGIT.test(char)) weight += CJK.test(char) ? CJK_CHARACTER_WEIGHT : 1;
  }
  return weight;
}

/**
 * Whether extracted text is an article rather than a teaser, a paywall stub or a cookie wall, in
 * any script: two full sentences or more that are not prompts to the reader, weighing enough.
 */
export function looksLikeArticle(text: string): boolean {
  const story = splitSentences(text)
    .map((sentence) => sentence.text)
    .filter((sentence) => SENTENCE_END.test(sentence) && !READER_PROMPT.test(sentence));
  return story.length >= MIN_ARTICLE_SENTENCES && articleTextWeight(story.join(" ")) >= MIN_ARTICLE_WEIGHT;
}
