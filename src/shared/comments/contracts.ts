import { z } from "zod";
import { defineOperations } from "../api/contract";
import { okSchema } from "../auth/contracts";
import { plainTextSchema } from "../plain-text";
import { commentEndpoints } from "./endpoints";
import {
  COMMENT_EMPTY_MESSAGE,
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_SIZE,
  COMMENT_PAGE_SIZE_MAX,
  COMMENT_TOO_LONG_MESSAGE,
} from "./rules";

const commentIdSchema = z.object({ id: z.uuid("Not a comment id") });
const commentNewsIdSchema = z.object({ id: z.uuid("Not a news item id") });

/** Stored trimmed; blank after trimming is refused (spec §5). */
const commentContentSchema = plainTextSchema(COMMENT_EMPTY_MESSAGE)
  .trim()
  .min(1, COMMENT_EMPTY_MESSAGE)
  .max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE);

const createCommentRequestSchema = z.object({ content: commentContentSchema });

const updateCommentRequestSchema = z.object({ content: commentContentSchema });

const commentAuthorSchema = z.object({
  /** Profile full name, else the e-mail before the @, else 'Anonymous' (spec §3). */
  display_name: z.string(),
  /** The display name's first two letters, uppercased, for the avatar. */
  initials: z.string(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const commentSchema = z.object({
  id: z.string(),
  news_item_id: z.string(),
  user_id: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  author: commentAuthorSchema,
  /** Whether the caller wrote it: only then are edit and delete offered. */
  is_own: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

const listCommentsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_SIZE_MAX).default(COMMENT_PAGE_SIZE),
});

export const listCommentsResponseSchema = z.object({
  comments: z.array(commentSchema),
  /** All comments of the item, for the heading's count. */
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type ListCommentsResponse = z.infer<typeof listCommentsResponseSchema>;

export const commentOperations = defineOperations("comments", commentEndpoints, {
  list: {
    summary: "Comments of a published item, newest first, a page at a time",
    params: commentNewsIdSchema,
    query: listCommentsQuerySchema,
    responses: { 200: { schema: listCommentsResponseSchema, description: "A page of comments" } },
    errors: [400, 404],
  },
  create: {
    summary: "Add a comment to a published item",
    params: commentNewsIdSchema,
    body: createCommentRequestSchema,
    responses: { 201: { schema: commentSchema, description: "The new comment" } },
    errors: [400, 401, 403, 404],
  },
  update: {
    summary: "Edit one's own comment",
    params: commentIdSchema,
    body: updateCommentRequestSchema,
    responses: { 200: { schema: commentSchema, description: "The edited comment" } },
    errors: [400, 401, 403, 404],
  },
  delete: {
    summary: "Delete one's own comment",
    params: commentIdSchema,
    responses: { 200: { schema: okSchema, description: "Deleted" } },
    errors: [400, 401, 403, 404],
  },
});
