import { entityOperations as operations } from "@/shared/entities/contracts";
import { AppError } from "../../core/errors";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { entityPages } from "./repo";
import { confirmMention, listMentionsToReview, mergeEntity, renameEntity, searchEntities, splitMention } from "./review";

export const ENTITY_NOT_FOUND_MESSAGE = "No entity has this address. It may have been renamed, or no article has mentioned it yet.";

export function entityRoutes({ db, notifications }: AppDeps) {
  const router = createRouter();
  const readPage = entityPages(db, notifications);

  // The fixed paths before `/api/entities/{slug}` (endpoints.ts).
  router.openapi(route(operations.listReview), async (c) => {
    const rows = await listMentionsToReview(db, c.req.valid("query").limit);
    return c.json({ items: rows.map(({ newsItemId, ...row }) => ({ news_item_id: newsItemId, ...row })) }, 200);
  });

  router.openapi(route(operations.search), async (c) => {
    const { q, type, limit } = c.req.valid("query");
    return c.json({ items: await searchEntities(db, q, type, limit) }, 200);
  });

  router.openapi(route(operations.get), async (c) => {
    const page = await readPage(c.req.valid("param").slug);
    if (!page) throw new AppError("not_found", ENTITY_NOT_FOUND_MESSAGE);
    return c.json(page, 200);
  });

  router.openapi(route(operations.rename), async (c) => {
    return c.json(await renameEntity(db, c.req.valid("param").slug, c.req.valid("json").name), 200);
  });

  router.openapi(route(operations.merge), async (c) => {
    return c.json(await mergeEntity(db, c.req.valid("param").slug, c.req.valid("json").into), 200);
  });

  router.openapi(route(operations.confirmMention), async (c) => {
    const { slug, item_id } = c.req.valid("param");
    await confirmMention(db, slug, item_id);
    return c.body(null, 204);
  });

  router.openapi(route(operations.splitMention), async (c) => {
    const { slug, item_id } = c.req.valid("param");
    return c.json(await splitMention(db, slug, item_id, c.req.valid("json").name), 200);
  });

  return router;
}
