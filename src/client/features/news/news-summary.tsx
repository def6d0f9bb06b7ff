import { useMemo, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { Tag } from "@/shared/news/contracts";
import { cn } from "@/client/lib/class-names";
import { RICH_TEXT_CLASSES } from "./rich-text-classes";
import { sanitizeSummary } from "./sanitize-summary";
import { tagForTerm, tagTerms } from "./tag-terms";

export function tagFeedPath(label: string): string {
  return `/news?${new URLSearchParams({ tag: label }).toString()}`;
}

/** Sanitizes the summary, then turns bold terms that name one of the item's tags into feed links. */
function renderSummary(html: string, tags: readonly Tag[]): string {
  const body = sanitizeSummary(html);
  const terms = tagTerms(tags);
  for (const bold of body.querySelectorAll("strong, b")) {
    if (bold.closest("a")) continue;
    const label = tagForTerm(terms, bold.textContent ?? "");
    if (!label) continue;
    const link = document.createElement("a");
    link.href = tagFeedPath(label);
    link.dataset.tagLink = label;
    link.title = `More news tagged ${label}`;
    bold.replaceWith(link);
    link.append(bold);
  }
  return body.innerHTML;
}

/** The summary as rich text (spec §2 /news/{id}); sanitized with DOMPurify before it reaches the page. */
export function NewsSummary({ html, tags }: { html: string; tags: readonly Tag[] }) {
  const navigate = useNavigate();
  const safeHtml = useMemo(() => renderSummary(html, tags), [html, tags]);

  // Event delegation: the tag links are plain anchors inside the HTML; keep them in the app.
  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-tag-link]");
    if (!link) return;
    event.preventDefault();
    void navigate(tagFeedPath(link.dataset.tagLink ?? ""));
  }

  return (
    // Only delegates clicks on the anchors inside, which keyboards reach and activate as links.
    <div
      className={cn(RICH_TEXT_CLASSES, "text-lg")}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
