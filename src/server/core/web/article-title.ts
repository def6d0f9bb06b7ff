import { normalizeWhitespace } from "./article-text";

// Next to a stated site name any dash separates ("标题-站点名"); next to a heading a hyphen must
// stand between spaces, or "mRNA-Werk" would split.
const SEPARATOR = String.raw`\s*(?:[|_·•»\-–—]|::)\s*`;
const STRICT_SEPARATOR = String.raw`(?:\s*(?:[|_·•»–—]|::)\s*|\s+-\s+)`;
const HEADING_SEPARATOR = new RegExp(`^${STRICT_SEPARATOR}\\S`);
const HEADING_SEPARATOR_AT_END = new RegExp(`\\S${STRICT_SEPARATOR}$`);

/**
 * Removes a site name that the page glued to its title ("… | Fierce Biotech", "…_医药观察网",
 * "Endpoints News – …") when it is obvious: the part removed equals a site name the page states,
 * or what remains equals one of the page's <h1> headings and the part removed is short.
 */
export function cleanTitle(rawTitle: string, options: { siteNames: (string | null)[]; headings: string[] }): string {
  const title = normalizeWhitespace(rawTitle);
  for (const siteName of options.siteNames) {
    const name = normalizeWhitespace(siteName ?? "");
    if (!name || name.toLowerCase() === title.toLowerCase()) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const suffix = new RegExp(`^(.+?)${SEPARATOR}${escaped}$`, "i").exec(title);
    if (suffix) return suffix[1]!.trim();
    const prefix = new RegExp(`^${escaped}${SEPARATOR}(.+)$`, "i").exec(title);
    if (prefix) return prefix[1]!.trim();
  }
  for (const rawHeading of options.headings) {
    const heading = normalizeWhitespace(rawHeading);
    if (!heading || heading === title) continue;
    const after = title.startsWith(heading) ? title.slice(heading.length) : null;
    if (after && HEADING_SEPARATOR.test(after) && looksLikeSiteName(after)) return heading;
    const before = title.endsWith(heading) ? title.slice(0, -heading.length) : null;
    if (before && HEADING_SEPARATOR_AT_END.test(before) && looksLikeSiteName(before)) return heading;
  }
  return title;
}

// A subtitle ("Phase 3 win - but at what cost?") is not a site name: those are short and never ask.
function looksLikeSiteName(part: string): boolean {
  const name = part.replace(new RegExp(`^${SEPARATOR}|${SEPARATOR}$`, "g"), "");
  return name.length <= 30 && name.split(" ").length <= 4 && !/[?!？！。]/.test(name);
}
