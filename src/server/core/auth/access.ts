import type { MiddlewareHandler } from "hono";
import { EMAIL_NOT_CONFIRMED_MESSAGE, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from "@/shared/auth/messages";
import { PERMISSIONS, refusal, type Action, type Principal } from "@/shared/auth/permissions";
import { AppError } from "../errors";
import type { AppEnv } from "../http/context";

/**
 * Who may call an operation, declared beside its route (http/openapi.ts `defineRoute`): anyone, or
 * whoever the permission table lets do `action`. The messages are the spec's words where it has some.
 */
export type Access =
  | "public"
  | Action
  | { action: Action; signedOutMessage?: string; forbiddenMessage?: string };

/** The declaration as the OpenAPI document publishes it (`x-access`), for clients and tests. */
export type PublishedAccess = { public: true } | { public: false; action: Action; principals: readonly Principal[] };

export const ACCESS_EXTENSION = "x-access";

function normalize(access: Access) {
  if (access === "public") return null;
  return typeof access === "string" ? { action: access } : access;
}

export function publishAccess(access: Access): PublishedAccess {
  const rule = normalize(access);
  return rule ? { public: false, action: rule.action, principals: PERMISSIONS[rule.action] } : { public: true };
}

/**
 * Refuses a caller who may not act before the request's body or parameters are read, so that
 * such a caller learns nothing about the operation: 401 to sign in first, 403 for a role that
 * may not, 403 for an account whose e-mail is not confirmed. Only then is the input validated.
 */
export function accessGuard(access: Access): MiddlewareHandler<AppEnv> {
  const rule = normalize(access);
  return async (c, next) => {
    if (rule) {
      const actor = c.get("actor");
      const refused = refusal(actor, rule.action);
      if (refused === "sign-in") throw new AppError("unauthenticated", rule.signedOutMessage ?? SIGN_IN_MESSAGE);
      if (refused === "role") throw new AppError("forbidden", rule.forbiddenMessage ?? FORBIDDEN_MESSAGE);
      if (c.get("sessionUser")?.emailVerified === false) throw new AppError("email_not_verified", EMAIL_NOT_CONFIRMED_MESSAGE);
    }
    await next();
  };
}
