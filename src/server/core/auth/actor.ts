import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SIGN_IN_MESSAGE } from "@/shared/auth/messages";
import { isRole } from "@/shared/auth/permissions";
import { AppError } from "../errors";
import type { AppDeps, AppEnv } from "../http/context";
import { clientIp } from "../http/client-ip";
import { EDITOR_COOKIE, findEditorGrant } from "./editor-access";
import { createSessionLookup } from "./session-lookup";

/** Resolves who is calling: the Better Auth session (if any) and editor access (if granted). */
export function resolveActor({ auth, db, config }: AppDeps): MiddlewareHandler<AppEnv> {
  const lookupSession = createSessionLookup(db, auth, config.AUTH_SECRET);
  return async (c, next) => {
    c.set("clientIp", clientIp(c, config.TRUST_PROXY));
    const cookies = c.req.header("cookie") ?? "";
    const session = cookies.includes("session_token") ? await lookupSession(c) : null;
    const editorToken = getCookie(c, EDITOR_COOKIE);
    const grant = editorToken ? await findEditorGrant(db, editorToken) : null;
    const role = session && isRole(session.user.role) ? session.user.role : session ? "user" : null;
    c.set("sessionId", session?.session.id ?? null);
    c.set("editorGrantId", grant?.tokenHash ?? null);
    c.set(
      "sessionUser",
      session
        ? {
            id: session.user.id,
            email: session.user.email,
            name: session.user.name,
            emailVerified: session.user.emailVerified,
            role: role ?? "user",
          }
        : null,
    );
    c.set("actor", { userId: session?.user.id ?? null, role, hasEditorAccess: grant !== null });
    await next();
  };
}

/** The caller's account, where the operation's access rule already let only accounts in. */
export function requireSessionUser(c: { get: (key: "sessionUser") => AppEnv["Variables"]["sessionUser"] }) {
  const user = c.get("sessionUser");
  if (!user) throw new AppError("unauthenticated", SIGN_IN_MESSAGE);
  return user;
}
