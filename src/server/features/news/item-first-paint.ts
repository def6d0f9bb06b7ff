import { entityPagePath } from "@/shared/entities/paths";
import { ENTITY_TYPE_NAMES, EVENT_TYPE_NAMES } from "@/shared/entities/names";
import type { EntityRef, Figure, NewsEvent } from "@/shared/entities/vocabulary";
import type { NewsItem, Tag } from "@/shared/news/contracts";
import { eventDateText } from "@/shared/news/event-date";
import { BRIEF_EXPLANATION, NEWS_DISCLAIMER } from "@/shared/news/messages";
import { SUMMARY_TEXT_CLASSES } from "@/shared/news/rich-text-classes";
import { categoryLabel } from "@/shared/news/tags";
import { ROUTES } from "@/shared/site/routes";
import { escapeHtml } from "../../core/http/escape-html";
import { BUTTON_CLASSES, firstPaintPage, iconBox } from "../../core/http/first-paint";
import { sanitizeSummaryHtml } from "./sanitize";

/*
 * A published item's page as React's first render of client/features/news/news-item-page.tsx
 * draws it (with news-item-details.tsx, news-events.tsx, summary-origin.tsx), written into the
 * first HTML so that a reader arriving from a shared link sees the article before any script has
 * run (issue 18 §4). Keep the classes in step; tests/e2e/item-first-paint.spec.ts compares the two pages' boxes.
 */

const e = escapeHtml;
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600";
const BADGE = "inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium";
const CHIP_LINK = `inline-flex max-w-full rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-xs font-medium text-slate-800 hover:border-teal-500 hover:bg-teal-50 hover:text-teal-900 ${FOCUS_RING}`;
const TAG_LINK = `inline-flex rounded-full border border-teal-200 bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800 hover:border-teal-500 hover:bg-teal-100 ${FOCUS_RING}`;
const OUTCOMES: Record<NonNullable<NewsEvent["outcome"]>, string> = { met: "endpoint met", missed: "endpoint missed" };

function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const tagFeedPath = (label: string) => `/news?${new URLSearchParams({ tag: label }).toString()}`;
const nameKey = (name: string) => name.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

function summaryOrigin(item: NewsItem): string {
  if (!item.language_detected) return "";
  const language = e(languageName(item.language_detected));
  if (item.translated) return `<span class="${BADGE} border-teal-200 bg-teal-50 text-teal-800">Translated from ${language}</span>`;
  if (!item.english_brief) return "";
  return `<span class="inline-flex flex-wrap items-center gap-2"><span class="${BADGE} border-slate-300 bg-white text-slate-700">English brief from ${language}</span><span class="text-xs text-slate-500">${e(BRIEF_EXPLANATION)}</span></span>`;
}

const entityLink = (ref: EntityRef) =>
  `<a href="${e(entityPagePath(ref.slug))}" class="font-medium text-teal-800 hover:underline">${e(ref.name)}</a>`;
const figureText = (figure: Figure) => (figure.kind === "phase" ? `Phase ${figure.value}` : figure.text);

function events(list: readonly NewsEvent[]): string {
  if (list.length === 0) return "";
  const items = list.map((event) => {
    const others = event.figures.filter((figure) => figure.kind !== "date");
    const line = [
      `<span class="font-semibold text-slate-900">${e(EVENT_TYPE_NAMES[event.type])}</span>`,
      event.detail ? `<span> (${e(event.detail)})</span>` : "",
      event.outcome ? `<span>: ${e(OUTCOMES[event.outcome])}</span>` : "",
      event.subjects.length > 0 ? ` — ${event.subjects.map(entityLink).join(", ")}` : "",
      event.regulator ? ` · by ${entityLink(event.regulator)}` : "",
    ].join("");
    const dates = event.figures.map((figure) => (figure.kind === "date" ? `<p class="text-slate-600">${e(eventDateText(figure))}</p>` : ""));
    return `<li class="space-y-1 text-sm text-slate-700"><p>${line}</p>${others.length > 0 ? `<p class="text-slate-600">${e(others.map(figureText).join(" · "))}</p>` : ""}${dates.join("")}<blockquote class="border-l-2 border-slate-200 pl-3 text-slate-500 italic">${e(event.quote)}</blockquote></li>`;
  });
  return `<section aria-labelledby="news-events" class="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"><h2 id="news-events" class="text-lg font-semibold text-slate-900">What happened</h2><ul class="space-y-4">${items.join("")}</ul></section>`;
}

// news-item-details.tsx SideCard: Card, CardHeader and CardTitle's own classes, then the ones it adds
// (cn joins, it does not merge, so both paddings are in the class list and the stylesheet's order decides).
function sideCard(title: string, body: string): string {
  return `<div class="rounded-xl border border-slate-200 bg-white shadow-sm"><div class="space-y-1.5 p-6 pb-4 p-5 pb-3"><h2 class="text-xl font-semibold tracking-tight text-slate-900 text-base">${e(title)}</h2></div><div class="p-6 pt-0 p-5 pt-0">${body}</div></div>`;
}

function chips(values: readonly string[]): string {
  return `<ul class="flex flex-wrap gap-1.5">${values.map((value) => `<li>${value}</li>`).join("")}</ul>`;
}

function entityCard(title: string, values: readonly string[], links: readonly EntityRef[]): string {
  if (values.length === 0) return sideCard(title, `<p class="text-sm text-slate-500">None mentioned</p>`);
  return sideCard(
    title,
    chips(
      values.map((value) => {
        const link = links.find((candidate) => nameKey(candidate.name) === nameKey(value));
        return link
          ? `<a href="${e(entityPagePath(link.slug))}" class="${CHIP_LINK}">${e(value)}</a>`
          : `<span class="${BADGE} border-slate-200 bg-slate-100 text-slate-700">${e(value)}</span>`;
      }),
    ),
  );
}

function mentionedCard(links: readonly EntityRef[], shown: readonly string[]): string {
  const rest = links.filter((link) => !shown.some((name) => nameKey(name) === nameKey(link.name)));
  if (rest.length === 0) return "";
  const type = (ref: EntityRef) => e(ENTITY_TYPE_NAMES[ref.type]);
  return sideCard(
    "Also mentioned",
    chips(rest.map((ref) => `<a href="${e(entityPagePath(ref.slug))}" class="${CHIP_LINK}" title="${type(ref)}">${e(ref.name)}<span class="sr-only"> (${type(ref)})</span></a>`)),
  );
}

function tagsCard(tags: readonly Tag[]): string {
  if (tags.length === 0) return sideCard("Tags", `<p class="text-sm text-slate-500">No tags</p>`);
  const description = (tag: Tag) => e(`${categoryLabel(tag.category)} · ${Math.round(tag.score * 100)}% confidence`);
  return sideCard(
    "Tags",
    chips(tags.map((tag) => `<a href="${e(tagFeedPath(tag.label))}" title="${description(tag)}" aria-description="${description(tag)}" class="${TAG_LINK}">${e(tag.label)}</a>`)),
  );
}

/**
 * The page of a published item, escaped throughout; the summary is sanitized again with the
 * allowlist it was saved under, so that nothing stored before a change of the rules reaches a page.
 */
export function newsItemFirstPaint(item: NewsItem): string {
  const date = item.published_at ?? item.created_at;
  const { companies, regulators, geographies } = item.entities;
  const shareButton = (label: string) => `<button type="button" class="${BUTTON_CLASSES.outlineSmall}">${iconBox()}${label}</button>`;
  const original = item.english_brief
    ? `<details class="rounded-xl border border-slate-200 bg-white p-4 text-sm"><summary class="cursor-pointer font-medium text-teal-800">Original article${item.language_detected ? ` (${e(languageName(item.language_detected))})` : ""}</summary><div class="mt-3"></div></details>`
    : "";
  const article = `<article class="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8"><div class="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"><a href="${ROUTES.news}" class="${BUTTON_CLASSES.linkNoPadding}">${iconBox()}Back to News</a><div class="flex flex-wrap gap-2">${shareButton("Share on LinkedIn")}${shareButton("Share on X")}</div></div><header class="mt-6 space-y-3"><h1 class="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">${e(item.title)}</h1><div class="flex flex-wrap items-center gap-3 text-sm text-slate-600"><time datetime="${e(date)}">${e(longDate.format(new Date(date)))}</time>${summaryOrigin(item)}</div></header><div class="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"><div class="space-y-8"><section aria-label="Summary" class="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"><div class="${SUMMARY_TEXT_CLASSES}">${sanitizeSummaryHtml(item.summary_en)}</div></section>${events(item.events)}<p class="text-sm"><span class="font-medium text-slate-700">Source: </span><a${/^https?:\/\//i.test(item.source_url) ? ` href="${e(item.source_url)}"` : ""} target="_blank" rel="noopener noreferrer" class="inline-flex items-center gap-1 break-all text-teal-700 hover:underline">${e(item.source_url)}${iconBox("size-3.5 shrink-0")}<span class="sr-only">(opens in a new tab)</span></a></p>${original}<div><span role="status" aria-label="Loading comments" class="inline-flex">${iconBox("animate-spin text-teal-700 mx-auto size-6")}</span></div><p class="border-t border-slate-200 pt-4 text-xs text-slate-500">${e(NEWS_DISCLAIMER)}</p></div><aside class="space-y-4" aria-label="About this item">${entityCard("Companies", companies, item.entity_links)}${entityCard("Regulators", regulators, item.entity_links)}${entityCard("Geographies", geographies, item.entity_links)}${mentionedCard(item.entity_links, [...companies, ...regulators, ...geographies])}${tagsCard(item.tags)}</aside></div></article>`;
  return firstPaintPage(article);
}
