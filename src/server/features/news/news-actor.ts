import type { Context } from "hono";
import { SIGN_IN_MESSAGE } from "@/shared/auth/messages";
import { can } from "@/shared/auth/permissions";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../errors";

/** Who does news work, and whose credits it spends. */
export type NewsActor = {
  userId: string | null;
  /** `user:<id>`, or `editor:<grant>` for editor access without an account. */
  subject: string;
  isReviewer: boolean;
  /** Editors and admins (by role or editor access) have daily credits; users lifetime ones. */
  isStaff: boolean;
};

export function newsActor(c: Context<AppEnv>): NewsActor | null {
  const actor = c.get("actor");
  const grant = c.get("editorGrantId");
  const isReviewer = can(actor, "news:review");
  if (actor.userId) {
    return { userId: actor.userId, subject: `user:${actor.userId}`, isReviewer, isStaff: isReviewer };
  }
  if (grant) return { userId: null, subject: `editor:${grant}`, isReviewer, isStaff: true };
  return null;
}

/** The caller of an operation whose access rule already let only accounts and editor access in. */
export function requireNewsActor(c: Context<AppEnv>): NewsActor {
  const actor = newsActor(c);
  if (!actor) throw new AppError("unauthenticated", SIGN_IN_MESSAGE);
  return actor;
}
