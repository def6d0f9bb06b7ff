import { and, eq, sql } from "drizzle-orm";
import type { Comment, ListCommentsResponse } from "@/shared/comments/contracts";
import type { Database } from "../../core/db/client";
import { comments } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import { findAuthorProfile, isPublishedNews, listCommentRows, toComment, unsafeGetCommentById } from "./repo";

// Comments of an unpublished item are neither readable nor writable (community issue §1).
const NEWS_NOT_FOUND = () => new AppError("not_found", "This news item does not exist or is not published.");
const COMMENT_NOT_FOUND = () => new AppError("not_found", "This comment does not exist.");

export async function listComments(options: {
  db: Database;
  viewerId: string | null;
  newsItemId: string;
  cursor?: string;
  limit: number;
}): Promise<ListCommentsResponse> {
  const { db, viewerId, newsItemId } = options;
  if (!(await isPublishedNews(db, newsItemId))) throw NEWS_NOT_FOUND();
  const page = await listCommentRows(db, { newsItemId, cursor: options.cursor, limit: options.limit });
  return {
    comments: page.rows.map((row) => toComment(row, viewerId)),
    total: page.total,
    next_cursor: page.nextCursor,
  };
}

export async function createComment(options: {
  db: Database;
  userId: string;
  newsItemId: string;
  content: string;
}): Promise<Comment> {
  const { db, userId, newsItemId, content } = options;
  if (!(await isPublishedNews(db, newsItemId))) throw NEWS_NOT_FOUND();
  const [row] = await db.insert(comments).values({ newsItemId, userId, content }).returning();
  const author = await findAuthorProfile(db, userId);
  return toComment({ ...row!, ...author }, userId);
}

/** The author's own comment on a published item, else 404 (unknown) or 403 (someone else's). */
async function getOwnComment(db: Database, userId: string, id: string, verb: "edit" | "delete") {
  const existing = await unsafeGetCommentById(db, id);
  if (!existing || existing.newsStatus !== "published") throw COMMENT_NOT_FOUND();
  if (existing.userId !== userId) throw new AppError("forbidden", `You can only ${verb} your own comments.`);
  return existing;
}

export async function updateComment(options: {
  db: Database;
  userId: string;
  id: string;
  content: string;
}): Promise<Comment> {
  const { db, userId, id, content } = options;
  const existing = await getOwnComment(db, userId, id, "edit");
  // Saving the same text is not an edit: the comment keeps its date and shows no '(edited)'.
  if (existing.content === content) return toComment(existing, userId);
  const [updated] = await db
    .update(comments)
    .set({ content, updatedAt: sql`now()` })
    .where(and(eq(comments.id, id), eq(comments.userId, userId)))
    .returning({ content: comments.content, updatedAt: comments.updatedAt });
  if (!updated) throw COMMENT_NOT_FOUND();
  return toComment({ ...existing, ...updated }, userId);
}

export async function deleteComment(options: { db: Database; userId: string; id: string }): Promise<void> {
  const { db, userId, id } = options;
  await getOwnComment(db, userId, id, "delete");
  const deleted = await db
    .delete(comments)
    .where(and(eq(comments.id, id), eq(comments.userId, userId)))
    .returning({ id: comments.id });
  if (deleted.length === 0) throw COMMENT_NOT_FOUND();
}
