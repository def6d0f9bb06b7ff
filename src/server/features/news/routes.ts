import { z } from "zod";
import { newsOperations as operations } from "@/shared/news/contracts";
import { NEWS_LIMITS } from "@/shared/limits";
import type { AiEngine } from "../../core/ai/engine";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { consumeRateLimit } from "../../core/http/rate-limit";
import { getNewsCredits } from "./credits";
import { createFeedCache, feedReader } from "../../core/http/feed-cache";
import { newsActor, requireNewsActor } from "./news-actor";
import { listItemRows, listPublishedCards, listTopTopics } from "./repo";
import { createNewsDraft, deleteNews, getNews, getOriginalArticle, ingestNews, publishNews, updateNews } from "./service";

/** An item's id: /api/news/topics, /review, /mine and /credits are other routes (and not everyone's). */
const ITEM_ID = z.uuid();

const isPublishedItem = (body: string) => (JSON.parse(body) as { status?: unknown }).status === "published";

export function newsRoutes(deps: AppDeps & { ai: AiEngine }) {
  const { db, config, ai } = deps;
  const newsDeps = { db, ai, secret: config.AUTH_SECRET, allowPrivateFetch: config.FETCH_ALLOW_PRIVATE, websubHubUrl: config.WEBSUB_HUB_URL };
  const router = createRouter();
  const feedCache = createFeedCache(db, deps.notifications);
  const readFeed = feedReader(db, deps.replica, deps.notifications);
  router.use(operations.list.path, feedCache.middleware);
  router.use(operations.listTopics.path, feedCache.middleware);
  // A published item's answer is everyone's; a draft's or a pending item's is only its readers'.
  const itemCache = createFeedCache(db, deps.notifications, { keep: isPublishedItem });
  router.use("/api/news/:id", async (c, next) => (ITEM_ID.safeParse(c.req.param("id")).success ? itemCache.middleware(c, next) : next()));

  router.openapi(route(operations.list), async (c) => {
    const query = c.req.valid("query");
    const { tag: tags, ...filters } = query;
    return c.json(await listPublishedCards(await readFeed(), { ...filters, tags }), 200);
  });

  router.openapi(route(operations.listTopics), async (c) => c.json({ topics: await listTopTopics(await readFeed(), NEWS_LIMITS.topicChips) }, 200));

  router.openapi(route(operations.listReview), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listItemRows(db, query), 200);
  });

  router.openapi(route(operations.listOwn), async (c) => {
    const { id } = requireSessionUser(c);
    return c.json(await listItemRows(db, { ...c.req.valid("query"), createdBy: id }), 200);
  });

  router.openapi(route(operations.getCredits), async (c) => {
    const actor = requireNewsActor(c);
    return c.json(await getNewsCredits(db, actor), 200);
  });

  router.openapi(route(operations.ingest), async (c) => {
    const actor = requireNewsActor(c);
    await consumeRateLimit(db, "newsIngest", actor.subject);
    const { url } = c.req.valid("json");
    return c.json(await ingestNews(newsDeps, actor, url), 200);
  });

  router.openapi(route(operations.createShareSummary), async (c) => {
    await consumeRateLimit(db, "shareSummary", c.get("clientIp"));
    const { variant, ...input } = c.req.valid("json");
    return c.json({ summary: await ai.writeShareText({ ...input, variant }) }, 200);
  });

  router.openapi(route(operations.get), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await getNews(db, newsActor(c), id), 200);
  });

  router.openapi(route(operations.getOriginal), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await getOriginalArticle(db, newsActor(c), id), 200);
  });

  router.openapi(route(operations.create), async (c) => {
    const actor = requireNewsActor(c);
    return c.json(await createNewsDraft(newsDeps, actor, c.req.valid("json")), 201);
  });

  router.openapi(route(operations.update), async (c) => {
    const actor = requireNewsActor(c);
    const item = await updateNews(newsDeps, actor, c.req.valid("param").id, c.req.valid("json"));
    // A change to the published feed queued the matching of saved searches (features/alerts) and the hub's ping: run them now.
    deps.jobs.poke();
    return c.json(item, 200);
  });

  router.openapi(route(operations.publish), async (c) => {
    const actor = requireNewsActor(c);
    const item = await publishNews(newsDeps, actor, c.req.valid("param").id);
    deps.jobs.poke();
    return c.json(item, 200);
  });

  router.openapi(route(operations.delete), async (c) => {
    const actor = requireNewsActor(c);
    await deleteNews(newsDeps, actor, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
