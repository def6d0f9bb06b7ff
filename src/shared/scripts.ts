// Which writing system a text uses, where it decides something: Chinese, Japanese and Korean
// have no spaces between words (search falls back to substrings, names have no capitals), and an
// alias is filed under the language its script says.

const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether the text has a Chinese character, kana or Hangul. */
export function hasCjkLetters(text: string): boolean {
  return CJK_LETTER.test(text);
}

/** "ja" for kana, "ko" for Hangul, "zh" for Chinese characters alone; null for other scripts. */
export function cjkLanguageOf(text: string): "zh" | "ja" | "ko" | null {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return "ja";
  if (/\p{Script=Hangul}/u.test(text)) return "ko";
  if (/\p{Script=Han}/u.test(text)) return "zh";
  return null;
}
