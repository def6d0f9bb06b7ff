import { eld } from "eld/extrasmall";

// The product's one language detector (issue 14 §1): ingest, the monitor and the AI engines use it.
// Measured on short sentences by `npm run bench:language` (docs/performance.md).
const SAMPLE_CHARS = 2000;
// Below about four words of Latin letters no statistics beat what the page says of itself.
const MIN_LETTERS = 16;

export type DetectLanguageOptions = {
  /** What the page declares (`<html lang>`): the answer when the text is too short to tell. */
  declared?: string | null;
};

/** "zh-CN" → "zh"; anything that is not an ISO 639-1 code → null. */
export function normalizeLanguage(code: string | null | undefined): string | null {
  const primary = code?.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return /^[a-z]{2}$/.test(primary) ? primary : null;
}

function countScripts(sample: string) {
  const count = (pattern: RegExp) => sample.match(pattern)?.length ?? 0;
  return {
    letters: count(/\p{L}/gu),
    han: count(/\p{Script=Han}/gu),
    kana: count(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu),
    hangul: count(/\p{Script=Hangul}/gu),
  };
}

/**
 * The ISO 639-1 code of the text's language, or null when it cannot be told. Chinese, Japanese
 * and Korean are told by their scripts, which needs only a few characters; other languages by
 * eld's n-gram statistics once the text has enough letters, else by what the page declares.
 */
export function detectLanguage(text: string, options: DetectLanguageOptions = {}): string | null {
  const declared = normalizeLanguage(options.declared);
  const sample = text.slice(0, SAMPLE_CHARS);
  const { letters, han, kana, hangul } = countScripts(sample);
  if (letters === 0) return declared;
  if (kana / letters >= 0.05) return "ja";
  if (hangul / letters >= 0.3) return "ko";
  // Chinese and Japanese share Han characters: a title in Han alone is what the page says it is.
  if (han / letters >= 0.3) return declared === "ja" ? "ja" : "zh";
  if (letters < MIN_LETTERS) return declared;
  return normalizeLanguage(eld.detect(sample).language) ?? declared;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** The English name of a language code: "zh" → "Chinese". */
export function languageName(code: string): string {
  return LANGUAGE_NAMES.of(code) ?? code;
}

/** Said with every built-in analysis of a non-English article. */
export function briefNotice(code: string): string {
  return (
    `This article is in ${languageName(code)}. The title and summary below are an English brief of the facts recognized in it; ` +
    "a full translation needs an AI provider (set AI_PROVIDER=openai-compatible)."
  );
}
