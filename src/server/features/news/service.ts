import { eq, sql } from "drizzle-orm";
import type {
  CreateNewsRequest,
  IngestNewsResponse,
  NewsItem,
  Tag,
  UpdateNewsRequest,
} from "@/shared/news/contracts";
import { createNewsRequestSchema, updateNewsRequestSchema } from "@/shared/news/contracts";
import { REVIEW_FORBIDDEN_MESSAGE } from "@/shared/news/messages";
import type { z } from "zod";
import type { AiEngine } from "../../core/ai/engine";
import type { Database } from "../../core/db/client";
import { articleSources, newsItems } from "../../core/db/schema";
import { recordRecognition } from "../entities";
import { AppError } from "../../core/errors";
import { assertCreditLeft, chargeCredit } from "./credits";
import type { FetchedArticle } from "../../core/web/fetch-article";
import { normalizeUrl } from "../../core/web/normalize-url";
import type { NewsActor } from "./news-actor";
import { createPreviewToken, readPreviewToken } from "./preview-token";
import { bumpFeedVersion } from "../../core/db/feed-version";
import { queueAlertMatching } from "../alerts";
import { assignStory, refreshStoryLead } from "../stories";
import { queueCatalystFiling } from "../catalysts";
import { queueHubPing } from "./websub";
import { adjustTagCounts, findIdBySourceUrl, findNewsRow, toNewsItem } from "./repo";
import { toPlainText } from "@/shared/plain-text";
import { sanitizeSummaryHtml, summaryToText } from "./sanitize";
import { sanitizeSummaryForSaving, type SummaryImageDeps } from "./summary-images";

export type NewsDeps = {
  db: Database;
  ai: AiEngine;
  secret: string;
  allowPrivateFetch: boolean;
  /** WEBSUB_HUB_URL: told of every change to the published feed (websub.ts). */
  websubHubUrl?: string;
};

function alreadyInFeed(id: string): AppError {
  return new AppError("conflict", "This article is already in the feed.", {
    details: { existing_id: id, existing_url: `/news/${id}` },
  });
}

/** news-ingest: fetch, extract, summarize; one preview credit once it all worked. */
export async function ingestNews(deps: NewsDeps, actor: NewsActor, url: string): Promise<IngestNewsResponse> {
  await assertCreditLeft(deps.db, actor, "news_preview");
  const requested = normalizeUrl(url);
  const known = await findIdBySourceUrl(deps.db, [requested]);
  if (known) throw alreadyInFeed(known);

  // Loaded on first use: Readability, linkedom and the language models are heavy for start-up.
  const { fetchArticle } = await import("../../core/web/fetch-article");
  const article = await fetchArticle(url, { allowPrivate: deps.allowPrivateFetch });
  const existing = await findIdBySourceUrl(deps.db, [article.sourceUrl]);
  if (existing) throw alreadyInFeed(existing);

  const analysis = await analyzeArticle(deps.ai, article);
  await deps.db.transaction(async (tx) => {
    await chargeCredit(tx, actor, "news_preview", article.sourceUrl);
    await rememberArticle(tx, article);
  });

  return {
    title: analysis.title,
    summary_en: sanitizeSummaryHtml(analysis.summaryHtml),
    tags: analysis.tags,
    entities: analysis.entities,
    source_url: article.sourceUrl,
    published_at: article.publishedAt?.toISOString() ?? null,
    language_detected: article.language,
    translated: analysis.translated,
    english_brief: analysis.englishBrief,
    raw_keywords: analysis.rawKeywords,
    facets: analysis.facets,
    engine: analysis.engine,
    model: analysis.model,
    notice: analysis.notice,
    preview_token: createPreviewToken(deps.secret, {
      sourceUrl: article.sourceUrl,
      subject: actor.subject,
      engine: analysis.engine,
      model: analysis.model,
      language: article.language,
      translated: analysis.translated,
      englishBrief: analysis.englishBrief,
    }),
  };
}

function labelsOf(tags: readonly Tag[]): string[] {
  return [...new Set(tags.map((tag) => tag.label))];
}

/** Every path that saves a summary comes through here (its outside images copied, issue 14 §6). */
async function cleanSummary(deps: SummaryImageDeps, html: string, createdBy: string | null) {
  const summaryEn = await sanitizeSummaryForSaving(deps, html, createdBy);
  const summaryText = summaryToText(summaryEn);
  if (!summaryText) throw new AppError("validation_failed", "Summary is required", { fields: { summary_en: "Summary is required" } });
  return { summaryEn, summaryText };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === "23505" || cause?.code === "23505";
}

/** news-save for a new draft from a preview; the draft is pending until someone publishes it. */
export async function createNewsDraft(
  deps: NewsDeps,
  actor: NewsActor,
  input: z.output<typeof createNewsRequestSchema> | CreateNewsRequest,
): Promise<{ id: string }> {
  const draft = createNewsRequestSchema.parse(input);
  const sourceUrl = normalizeUrl(draft.source_url);
  const facts = readPreviewToken(deps.secret, draft.preview_token, { sourceUrl, subject: actor.subject });
  const existing = await findIdBySourceUrl(deps.db, [sourceUrl]);
  if (existing) throw alreadyInFeed(existing);
  const { summaryEn, summaryText } = await cleanSummary(deps, draft.summary_en, actor.userId);
  const publishedAt = draft.published_at ? new Date(draft.published_at) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsItems)
        .values({
          title: draft.title,
          summaryEn,
          summaryText,
          sourceUrl,
          publishedAt,
          feedAt: publishedAt ?? new Date(),
          languageDetected: facts.language,
          translated: facts.translated,
          englishBrief: facts.englishBrief ?? false,
          status: "pending",
          tags: draft.tags,
          tagLabels: labelsOf(draft.tags),
          entities: draft.entities,
          rawKeywords: draft.raw_keywords,
          facets: { ...draft.facets, companies: draft.facets.companies.length ? draft.facets.companies : draft.entities.companies },
          engine: facts.engine,
          model: facts.model,
          createdBy: actor.userId,
        })
        .returning({ id: newsItems.id });
      await fileNewItem(tx, row!.id, { sourceUrl, title: draft.title, summaryText, language: facts.language, date: publishedAt ?? new Date() });
      return { id: row!.id };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const id = await findIdBySourceUrl(deps.db, [sourceUrl]);
    throw alreadyInFeed(id ?? "");
  }
}

/**
 * The website monitor's ingest (monitor issue §2): an article it found, analyzed and ready to be
 * written as a pending item for review, created by the system and charged to no one.
 */
export async function analyzeForReview(
  deps: SummaryImageDeps & { ai: AiEngine },
  article: FetchedArticle,
): Promise<typeof newsItems.$inferInsert> {
  const analysis = await analyzeArticle(deps.ai, article);
  const { summaryEn, summaryText } = await cleanSummary(deps, analysis.summaryHtml, null);
  await rememberArticle(deps.db, article);
  return {
    // The title comes from another site, past the contracts' plain-text rule.
    title: toPlainText(analysis.title),
    summaryEn,
    summaryText,
    sourceUrl: article.sourceUrl,
    publishedAt: article.publishedAt,
    feedAt: article.publishedAt ?? new Date(),
    languageDetected: article.language,
    translated: analysis.translated,
    englishBrief: analysis.englishBrief,
    status: "pending",
    tags: analysis.tags,
    tagLabels: labelsOf(analysis.tags),
    entities: analysis.entities,
    rawKeywords: analysis.rawKeywords,
    facets: { ...analysis.facets, companies: analysis.facets.companies.length ? analysis.facets.companies : analysis.entities.companies },
    engine: analysis.engine,
    model: analysis.model,
    createdBy: null,
  };
}

/** Writes an analyzed article as a pending item; null when its address is already an item. */
export async function insertItemForReview(db: Database, values: typeof newsItems.$inferInsert): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(newsItems).values(values).onConflictDoNothing({ target: newsItems.sourceUrl }).returning({ id: newsItems.id });
    if (row) await fileNewItem(tx, row.id, { ...values, language: values.languageDetected ?? null, date: values.feedAt ?? new Date() });
    return row?.id ?? null;
  });
}

/** The article as fetched, kept for recognition and for readers who want the original. */
async function rememberArticle(db: Database, article: FetchedArticle): Promise<void> {
  const source = { title: article.title, text: article.text, language: article.language, fetchedAt: new Date() };
  await db
    .insert(articleSources)
    .values({ sourceUrl: article.sourceUrl, ...source })
    .onConflictDoUpdate({ target: articleSources.sourceUrl, set: source });
}

/**
 * A new item's recognition (below) and its story (features/stories): the story is found from the
 * original article when it was fetched, in its own language, else from the item's English text.
 */
async function fileNewItem(
  db: Database,
  id: string,
  item: { sourceUrl: string; title: string; summaryText: string; language: string | null; date: Date },
): Promise<void> {
  const { source, recognition } = await recognizeItem(db, id, item);
  await assignStory(db, id, {
    lang: source?.language ?? item.language ?? "en",
    title: source?.title ?? item.title,
    text: source?.text ?? item.summaryText,
    date: item.date,
    url: item.sourceUrl,
  }, recognition);
}

/**
 * Recognizes the item's entities and events (features/entities) in the original article when it
 * was fetched, else in the item's own title and summary (an item written by hand).
 */
async function recognizeItem(db: Database, id: string, item: { sourceUrl: string; title: string; summaryText: string }) {
  const [source] = await db.select().from(articleSources).where(eq(articleSources.sourceUrl, item.sourceUrl));
  const recorded = await recordRecognition(db, id, source ? `${source.title}\n\n${source.text}` : `${item.title}\n\n${item.summaryText}`);
  return { ...recorded, source };
}

/** After an edit: the English text changed, not the article, so what was found in the article stays (with an editor's corrections to its links). */
async function recognizeEdited(db: Database, id: string, item: { sourceUrl: string; title: string; summaryText: string }) {
  const [source] = await db.select({ id: articleSources.sourceUrl }).from(articleSources).where(eq(articleSources.sourceUrl, item.sourceUrl));
  if (!source) return recognizeItem(db, id, item);
  const [stored] = await db.select({ events: newsItems.events, entityLinks: newsItems.entityLinks }).from(newsItems).where(eq(newsItems.id, id));
  return stored!;
}

const NOT_FOUND = () => new AppError("not_found", "This news item does not exist or is not published.");

function mayRead(row: { status: string; createdBy: string | null }, actor: NewsActor | null): boolean {
  if (row.status === "published") return true;
  return Boolean(actor && (actor.isReviewer || (actor.userId && actor.userId === row.createdBy)));
}

/** The article as fetched, for whoever may read the item; 404 when it was not kept (an item written by hand). */
export async function getOriginalArticle(db: Database, actor: NewsActor | null, id: string) {
  const row = await findNewsRow(db, id);
  if (!row || !mayRead(row, actor)) throw NOT_FOUND();
  const [source] = await db.select().from(articleSources).where(eq(articleSources.sourceUrl, row.sourceUrl));
  if (!source) throw new AppError("not_found", "The original text of this article was not kept.");
  return { title: source.title, text: source.text, language: source.language };
}

export async function getNews(db: Database, actor: NewsActor | null, id: string): Promise<NewsItem> {
  const row = await findNewsRow(db, id);
  if (!row || !mayRead(row, actor)) throw NOT_FOUND();
  return toNewsItem(row);
}

function requireReviewer(actor: NewsActor): void {
  if (!actor.isReviewer) throw new AppError("forbidden", REVIEW_FORBIDDEN_MESSAGE);
}

export const EDIT_CONFLICT_MESSAGE =
  "Someone saved this item after you opened it, so your changes were not saved. Reload it to see the saved version.";

/** Refuses an edit made from an older version than the stored one (issue 15 §6). */
function assertEditedFrom(row: { version: number }, version: number): void {
  if (row.version !== version) {
    throw new AppError("conflict", EDIT_CONFLICT_MESSAGE, { details: { current_version: String(row.version) } });
  }
}

/** news-save for an existing item (reviewers); also how status changes (spec §4). */
export async function updateNews(
  deps: Pick<NewsDeps, "db" | "allowPrivateFetch" | "websubHubUrl">,
  actor: NewsActor,
  id: string,
  input: UpdateNewsRequest,
): Promise<NewsItem> {
  requireReviewer(actor);
  const changes = updateNewsRequestSchema.parse(input);
  // Checked before the summary's outside images are copied, so that a refused save stores nothing.
  const current = await findNewsRow(deps.db, id);
  if (!current) throw NOT_FOUND();
  assertEditedFrom(current, changes.version);
  const { summaryEn, summaryText } = await cleanSummary(deps, changes.summary_en, actor.userId);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(newsItems).where(eq(newsItems.id, id)).for("update");
    if (!before) throw NOT_FOUND();
    assertEditedFrom(before, changes.version);
    const tagLabels = labelsOf(changes.tags);
    const [after] = await tx
      .update(newsItems)
      .set({
        title: changes.title,
        summaryEn,
        summaryText,
        tags: changes.tags,
        tagLabels,
        entities: changes.entities,
        // Feed cards show these companies: the editor's list replaces the engine's.
        facets: { ...before.facets, companies: changes.entities.companies },
        status: changes.status,
        version: before.version + 1,
      })
      .where(eq(newsItems.id, id))
      .returning();
    const { events, entityLinks } = await recognizeEdited(tx, id, after!);
    const recognized = { events, entityLinks };
    await adjustTagCounts(
      tx,
      before.status === "published" ? before.tagLabels : [],
      changes.status === "published" ? tagLabels : [],
    );
    if (before.status === "published" || changes.status === "published") {
      await bumpFeedVersion(tx);
      await queueHubPing(tx, deps.websubHubUrl, { ...after!, tagLabels: [...new Set([...before.tagLabels, ...tagLabels])] });
    }
    if (before.status !== "published" && changes.status === "published") {
      await queueAlertMatching(tx, after!);
      await queueCatalystFiling(tx, after!);
    }
    if (before.status !== changes.status) await refreshStoryLead(tx, after!.storyId);
    return toNewsItem({ ...after!, ...recognized });
  });
}

/**
 * news-publish: reviewers publish any pending item; the creator of a pending item may publish
 * it right after the preview (the ingest tool's Publish). One publication credit on success.
 */
export async function publishNews(deps: Pick<NewsDeps, "db" | "websubHubUrl">, actor: NewsActor, id: string): Promise<NewsItem> {
  const row = await findNewsRow(deps.db, id);
  if (!row || !mayRead(row, actor)) throw NOT_FOUND();
  if (row.status === "published") return toNewsItem(row);
  const isCreator = Boolean(actor.userId && actor.userId === row.createdBy);
  if (!actor.isReviewer && !isCreator) {
    throw new AppError("forbidden", "Only editors, admins or the person who created this item may publish it.");
  }
  await assertCreditLeft(deps.db, actor, "news_publication");
  return deps.db.transaction(async (tx) => {
    const [published] = await tx
      .update(newsItems)
      .set({ status: "published", version: sql`${newsItems.version} + 1` })
      .where(eq(newsItems.id, id))
      .returning();
    if (!published) throw NOT_FOUND();
    await adjustTagCounts(tx, [], published.tagLabels);
    await bumpFeedVersion(tx);
    await queueAlertMatching(tx, published);
    await queueCatalystFiling(tx, published);
    await queueHubPing(tx, deps.websubHubUrl, published);
    await refreshStoryLead(tx, published.storyId);
    await chargeCredit(tx, actor, "news_publication", id);
    return toNewsItem(published);
  });
}

export async function deleteNews(deps: Pick<NewsDeps, "db" | "websubHubUrl">, actor: NewsActor, id: string): Promise<void> {
  requireReviewer(actor);
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(newsItems).where(eq(newsItems.id, id)).returning();
    if (!deleted) throw NOT_FOUND();
    if (deleted.status === "published") {
      await adjustTagCounts(tx, deleted.tagLabels, []);
      await bumpFeedVersion(tx);
      await queueHubPing(tx, deps.websubHubUrl, deleted);
      await refreshStoryLead(tx, deleted.storyId);
    }
  });
}

/** The engine's reading of a fetched article: what a user's ingest and the monitor both ask. */
function analyzeArticle(ai: AiEngine, article: FetchedArticle) {
  return ai.analyzeNews({
    url: article.sourceUrl,
    title: article.title,
    text: article.text,
    language: article.language,
    publishedAt: article.publishedAt,
  });
}
