import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  changePasswordSchema,
  okSchema,
  passwordResetRequestedSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
} from "@/shared/auth/contracts";
import { PASSWORD_RESET_REQUESTED_MESSAGE } from "@/shared/auth/messages";
import { requireSessionUser } from "../../core/auth/actor";
import { callAuth, forwardCookies } from "../../core/auth/auth-call";
import type { AppDeps, AppEnv } from "../../core/http/context";
import { defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { consumeRateLimit } from "../../core/http/rate-limit";
import { changePassword, queuePasswordReset, resetPassword, type AuthCaller } from "./password";

const changePasswordRoute = defineRoute({
  method: "post",
  path: "/api/account/password",
  access: "account:update",
  tags: ["accounts"],
  summary: "Change the signed-in user's password; every other session ends and this one gets a new cookie",
  request: { body: jsonBody(changePasswordSchema) },
  responses: { 200: jsonResponse(okSchema, "Password changed"), ...errorResponses(400, 401, 429) },
});

const requestPasswordResetRoute = defineRoute({
  method: "post",
  path: "/api/account/request-password-reset",
  access: "public",
  tags: ["accounts"],
  summary: "E-mail a password reset link (answers the same whether or not the address has an account)",
  request: { body: jsonBody(requestPasswordResetSchema) },
  responses: {
    200: jsonResponse(passwordResetRequestedSchema, "Sent if the address has an account"),
    ...errorResponses(400, 429),
  },
});

const resetPasswordRoute = defineRoute({
  method: "post",
  path: "/api/account/reset-password",
  access: "public",
  tags: ["accounts"],
  summary: "Set a new password with the token of a reset link; every session of the account ends",
  request: { body: jsonBody(resetPasswordSchema) },
  responses: { 200: jsonResponse(okSchema, "Password reset"), ...errorResponses(400) },
});

export function registerPasswordRoutes(router: OpenAPIHono<AppEnv>, { db, auth, config, jobs }: AppDeps): void {
  const callerFor =
    (c: Context<AppEnv>): AuthCaller =>
    (endpoint, body) =>
      callAuth(c, auth, config.PUBLIC_URL, endpoint, body);

  router.openapi(changePasswordRoute, async (c) => {
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

  router.openapi(requestPasswordResetRoute, async (c) => {
    const { email } = c.req.valid("json");
    // The same counters as confirmation e-mails: one mailbox gets at most so many of our messages.
    await consumeRateLimit(db, "emailPerClient", c.get("clientIp"));
    await consumeRateLimit(db, "emailPerAddress", email);
    await queuePasswordReset(db, jobs, email);
    return c.json({ ok: true as const, message: PASSWORD_RESET_REQUESTED_MESSAGE }, 200);
  });

  router.openapi(resetPasswordRoute, async (c) => {
    const form = c.req.valid("json");
    await resetPassword({ callAuth: callerFor(c), token: form.token, newPassword: form.newPassword });
    return c.json({ ok: true as const }, 200);
  });
}
