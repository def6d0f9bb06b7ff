import type { MiddlewareHandler } from "hono";
import { EMAIL_NOT_CONFIRMED_MESSAGE, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from "@/shared/auth/messages";
import { accessRule, type Access } from "@/shared/auth/access";
import { refusal } from "@/shared/auth/permissions";
import { AppError } from "../errors";
import type { AppEnv } from "../http/context";

/**
 * Refuses a caller who may not act before the request's body or parameters are read, so that
 * such a caller learns nothing about the operation: 401 to sign in first, 403 for a role that
 * may not, 403 for an account whose e-mail is not confirmed. Only then is the input validated.
 */
export function accessGuard(access: Access): MiddlewareHandler<AppEnv> {
  const rule = accessRule(access);
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
