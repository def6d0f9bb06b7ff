import type { Context } from "hono";
import { SIGN_IN_MESSAGE } from "@/shared/auth/messages";
import { can } from "@/shared/auth/permissions";
import type { AppEnv } from "../../core/http/context";
import { AppError } from "../../core/errors";

/** Every browser unlocked by the editor password without an account spends from this one purse. */
export const EDITOR_ACCESS_PURSE = "editor-access";

/** Who does news work, and whose credits it spends. */
export type NewsActor = {
  userId: string | null;
  /** Who asked: `user:<id>`, or `editor:<grant>` for editor access without an account (previews, rate limits). */
  subject: string;
  /**
   * Whose credits the work spends: the account (`user:<id>`), or one purse for all editor access
   * without an account, so that a new editor login cannot start a fresh 100 (issue 14 §4).
   */
  purse: string;
  isReviewer: boolean;
  /** Editors and admins (by role or editor access) have daily credits; users lifetime ones. */
  isStaff: boolean;
};

export function newsActor(c: Context<AppEnv>): NewsActor | null {
  const actor = c.get("actor");
  const grant = c.get("editorGrantId");
  const isReviewer = can(actor, "news:review");
  if (actor.userId) {
    const subject = `user:${actor.userId}`;
    return { userId: actor.userId, subject, purse: subject, isReviewer, isStaff: isReviewer };
  }
  if (grant) return { userId: null, subject: `editor:${grant}`, purse: EDITOR_ACCESS_PURSE, isReviewer, isStaff: true };
  return null;
}

/** The caller of an operation whose access rule already let only accounts and editor access in. */
export function requireNewsActor(c: Context<AppEnv>): NewsActor {
  const actor = newsActor(c);
  if (!actor) throw new AppError("unauthenticated", SIGN_IN_MESSAGE);
  return actor;
}
