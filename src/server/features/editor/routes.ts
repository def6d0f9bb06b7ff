import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { editorLoginSchema, editorStatusSchema, okSchema } from "@/shared/auth/contracts";
import { EDITOR_DISABLED_MESSAGE } from "@/shared/auth/messages";
import {
  EDITOR_COOKIE,
  createEditorGrant,
  editorPasswordMatches,
  findEditorGrant,
  revokeEditorGrant,
} from "../../core/auth/editor-access";
import { AppError } from "../../core/errors";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { assertFailuresLeft, consumeRateLimit, countFailure } from "../../core/http/rate-limit";

const statusRoute = defineRoute({
  method: "get",
  path: "/api/editor/status",
  access: "public",
  tags: ["editor"],
  summary: "Whether editor login is enabled and this browser has editor access",
  responses: { 200: jsonResponse(editorStatusSchema, "Editor access of this browser") },
});

const loginRoute = defineRoute({
  method: "post",
  path: "/api/editor/login",
  access: "public",
  tags: ["editor"],
  summary: "Unlock editor access for this browser with the editor password",
  request: { body: jsonBody(editorLoginSchema) },
  responses: {
    200: jsonResponse(editorStatusSchema, "Editor access granted"),
    ...errorResponses(400, 401, 429, 503),
  },
});

const logoutRoute = defineRoute({
  method: "post",
  path: "/api/editor/logout",
  access: "public",
  tags: ["editor"],
  summary: "End editor access for this browser",
  responses: { 200: jsonResponse(okSchema, "Editor access ended") },
});

const FAILED_EDITOR_LOGINS = (wait: string) => `Too many wrong editor passwords. Please wait ${wait} and try again.`;

export function editorRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const enabled = Boolean(config.EDITOR_PASSWORD);

  router.openapi(statusRoute, async (c) => {
    const token = getCookie(c, EDITOR_COOKIE);
    const grant = token ? await findEditorGrant(db, token) : null;
    return c.json({ enabled, active: grant !== null, expiresAt: grant?.expiresAt.toISOString() ?? null }, 200);
  });

  router.openapi(loginRoute, async (c) => {
    const { password } = c.req.valid("json");
    if (!config.EDITOR_PASSWORD) throw new AppError("unavailable", EDITOR_DISABLED_MESSAGE);
    await consumeRateLimit(db, "editorLogin", c.get("clientIp"));
    // Signed-out browsers share one counter: the editor password is one secret, guessed from anywhere.
    const guesser = c.get("actor").userId ?? "signed-out";
    await assertFailuresLeft(db, "editorLoginFailuresPerAccount", guesser, FAILED_EDITOR_LOGINS);
    if (!editorPasswordMatches(password, config.EDITOR_PASSWORD)) {
      await countFailure(db, "editorLoginFailuresPerAccount", guesser);
      throw new AppError("invalid_credentials", "Invalid password");
    }
    const { token, expiresAt } = await createEditorGrant(db, {
      sessionId: c.get("sessionId"),
      userId: c.get("actor").userId,
      ipAddress: c.get("clientIp"),
    });
    setCookie(c, EDITOR_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: config.PUBLIC_URL.startsWith("https://"),
      expires: expiresAt,
    });
    return c.json({ enabled, active: true, expiresAt: expiresAt.toISOString() }, 200);
  });

  router.openapi(logoutRoute, async (c) => {
    const token = getCookie(c, EDITOR_COOKIE);
    if (token) await revokeEditorGrant(db, token);
    deleteCookie(c, EDITOR_COOKIE, { path: "/" });
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
