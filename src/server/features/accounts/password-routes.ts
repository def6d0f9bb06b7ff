import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { accountOperations as operations } from "@/shared/accounts/contracts";
import { PASSWORD_RESET_REQUESTED_MESSAGE } from "@/shared/auth/messages";
import { requireSessionUser } from "../../core/auth/actor";
import { callAuth, forwardCookies } from "../../core/auth/auth-call";
import type { AppDeps, AppEnv } from "../../core/http/context";
import { route } from "../../core/http/openapi";
import { consumeRateLimit } from "../../core/http/rate-limit";
import { changePassword, queuePasswordReset, resetPassword, type AuthCaller } from "./password";

export function registerPasswordRoutes(router: OpenAPIHono<AppEnv>, { db, auth, config, jobs }: AppDeps): void {
  const callerFor =
    (c: Context<AppEnv>): AuthCaller =>
    (endpoint, body) =>
      callAuth(c, auth, config.PUBLIC_URL, endpoint, body);

  router.openapi(route(operations.changePassword), async (c) => {
    const form = c.req.valid("json");
    const user = requireSessionUser(c);
    await consumeRateLimit(db, "changePassword", user.id);
    const { setCookies } = await changePassword({
      callAuth: callerFor(c),
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
    forwardCookies(c, setCookies);
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(route(operations.requestPasswordReset), async (c) => {
    const { email } = c.req.valid("json");
    // The same counters as confirmation e-mails: one mailbox gets at most so many of our messages.
    await consumeRateLimit(db, "emailPerClient", c.get("clientIp"));
    await consumeRateLimit(db, "emailPerAddress", email);
    await queuePasswordReset(db, jobs, email);
    return c.json({ ok: true as const, message: PASSWORD_RESET_REQUESTED_MESSAGE }, 200);
  });

  router.openapi(route(operations.resetPassword), async (c) => {
    const form = c.req.valid("json");
    await resetPassword({ callAuth: callerFor(c), token: form.token, newPassword: form.newPassword });
    return c.json({ ok: true as const }, 200);
  });
}
