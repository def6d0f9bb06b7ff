import { z } from "@hono/zod-openapi";
import {
  createNewsRequestSchema,
  createNewsResponseSchema,
  ingestNewsRequestSchema,
  ingestNewsResponseSchema,
  listNewsQuerySchema,
  listNewsResponseSchema,
  listOwnNewsQuerySchema,
  listReviewQuerySchema,
  listReviewResponseSchema,
  listTopicsResponseSchema,
  newsCreditsSchema,
  newsIdSchema,
  newsItemSchema,
  shareSummaryRequestSchema,
  shareSummaryResponseSchema,
  updateNewsRequestSchema,
} from "@/shared/news/contracts";
import { okSchema } from "@/shared/auth/contracts";
import { NEWS_LIMITS } from "@/shared/limits";
import type { AiEngine } from "../../core/ai/engine";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { consumeRateLimit } from "../../core/http/rate-limit";
import { getNewsCredits } from "./credits";
import { createFeedCache } from "./feed-cache";
import { newsActor, requireNewsActor } from "./news-actor";
import { listItemRows, listPublishedCards, listTopTopics } from "./repo";
import { createNewsDraft, deleteNews, getNews, ingestNews, publishNews, REVIEW_FORBIDDEN_MESSAGE, updateNews } from "./service";

// The spec's words for a signed-out visitor (news-community-support.md §5).
const SIGN_IN_TO_GENERATE = "Sign in required to generate preview.";
const SIGN_IN_TO_PUBLISH = "Sign in required to publish.";
const SIGN_IN_TO_REVIEW = "Sign in with an editor or admin account, or unlock editor access, to review news.";

const idParam = { params: newsIdSchema };

const routes = {
  list: defineRoute({
    method: "get",
    path: "/api/news",
    access: "public",
    tags: ["news"],
    summary: "news-list: published items, newest first, with tag filters (AND), search and a cursor",
    request: { query: listNewsQuerySchema },
    responses: { 200: jsonResponse(listNewsResponseSchema, "A page of feed cards"), ...errorResponses(400) },
  }),
  topics: defineRoute({
    method: "get",
    path: "/api/news/topics",
    access: "public",
    tags: ["news"],
    summary: "The 20 most frequent tag labels of published items",
    responses: { 200: jsonResponse(listTopicsResponseSchema, "Topics by count") },
  }),
  review: defineRoute({
    method: "get",
    path: "/api/news/review",
    access: { action: "news:review", signedOutMessage: SIGN_IN_TO_REVIEW, forbiddenMessage: REVIEW_FORBIDDEN_MESSAGE },
    tags: ["news"],
    summary: "news-list for the review screen (pending or published)",
    request: { query: listReviewQuerySchema },
    responses: { 200: jsonResponse(listReviewResponseSchema, "Review rows"), ...errorResponses(400, 401, 403) },
  }),
  own: defineRoute({
    method: "get",
    path: "/api/news/mine",
    access: "news:list-own",
    tags: ["news"],
    summary: "The caller's own drafts and publications with their status, newest first",
    request: { query: listOwnNewsQuerySchema },
    responses: { 200: jsonResponse(listReviewResponseSchema, "The caller's rows"), ...errorResponses(400, 401) },
  }),
  credits: defineRoute({
    method: "get",
    path: "/api/news/credits",
    access: "news:ingest",
    tags: ["news"],
    summary: "Preview and publication credits left",
    responses: { 200: jsonResponse(newsCreditsSchema, "Credits"), ...errorResponses(401) },
  }),
  ingest: defineRoute({
    method: "post",
    path: "/api/news/ingest",
    access: { action: "news:ingest", signedOutMessage: SIGN_IN_TO_GENERATE },
    tags: ["news"],
    summary: "news-ingest: an English summary, tags and entities for an article URL",
    request: { body: jsonBody(ingestNewsRequestSchema) },
    responses: {
      200: jsonResponse(ingestNewsResponseSchema, "The preview"),
      ...errorResponses(400, 401, 409, 422, 429, 502),
    },
  }),
  shareSummary: defineRoute({
    method: "post",
    path: "/api/news/share-summary",
    access: "public",
    tags: ["news"],
    summary: "social-share-summary: a text that fits the platform",
    request: { body: jsonBody(shareSummaryRequestSchema.extend({ variant: z.number().int().min(0).max(1000).optional() })) },
    responses: { 200: jsonResponse(shareSummaryResponseSchema, "The text"), ...errorResponses(400, 429, 502) },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/news/{id}",
    access: "public",
    tags: ["news"],
    summary: "One item: published for anyone; pending for reviewers and its creator",
    request: idParam,
    responses: { 200: jsonResponse(newsItemSchema, "The item"), ...errorResponses(400, 404) },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/news",
    access: { action: "news:ingest", signedOutMessage: SIGN_IN_TO_PUBLISH },
    tags: ["news"],
    summary: "news-save: a new draft from a preview",
    request: { body: jsonBody(createNewsRequestSchema) },
    responses: { 201: jsonResponse(createNewsResponseSchema, "Saved as a pending item"), ...errorResponses(400, 401, 409) },
  }),
  update: defineRoute({
    method: "put",
    path: "/api/news/{id}",
    access: { action: "news:review", signedOutMessage: SIGN_IN_TO_REVIEW, forbiddenMessage: REVIEW_FORBIDDEN_MESSAGE },
    tags: ["news"],
    summary: "news-save: edit an item, including its status, from the version it was opened at (409 when someone saved since)",
    request: { ...idParam, body: jsonBody(updateNewsRequestSchema) },
    responses: { 200: jsonResponse(newsItemSchema, "The saved item"), ...errorResponses(400, 401, 403, 404, 409) },
  }),
  publish: defineRoute({
    method: "post",
    path: "/api/news/{id}/publish",
    access: { action: "news:ingest", signedOutMessage: SIGN_IN_TO_PUBLISH },
    tags: ["news"],
    summary: "news-publish",
    request: idParam,
    responses: { 200: jsonResponse(newsItemSchema, "The published item"), ...errorResponses(400, 401, 403, 404, 429) },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/news/{id}",
    access: { action: "news:review", signedOutMessage: SIGN_IN_TO_REVIEW, forbiddenMessage: REVIEW_FORBIDDEN_MESSAGE },
    tags: ["news"],
    summary: "Delete an item for good",
    request: idParam,
    responses: { 200: jsonResponse(okSchema, "Deleted"), ...errorResponses(400, 401, 403, 404) },
  }),
};

export function newsRoutes(deps: AppDeps & { ai: AiEngine }) {
  const { db, config, ai } = deps;
  const newsDeps = { db, ai, secret: config.AUTH_SECRET, allowPrivateFetch: config.FETCH_ALLOW_PRIVATE };
  const router = createRouter();
  const feedCache = createFeedCache(db);
  router.use(routes.list.path, feedCache.middleware);
  router.use(routes.topics.path, feedCache.middleware);

  router.openapi(routes.list, async (c) => {
    const query = c.req.valid("query");
    return c.json(await listPublishedCards(db, { q: query.q, tags: query.tag, cursor: query.cursor, limit: query.limit }), 200);
  });

  router.openapi(routes.topics, async (c) => c.json({ topics: await listTopTopics(db, NEWS_LIMITS.topicChips) }, 200));

  router.openapi(routes.review, async (c) => {
    const query = c.req.valid("query");
    return c.json(await listItemRows(db, query), 200);
  });

  router.openapi(routes.own, async (c) => {
    const { id } = requireSessionUser(c);
    return c.json(await listItemRows(db, { ...c.req.valid("query"), createdBy: id }), 200);
  });

  router.openapi(routes.credits, async (c) => {
    const actor = requireNewsActor(c);
    return c.json(await getNewsCredits(db, actor), 200);
  });

  router.openapi(routes.ingest, async (c) => {
    const actor = requireNewsActor(c);
    await consumeRateLimit(db, "newsIngest", actor.subject);
    const { url } = c.req.valid("json");
    return c.json(await ingestNews(newsDeps, actor, url), 200);
  });

  router.openapi(routes.shareSummary, async (c) => {
    await consumeRateLimit(db, "shareSummary", c.get("clientIp"));
    const { variant, ...input } = c.req.valid("json");
    return c.json({ summary: await ai.writeShareText({ ...input, variant }) }, 200);
  });

  router.openapi(routes.get, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await getNews(db, newsActor(c), id), 200);
  });

  router.openapi(routes.create, async (c) => {
    const actor = requireNewsActor(c);
    return c.json(await createNewsDraft(newsDeps, actor, c.req.valid("json")), 201);
  });

  router.openapi(routes.update, async (c) => {
    const actor = requireNewsActor(c);
    return c.json(await updateNews(newsDeps, actor, c.req.valid("param").id, c.req.valid("json")), 200);
  });

  router.openapi(routes.publish, async (c) => {
    const actor = requireNewsActor(c);
    return c.json(await publishNews(newsDeps, actor, c.req.valid("param").id), 200);
  });

  router.openapi(routes.remove, async (c) => {
    const actor = requireNewsActor(c);
    await deleteNews(newsDeps, actor, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
