import { detectAll } from "tinyld";

const LANGUAGE_SAMPLE_CHARS = 2000;
// tinyld answers confidently but wrongly on a handful of words ("武田薬品 iPS 細胞" comes out as
// Latin), so below this many letters, or below this confidence, the page's own lang attribute wins.
const MIN_LETTERS = 40;
const MIN_ACCURACY = 0.5;

export type LanguageInput = { title: string; text: string; htmlLang: string | null };

/** ISO 639-1 code of the article's language (title and first text), else the page's `<html lang>`. */
export function detectLanguage({ title, text, htmlLang }: LanguageInput): string | null {
  const sample = `${title}\n${text.slice(0, LANGUAGE_SAMPLE_CHARS)}`;
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters >= MIN_LETTERS) {
    const [best] = detectAll(sample);
    if (best && best.accuracy >= MIN_ACCURACY && /^[a-z]{2}$/.test(best.lang)) return best.lang;
  }
  return primaryLanguage(htmlLang);
}

/** "zh-Hant-TW" → "zh"; anything that is not a two-letter primary subtag → null. */
export function primaryLanguage(tag: string | null): string | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
  return /^[a-z]{2}$/.test(primary) ? primary : null;
}
