import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { session, user } from "../db/schema";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS, type Auth } from "./auth";

export type SessionLookup = {
  session: { id: string; token: string; expiresAt: Date };
  user: { id: string; email: string; name: string; emailVerified: boolean; role: string };
};

/**
 * Who the session cookie belongs to, in one query. Better Auth's getSession does the same
 * checks (signed cookie, session row not expired, its user) through its endpoint pipeline, which
 * costs a few milliseconds on every request; this reads the same cookie and the same rows
 * directly. A session that is due to be extended is left to Better Auth, so refreshing stays
 * where it is.
 */
export function createSessionLookup(db: Database, auth: Auth, secret: string) {
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  return async function lookupSession(c: Context): Promise<SessionLookup | null> {
    const token = verifiedToken(getCookie(c, await cookieName), secret);
    if (token === null) return null;
    const [row] = await db
      .select({
        session: { id: session.id, token: session.token, expiresAt: session.expiresAt },
        user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, role: user.role },
      })
      .from(session)
      .innerJoin(user, eq(session.userId, user.id))
      .where(and(eq(session.token, token), gt(session.expiresAt, new Date())));
    if (!row) return null;
    const refreshDue = row.session.expiresAt.getTime() - (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
    return refreshDue <= Date.now() ? slowPath(c) : row;
  };

  async function slowPath(c: Context): Promise<SessionLookup | null> {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    return found && { session: found.session, user: { ...found.user, role: String(found.user.role ?? "user") } };
  }
}

const SIGNATURE_LENGTH = 44;

/**
 * The token of a cookie signed as better-call signs it (`token.base64(HMAC-SHA256)`, URL-encoded;
 * Hono decodes it); null when it is absent, malformed or signed with another secret.
 */
function verifiedToken(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf(".");
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest("base64");
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected)) ? token : null;
}
