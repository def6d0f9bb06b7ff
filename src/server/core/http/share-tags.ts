import { escapeHtml } from "./escape-html";

/** What a link preview shows of a page (LinkedIn, X, Slack…): `url` absolute, the page's canonical address. */
export type SharePreview = { type: "article" | "website"; title: string; description: string; url: string };

/** The Open Graph and Twitter-card tags of a page and its canonical link, escaped, one a line. */
export function shareTags({ type, title, description, url }: SharePreview, indent = "    "): string {
  const meta = [
    ["property", "og:type", type],
    ["property", "og:site_name", "BioAgent Hub"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["name", "twitter:card", "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
  ].map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content!)}">`);
  return [...meta, `<link rel="canonical" href="${escapeHtml(url)}">`].join(`\n${indent}`);
}
