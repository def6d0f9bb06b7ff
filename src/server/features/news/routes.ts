import { createRoute, z } from "@hono/zod-openapi";
import {
  createNewsRequestSchema,
  createNewsResponseSchema,
  ingestNewsRequestSchema,
  ingestNewsResponseSchema,
  listNewsQuerySchema,
  listNewsResponseSchema,
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
import type { AiEngine } from "../../ai/engine";
import type { AppDeps } from "../../http/context";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { consumeRateLimit } from "../../http/rate-limit";
import { getNewsCredits } from "./credits";
import { createFeedCache } from "./feed-cache";
import { newsActor, requireNewsActor } from "./news-actor";
import { listForReview, listPublishedCards, listTopTopics } from "./repo";
import { createNewsDraft, deleteNews, getNews, ingestNews, publishNews, requireReviewer, updateNews } from "./service";

// The spec's words for a signed-out visitor (news-community-support.md §5).
const SIGN_IN_TO_GENERATE = "Sign in required to generate preview.";
const SIGN_IN_TO_PUBLISH = "Sign in required to publish.";
const SIGN_IN_TO_REVIEW = "Sign in with an editor or admin account, or unlock editor access, to review news.";

const idParam = { params: newsIdSchema };

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/news",
    tags: ["news"],
    summary: "news-list: published items, newest first, with tag filters (AND), search and a cursor",
    request: { query: listNewsQuerySchema },
    responses: { 200: jsonResponse(listNewsResponseSchema, "A page of feed cards"), ...errorResponses(400) },
  }),
  topics: createRoute({
    method: "get",
    path: "/api/news/topics",
    tags: ["news"],
    summary: "The 20 most frequent tag labels of published items",
    responses: { 200: jsonResponse(listTopicsResponseSchema, "Topics by count") },
  }),
  review: createRoute({
    method: "get",
    path: "/api/news/review",
    tags: ["news"],
    summary: "news-list for the review screen (pending or published)",
    request: { query: listReviewQuerySchema },
    responses: { 200: jsonResponse(listReviewResponseSchema, "Review rows"), ...errorResponses(400, 401, 403) },
  }),
  credits: createRoute({
    method: "get",
    path: "/api/news/credits",
    tags: ["news"],
    summary: "Preview and publication credits left",
    responses: { 200: jsonResponse(newsCreditsSchema, "Credits"), ...errorResponses(401) },
  }),
  ingest: createRoute({
    method: "post",
    path: "/api/news/ingest",
    tags: ["news"],
    summary: "news-ingest: an English summary, tags and entities for an article URL",
    request: { body: jsonBody(ingestNewsRequestSchema) },
    responses: {
      200: jsonResponse(ingestNewsResponseSchema, "The preview"),
      ...errorResponses(400, 401, 409, 422, 429, 502),
    },
  }),
  shareSummary: createRoute({
    method: "post",
    path: "/api/news/share-summary",
    tags: ["news"],
    summary: "social-share-summary: a text that fits the platform",
    request: { body: jsonBody(shareSummaryRequestSchema.extend({ variant: z.number().int().min(0).max(1000).optional() })) },
    responses: { 200: jsonResponse(shareSummaryResponseSchema, "The text"), ...errorResponses(400, 429, 502) },
  }),
  get: createRoute({
    method: "get",
    path: "/api/news/{id}",
    tags: ["news"],
    summary: "One item: published for anyone; pending for reviewers and its creator",
    request: idParam,
    responses: { 200: jsonResponse(newsItemSchema, "The item"), ...errorResponses(400, 404) },
  }),
  create: createRoute({
    method: "post",
    path: "/api/news",
    tags: ["news"],
    summary: "news-save: a new draft from a preview",
    request: { body: jsonBody(createNewsRequestSchema) },
    responses: { 201: jsonResponse(createNewsResponseSchema, "Saved as a pending item"), ...errorResponses(400, 401, 409) },
  }),
  update: createRoute({
    method: "put",
    path: "/api/news/{id}",
    tags: ["news"],
    summary: "news-save: edit an item, including its status",
    request: { ...idParam, body: jsonBody(updateNewsRequestSchema) },
    responses: { 200: jsonResponse(newsItemSchema, "The saved item"), ...errorResponses(400, 401, 403, 404) },
  }),
  publish: createRoute({
    method: "post",
    path: "/api/news/{id}/publish",
    tags: ["news"],
    summary: "news-publish",
    request: idParam,
    responses: { 200: jsonResponse(newsItemSchema, "The published item"), ...errorResponses(400, 401, 403, 404, 429) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/api/news/{id}",
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
    const actor = requireNewsActor(c, SIGN_IN_TO_REVIEW);
    requireReviewer(actor);
    const query = c.req.valid("query");
    return c.json(await listForReview(db, query), 200);
  });

  router.openapi(routes.credits, async (c) => {
    const actor = requireNewsActor(c, "Please sign in to continue.");
    return c.json(await getNewsCredits(db, actor), 200);
  });

  router.openapi(routes.ingest, async (c) => {
    const actor = requireNewsActor(c, SIGN_IN_TO_GENERATE);
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
    const actor = requireNewsActor(c, SIGN_IN_TO_PUBLISH);
    return c.json(await createNewsDraft(newsDeps, actor, c.req.valid("json")), 201);
  });

  router.openapi(routes.update, async (c) => {
    const actor = requireNewsActor(c, SIGN_IN_TO_REVIEW);
    return c.json(await updateNews(newsDeps, actor, c.req.valid("param").id, c.req.valid("json")), 200);
  });

  router.openapi(routes.publish, async (c) => {
    const actor = requireNewsActor(c, SIGN_IN_TO_PUBLISH);
    return c.json(await publishNews(newsDeps, actor, c.req.valid("param").id), 200);
  });

  router.openapi(routes.remove, async (c) => {
    const actor = requireNewsActor(c, SIGN_IN_TO_REVIEW);
    await deleteNews(newsDeps, actor, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
