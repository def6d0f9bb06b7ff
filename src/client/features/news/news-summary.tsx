import { useEffect, useMemo, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { Tag } from "@/shared/news/contracts";
import { SUMMARY_TEXT_CLASSES } from "@/shared/news/rich-text-classes";
import { allowedSummary } from "./summary-allowlist";
import { tagForTerm, tagTerms } from "./tag-terms";

export function tagFeedPath(label: string): string {
  return `/news?${new URLSearchParams({ tag: label }).toString()}`;
}

/** Turns bold terms of the clean summary that name one of the item's tags into feed links. */
function renderSummary(body: HTMLElement, tags: readonly Tag[]): string {
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

/**
 * The summary as rich text (spec §2 /news/{id}): as it is when it holds only what the allowlist
 * keeps (every summary the server saved), else once DOMPurify, loaded for it, has cleaned it.
 */
export function NewsSummary({ html, tags }: { html: string; tags: readonly Tag[] }) {
  const navigate = useNavigate();
  const allowedHtml = useMemo(() => {
    const body = allowedSummary(html);
    return body ? renderSummary(body, tags) : null;
  }, [html, tags]);
  const [purified, setPurified] = useState<{ html: string; safeHtml: string } | null>(null);
  useEffect(() => {
    if (allowedHtml !== null) return;
    let isCurrent = true;
    void import("./sanitize-summary").then(({ sanitizeSummary }) => {
      if (isCurrent) setPurified({ html, safeHtml: renderSummary(sanitizeSummary(html), tags) });
    });
    return () => {
      isCurrent = false;
    };
  }, [allowedHtml, html, tags]);
  const safeHtml = allowedHtml ?? (purified?.html === html ? purified.safeHtml : "");

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
      className={SUMMARY_TEXT_CLASSES}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
