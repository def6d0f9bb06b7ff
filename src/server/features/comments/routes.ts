import { commentOperations as operations } from "@/shared/comments/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { createComment, deleteComment, listComments, updateComment } from "./service";

export function commentRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(route(operations.list), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const viewerId = c.get("actor").userId;
    return c.json(await listComments({ db, viewerId, newsItemId: c.req.valid("param").id, cursor, limit }), 200);
  });

  router.openapi(route(operations.create), async (c) => {
    const userId = requireSessionUser(c).id;
    const { content } = c.req.valid("json");
    return c.json(await createComment({ db, userId, newsItemId: c.req.valid("param").id, content }), 201);
  });

  router.openapi(route(operations.update), async (c) => {
    const userId = requireSessionUser(c).id;
    const { content } = c.req.valid("json");
    return c.json(await updateComment({ db, userId, id: c.req.valid("param").id, content }), 200);
  });

  router.openapi(route(operations.delete), async (c) => {
    const userId = requireSessionUser(c).id;
    await deleteComment({ db, userId, id: c.req.valid("param").id });
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
