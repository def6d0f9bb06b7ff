import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { okSchema } from "@/shared/auth/contracts";
import {
  commentIdSchema,
  commentNewsIdSchema,
  commentSchema,
  createCommentRequestSchema,
  listCommentsQuerySchema,
  listCommentsResponseSchema,
  updateCommentRequestSchema,
} from "@/shared/comments/contracts";
import { COMMENT_SIGN_IN_MESSAGE } from "@/shared/comments/rules";
import { authorize } from "../../auth/actor";
import { AppError } from "../../errors";
import type { AppDeps, AppEnv } from "../../http/context";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { createComment, deleteComment, listComments, updateComment } from "./service";

const SIGN_IN_TO_CHANGE = "Please sign in to edit or delete your comments.";

const routes = {
  list: createRoute({
    method: "get",
    path: "/api/news/{id}/comments",
    tags: ["comments"],
    summary: "Comments of a published item, newest first, a page at a time",
    request: { params: commentNewsIdSchema, query: listCommentsQuerySchema },
    responses: { 200: jsonResponse(listCommentsResponseSchema, "A page of comments"), ...errorResponses(400, 404) },
  }),
  create: createRoute({
    method: "post",
    path: "/api/news/{id}/comments",
    tags: ["comments"],
    summary: "Add a comment to a published item",
    request: { params: commentNewsIdSchema, body: jsonBody(createCommentRequestSchema) },
    responses: { 201: jsonResponse(commentSchema, "The new comment"), ...errorResponses(400, 401, 403, 404) },
  }),
  update: createRoute({
    method: "put",
    path: "/api/comments/{id}",
    tags: ["comments"],
    summary: "Edit one's own comment",
    request: { params: commentIdSchema, body: jsonBody(updateCommentRequestSchema) },
    responses: { 200: jsonResponse(commentSchema, "The edited comment"), ...errorResponses(400, 401, 403, 404) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/api/comments/{id}",
    tags: ["comments"],
    summary: "Delete one's own comment",
    request: { params: commentIdSchema },
    responses: { 200: jsonResponse(okSchema, "Deleted"), ...errorResponses(400, 401, 403, 404) },
  }),
};

/**
 * Comments belong to an account: editor access without one may read but not write
 * (its grant has no user to name as the author).
 */
function requireCommenter(c: Context<AppEnv>, signedOutMessage: string): string {
  const { userId } = c.get("actor");
  if (!userId) throw new AppError("unauthenticated", signedOutMessage);
  authorize(c, "comments:write");
  return userId;
}

export function commentRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(routes.list, async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const viewerId = c.get("actor").userId;
    return c.json(await listComments({ db, viewerId, newsItemId: c.req.valid("param").id, cursor, limit }), 200);
  });

  router.openapi(routes.create, async (c) => {
    const userId = requireCommenter(c, COMMENT_SIGN_IN_MESSAGE);
    const { content } = c.req.valid("json");
    return c.json(await createComment({ db, userId, newsItemId: c.req.valid("param").id, content }), 201);
  });

  router.openapi(routes.update, async (c) => {
    const userId = requireCommenter(c, SIGN_IN_TO_CHANGE);
    const { content } = c.req.valid("json");
    return c.json(await updateComment({ db, userId, id: c.req.valid("param").id, content }), 200);
  });

  router.openapi(routes.remove, async (c) => {
    const userId = requireCommenter(c, SIGN_IN_TO_CHANGE);
    await deleteComment({ db, userId, id: c.req.valid("param").id });
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
