import { detect } from "tinyld";

// tinyld misreads short German as Irish unless told which languages to expect; these are the
// languages biopharma news arrives in, besides Chinese, Japanese and Korean (found by script).
const EXPECTED_LANGUAGES = [
  "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "no", "fi", "pl", "cs", "hu", "ro", "tr", "ru", "uk",
  "id", "vi", "he", "ar",
];
const SAMPLE_CHARS = 2000;

/** "zh-CN" → "zh"; anything that is not an ISO 639-1 code → null. */
export function normalizeLanguage(code: string | null | undefined): string | null {
  const primary = code?.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return /^[a-z]{2}$/.test(primary) ? primary : null;
}

/** The ISO 639-1 code of the text's language, or null when it cannot be told. */
export function detectLanguage(text: string): string | null {
  const sample = text.slice(0, SAMPLE_CHARS);
  let letters = 0;
  let han = 0;
  let kana = 0;
  let hangul = 0;
  for (const char of sample) {
    const code = char.codePointAt(0)!;
    if (code >= 0x3040 && code <= 0x30ff) kana += 1;
    else if ((code >= 0xac00 && code <= 0xd7a3) || (code >= 0x1100 && code <= 0x11ff)) hangul += 1;
    else if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf)) han += 1;
    else if (!/\p{L}/u.test(char)) continue;
    letters += 1;
  }
  if (letters === 0) return null;
  if (kana / letters >= 0.05) return "ja";
  if (hangul / letters >= 0.3) return "ko";
  if (han / letters >= 0.3) return "zh";
  return normalizeLanguage(detect(sample, { only: EXPECTED_LANGUAGES }));
}

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** The English name of a language code: "zh" → "Chinese". */
export function languageName(code: string): string {
  return LANGUAGE_NAMES.of(code) ?? code;
}

/** Said with every built-in analysis of a non-English article. */
export function untranslatedNotice(code: string): string {
  return (
    `This article is in ${languageName(code)}. Translation to English needs an AI provider ` +
    "(set AI_PROVIDER=openai-compatible); the summary below is extracted in the original language."
  );
}
