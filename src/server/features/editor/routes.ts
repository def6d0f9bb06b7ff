import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { EDITOR_DISABLED_MESSAGE } from "@/shared/auth/messages";
import { editorOperations as operations } from "@/shared/editor/contracts";
import {
  EDITOR_COOKIE,
  createEditorGrant,
  editorPasswordMatches,
  findEditorGrant,
  revokeEditorGrant,
} from "../../core/auth/editor-access";
import { AppError } from "../../core/errors";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { assertFailuresLeft, consumeRateLimit, countFailure } from "../../core/http/rate-limit";

const FAILED_EDITOR_LOGINS = (wait: string) => `Too many wrong editor passwords. Please wait ${wait} and try again.`;

export function editorRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const enabled = Boolean(config.EDITOR_PASSWORD);

  router.openapi(route(operations.getStatus), async (c) => {
    const token = getCookie(c, EDITOR_COOKIE);
    const grant = token ? await findEditorGrant(db, token) : null;
    return c.json({ enabled, active: grant !== null, expiresAt: grant?.expiresAt.toISOString() ?? null }, 200);
  });

  router.openapi(route(operations.login), async (c) => {
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

  router.openapi(route(operations.logout), async (c) => {
    const token = getCookie(c, EDITOR_COOKIE);
    if (token) await revokeEditorGrant(db, token);
    deleteCookie(c, EDITOR_COOKIE, { path: "/" });
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
