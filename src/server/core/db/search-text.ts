import { hasCjkLetters } from "@/shared/scripts";

/**
 * How the feed reads a search's text (features/news/repo.ts), and how a saved search stores it to
 * be matched in reverse (features/alerts): words match by prefix in the full-text index over title
 * and summary (`tsquery`, for `to_tsquery('simple', …)`); text in scripts without spaces (Chinese,
 * Japanese, Korean) has no words to index, so it matches as a substring (`pattern`, for `ilike`).
 */
export type SearchText = { tsquery: string; pattern?: undefined } | { pattern: string; tsquery?: undefined };

export function compileSearchText(query: string | null | undefined): SearchText | undefined {
  const text = query?.trim();
  if (!text) return undefined;
  if (hasCjkLetters(text)) return { pattern: `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` };
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return { tsquery: words.map((word) => `${word}:*`).join(" & ") };
}
