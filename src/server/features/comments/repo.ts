import { and, count, eq, sql } from "drizzle-orm";
import { commentAuthor } from "@/shared/comments/author";
import type { Comment } from "@/shared/comments/contracts";
import type { Database } from "../../core/db/client";
import { decodeCursor, encodeCursor } from "../../core/db/cursor";
import { comments, newsItems, profiles } from "../../core/db/schema";

const INVALID_CURSOR = "The comments cursor is not valid. Please reload the page.";

/** The columns a comment answer needs: the row and its author's profile name and e-mail. */
const commentColumns = {
  id: comments.id,
  newsItemId: comments.newsItemId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  fullName: profiles.fullName,
  email: profiles.email,
};

export type CommentRow = {
  id: string;
  newsItemId: string;
  userId: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  fullName: string | null;
  email: string | null;
};

export function toComment(row: CommentRow, viewerId: string | null): Comment {
  return {
    id: row.id,
    news_item_id: row.newsItemId,
    user_id: row.userId,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // The spec reads the commenter's name from profiles only (news-community-support.md §7).
    author: commentAuthor(row.fullName, row.email),
    is_own: viewerId !== null && viewerId === row.userId,
  };
}

// ---- cursors: (created_at, id) of the last comment of a page, opaque to the client ----------

export async function isPublishedNews(db: Database, newsItemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(and(eq(newsItems.id, newsItemId), eq(newsItems.status, "published")))
    .limit(1);
  return Boolean(row);
}

/** A page of an item's comments, newest first (spec §7), keyset-paginated on (created_at, id). */
export async function listCommentRows(
  db: Database,
  options: { newsItemId: string; cursor?: string; limit: number },
): Promise<{ rows: CommentRow[]; total: number; nextCursor: string | null }> {
  const after = decodeCursor(options.cursor, INVALID_CURSOR);
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(profiles, eq(profiles.userId, comments.userId))
    .where(
      and(
        eq(comments.newsItemId, options.newsItemId),
        after
          ? sql`(${comments.createdAt}, ${comments.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    // The order of comments_item_created_idx, so that a page is an index range scan.
    .orderBy(sql`${comments.createdAt} desc`, sql`${comments.id} desc`)
    .limit(options.limit + 1);
  const [counted] = await db
    .select({ total: count() })
    .from(comments)
    .where(eq(comments.newsItemId, options.newsItemId));
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page,
    total: Number(counted?.total ?? 0),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/**
 * One comment by id with its author, whoever wrote it and whatever its item's status: the
 * caller checks ownership and visibility (STYLE.md §6 names such reads `unsafe`).
 */
export async function unsafeGetCommentById(
  db: Database,
  id: string,
): Promise<(CommentRow & { newsStatus: "pending" | "published" }) | null> {
  const [row] = await db
    .select({ ...commentColumns, newsStatus: newsItems.status })
    .from(comments)
    .innerJoin(newsItems, eq(newsItems.id, comments.newsItemId))
    .leftJoin(profiles, eq(profiles.userId, comments.userId))
    .where(eq(comments.id, id))
    .limit(1);
  return row ?? null;
}

export async function findAuthorProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? { fullName: null, email: null };
}
