import { setTimeout as sleep } from "node:timers/promises";
import { deleteCookie, getCookie } from "hono/cookie";
import { accountOperations as operations } from "@/shared/accounts/contracts";
import { EMAIL_NOT_VERIFIED_MESSAGE, EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from "@/shared/auth/messages";
import { requireSessionUser } from "../../core/auth/actor";
import { callAuth, forwardCookies } from "../../core/auth/auth-call";
import { CONFIRMED_CALLBACK_PATH } from "../../core/auth/auth";
import { EDITOR_COOKIE, revokeEditorGrant } from "../../core/auth/editor-access";
import { AppError } from "../../core/errors";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { assertFailuresLeft, consumeRateLimit, countFailure } from "../../core/http/rate-limit";
import { registerPasswordRoutes } from "./password-routes";
import { createProfile, deleteUser, findUserByEmail, getMe, profileValuesFromSignUp } from "./service";

// A wrong password and an unknown address each cost one password hash, but one hash varies by
// ±50 ms from call to call: every failure is answered no sooner than this after the check began,
// so how long it took says nothing about the address (issue 14 §3). Hashing takes ~0.4 s here.
const FAILED_SIGN_IN_FLOOR_MS = 750;
const FAILED_SIGN_INS = (wait: string) => `Too many failed sign-ins for this account. Please wait ${wait} and try again.`;

export function accountRoutes(deps: AppDeps) {
  const { db, auth, config, logger } = deps;
  const router = createRouter();
  registerPasswordRoutes(router, deps);

  router.openapi(route(operations.signUp), async (c) => {
    const form = c.req.valid("json");
    await consumeRateLimit(db, "signUp", c.get("clientIp"));
    if (await findUserByEmail(db, form.email)) throw new AppError("email_taken", EMAIL_TAKEN_MESSAGE);
    const result = await callAuth(c, auth, config.PUBLIC_URL, "/sign-up/email", {
      email: form.email,
      password: form.password,
      name: form.fullName,
      callbackURL: CONFIRMED_CALLBACK_PATH,
    });
    if (result.status !== 200) {
      // A sign-up for the same address at the same moment passes the check above and fails here
      // on the unique e-mail (Better Auth: FAILED_TO_CREATE_USER); any other failure is ours.
      if (result.body.code?.startsWith("USER_ALREADY_EXISTS") || (await findUserByEmail(db, form.email))) {
        throw new AppError("email_taken", EMAIL_TAKEN_MESSAGE);
      }
      logger.error(`[accounts] sign-up failed: ${result.status} ${JSON.stringify(result.body)}`);
      if (result.status === 422 || result.status >= 500) {
        throw new AppError("internal", "The account could not be created. Please try again.");
      }
      throw new AppError("bad_request", result.body.message ?? "The account could not be created.");
    }
    const created = await findUserByEmail(db, form.email);
    if (!created) throw new AppError("internal", "The account could not be created.");
    try {
      await createProfile(db, profileValuesFromSignUp(created.id, form));
    } catch (error) {
      await deleteUser(db, created.id);
      throw error;
    }
    return c.json({ email: form.email }, 201);
  });

  router.openapi(route(operations.signIn), async (c) => {
    const credentials = c.req.valid("json");
    await consumeRateLimit(db, "signInPerClient", c.get("clientIp"));
    await consumeRateLimit(db, "signIn", `${c.get("clientIp")}|${credentials.email}`);
    // Counted whether or not the address has an account, so the limit tells nobody which do.
    const account = credentials.email.toLowerCase();
    await assertFailuresLeft(db, "signInFailuresPerAccount", account, FAILED_SIGN_INS);
    const started = performance.now();
    const result = await callAuth(c, auth, config.PUBLIC_URL, "/sign-in/email", {
      email: credentials.email,
      password: credentials.password,
      rememberMe: true,
    });
    if (result.status === 200) {
      forwardCookies(c, result.setCookies);
      return c.json({ ok: true as const }, 200);
    }
    if (result.body.code === "EMAIL_NOT_VERIFIED") {
      throw new AppError("email_not_verified", EMAIL_NOT_VERIFIED_MESSAGE);
    }
    if (result.status === 401 || result.body.code === "INVALID_EMAIL_OR_PASSWORD") {
      await countFailure(db, "signInFailuresPerAccount", account);
      await sleep(Math.max(0, FAILED_SIGN_IN_FLOOR_MS - (performance.now() - started)));
      throw new AppError("invalid_credentials", INVALID_CREDENTIALS_MESSAGE);
    }
    throw new AppError("bad_request", result.body.message ?? "Sign-in failed.");
  });

  router.openapi(route(operations.signOut), async (c) => {
    const editorToken = getCookie(c, EDITOR_COOKIE);
    if (editorToken) await revokeEditorGrant(db, editorToken);
    deleteCookie(c, EDITOR_COOKIE, { path: "/" });
    if (c.get("sessionId")) {
      const result = await callAuth(c, auth, config.PUBLIC_URL, "/sign-out");
      forwardCookies(c, result.setCookies);
    }
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(route(operations.resendConfirmation), async (c) => {
    const { email } = c.req.valid("json");
    await consumeRateLimit(db, "emailPerClient", c.get("clientIp"));
    await consumeRateLimit(db, "emailPerAddress", email);
    // Asked for every address: Better Auth mails only one that waits for confirmation, and answers
    // every address after the same 500 ms floor, so the answer's time tells nothing either.
    await callAuth(c, auth, config.PUBLIC_URL, "/send-verification-email", { email, callbackURL: CONFIRMED_CALLBACK_PATH });
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(route(operations.getMe), async (c) => {
    return c.json(await getMe(db, requireSessionUser(c)), 200);
  });

  return router;
}
