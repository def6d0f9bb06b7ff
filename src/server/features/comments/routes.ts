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
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { createComment, deleteComment, listComments, updateComment } from "./service";

const SIGN_IN_TO_CHANGE = "Please sign in to edit or delete your comments.";
// Comments belong to an account: editor access without one may read but not write (the
// permission table leaves it out of comments:write; its grant has no user to name as author).

const routes = {
  list: defineRoute({
    method: "get",
    path: "/api/news/{id}/comments",
    access: "public",
    tags: ["comments"],
    summary: "Comments of a published item, newest first, a page at a time",
    request: { params: commentNewsIdSchema, query: listCommentsQuerySchema },
    responses: { 200: jsonResponse(listCommentsResponseSchema, "A page of comments"), ...errorResponses(400, 404) },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/news/{id}/comments",
    access: { action: "comments:write", signedOutMessage: COMMENT_SIGN_IN_MESSAGE },
    tags: ["comments"],
    summary: "Add a comment to a published item",
    request: { params: commentNewsIdSchema, body: jsonBody(createCommentRequestSchema) },
    responses: { 201: jsonResponse(commentSchema, "The new comment"), ...errorResponses(400, 401, 403, 404) },
  }),
  update: defineRoute({
    method: "put",
    path: "/api/comments/{id}",
    access: { action: "comments:write", signedOutMessage: SIGN_IN_TO_CHANGE },
    tags: ["comments"],
    summary: "Edit one's own comment",
    request: { params: commentIdSchema, body: jsonBody(updateCommentRequestSchema) },
    responses: { 200: jsonResponse(commentSchema, "The edited comment"), ...errorResponses(400, 401, 403, 404) },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/comments/{id}",
    access: { action: "comments:write", signedOutMessage: SIGN_IN_TO_CHANGE },
    tags: ["comments"],
    summary: "Delete one's own comment",
    request: { params: commentIdSchema },
    responses: { 200: jsonResponse(okSchema, "Deleted"), ...errorResponses(400, 401, 403, 404) },
  }),
};

export function commentRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(routes.list, async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const viewerId = c.get("actor").userId;
    return c.json(await listComments({ db, viewerId, newsItemId: c.req.valid("param").id, cursor, limit }), 200);
  });

  router.openapi(routes.create, async (c) => {
    const userId = requireSessionUser(c).id;
    const { content } = c.req.valid("json");
    return c.json(await createComment({ db, userId, newsItemId: c.req.valid("param").id, content }), 201);
  });

  router.openapi(routes.update, async (c) => {
    const userId = requireSessionUser(c).id;
    const { content } = c.req.valid("json");
    return c.json(await updateComment({ db, userId, id: c.req.valid("param").id, content }), 200);
  });

  router.openapi(routes.remove, async (c) => {
    const userId = requireSessionUser(c).id;
    await deleteComment({ db, userId, id: c.req.valid("param").id });
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
