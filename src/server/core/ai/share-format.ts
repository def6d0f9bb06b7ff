import { NEWS_LIMITS } from "@/shared/limits";

// Length rules of the two share targets. X counts "weighted" characters (twitter-text v3: most
// CJK characters count 2) and every link as 23 (t.co); the link travels in the tweet intent's
// `url` parameter, so the text leaves room for it and a space but does not contain it.

export const X_URL_LENGTH = 23;
export const LINKEDIN_MAX = 1300;
const ELLIPSIS = "…";

// twitter-text v3: these code point ranges weigh 1, everything else 2.
const LIGHT_RANGES: readonly [number, number][] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

export function xLength(text: string): number {
  let length = 0;
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    length += LIGHT_RANGES.some(([low, high]) => code >= low && code <= high) ? 1 : 2;
  }
  return length;
}

/** What the text may weigh on X when a link of 23 and a space are added to the post. */
export function xBudget(url: string | undefined): number {
  return NEWS_LIMITS.xPostMax - (url ? X_URL_LENGTH + 1 : 0);
}

/** Cuts text to `max` by `measure`, at a word boundary where there is one, and adds "…". */
export function truncate(text: string, max: number, measure: (text: string) => number = (value) => [...value].length): string {
  if (measure(text) <= max) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (measure(chars.slice(0, middle).join("")) + measure(ELLIPSIS) <= max) low = middle;
    else high = middle - 1;
  }
  let cut = chars.slice(0, low).join("");
  const endsAtWord = /\s/.test(chars[low] ?? "");
  const space = cut.search(/\s\S*$/);
  if (!endsAtWord && space > cut.length * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.\-–—、，]+$/u, "")}${ELLIPSIS}`;
}

/** A model's share text made plain: no markdown emphasis, no wrapping quotes, tidy lines. */
export function plainShareText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, "$1$2")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/[ \t]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .replace(/^["“](.*)["”]$/s, "$1")
    .trim();
}

/** An X post within its budget: links removed (the intent adds the page's), then cut to fit. */
export function fitXPost(text: string, url: string | undefined): string {
  const withoutLinks = text.replace(/https?:\/\/\S+/g, "").replace(/[ \t]+\n/g, "\n").replace(/ {2,}/g, " ").trim();
  return truncate(withoutLinks, xBudget(url), xLength);
}

export function fitLinkedInPost(text: string): string {
  return truncate(text, LINKEDIN_MAX);
}
