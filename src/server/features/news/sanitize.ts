import sanitizeHtml from "sanitize-html";
import { parseHTML } from "linkedom";
import { NEWS_LIMITS } from "@/shared/limits";
import { SUMMARY_TAGS } from "@/shared/news/summary-tags";
import { UPLOAD_PATH_PREFIX } from "../uploads";

const FONT_SIZES = new RegExp(`^(${NEWS_LIMITS.editorFontSizes.join("|")})px$`);

const REMOTE_IMAGE = /^https?:\/\//i;

/** Where each outside image of a summary is kept here (`/uploads/images/…`), by its address. */
export type LocalImages = ReadonlyMap<string, string>;

function optionsFor(localImages: LocalImages, onImage?: (src: string) => void): sanitizeHtml.IOptions {
  return {
    allowedTags: SUMMARY_TAGS,
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      span: ["style"],
      p: ["style"],
    },
    allowedStyles: { "*": { "font-size": [FONT_SIZES] } },
    allowedSchemes: ["http", "https"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
      }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? "";
        onImage?.(src);
        return { tagName, attribs: { ...attribs, src: localImages.get(src) ?? src } };
      },
    },
    // Images only from our own uploads: a reader's browser never asks another site for one.
    exclusiveFilter: (frame) => {
      if (frame.tag !== "img") return false;
      const src = frame.attribs.src ?? "";
      return !(src.startsWith(UPLOAD_PATH_PREFIX) && !src.includes(".."));
    },
  };
}

/**
 * The summary allowlist of the news issue §4, applied on every save. An outside image stays only
 * when `localImages` holds our copy of it, which takes its place.
 */
export function sanitizeSummaryHtml(html: string, localImages: LocalImages = new Map()): string {
  return sanitizeHtml(html, optionsFor(localImages)).trim();
}

/** The http(s) images of a summary, each once, in order, as the sanitizer reads their addresses. */
export function remoteImageSources(html: string): string[] {
  const sources = new Set<string>();
  sanitizeHtml(html, optionsFor(new Map(), (src) => REMOTE_IMAGE.test(src) && sources.add(src)));
  return [...sources];
}

const BLOCK_TAGS = new Set(["P", "LI", "H2", "H3", "H4", "BR", "UL", "OL", "DIV"]);

/** Plain text of sanitized summary HTML, for cards and search. */
export function summaryToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) parts.push(child.textContent ?? "");
      else {
        walk(child);
        if (BLOCK_TAGS.has((child as Element).tagName)) parts.push(" ");
      }
    }
  };
  walk(document.body);
  return parts.join("").replace(/\s+/g, " ").trim();
}
