import { CURRENT_PASSWORD_INCORRECT_MESSAGE, RESET_LINK_INVALID_MESSAGE } from "@/shared/auth/messages";
import type { AuthCallResult } from "../../auth/auth-call";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";

/** A Better Auth endpoint called on behalf of the current request (its cookie and client address). */
export type AuthCaller = (endpoint: string, body: unknown) => Promise<AuthCallResult>;

/**
 * Changes the signed-in user's password and ends every other session of the account. Better Auth
 * replaces the current session too; the returned Set-Cookie headers carry its successor.
 */
export async function changePassword(options: {
  callAuth: AuthCaller;
  currentPassword: string;
  newPassword: string;
}): Promise<{ setCookies: string[] }> {
  const result = await options.callAuth("/change-password", {
    currentPassword: options.currentPassword,
    newPassword: options.newPassword,
    revokeOtherSessions: true,
  });
  if (result.status === 200) return { setCookies: result.setCookies };
  if (result.body.code === "INVALID_PASSWORD") {
    throw new AppError("validation_failed", `${CURRENT_PASSWORD_INCORRECT_MESSAGE}.`, {
      currentPassword: CURRENT_PASSWORD_INCORRECT_MESSAGE,
    });
  }
  if (result.status === 401) throw new AppError("unauthenticated", "Please sign in to continue.");
  throw new AppError("bad_request", result.body.message ?? "The password could not be changed.");
}

/**
 * Sends a reset link if the address has an account. The caller answers the same either way, so a
 * failure is only logged: telling it apart would tell which addresses have accounts.
 */
export async function requestPasswordReset(options: { callAuth: AuthCaller; email: string; logger: Logger }): Promise<void> {
  const result = await options.callAuth("/request-password-reset", { email: options.email });
  if (result.status !== 200) {
    options.logger.error(`[accounts] password reset e-mail failed: ${result.status} ${JSON.stringify(result.body)}`);
  }
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(options: { callAuth: AuthCaller; token: string; newPassword: string }): Promise<void> {
  const result = await options.callAuth("/reset-password", { token: options.token, newPassword: options.newPassword });
  if (result.status === 200) return;
  if (result.body.code === "INVALID_TOKEN" || result.body.code === "USER_NOT_FOUND") {
    throw new AppError("bad_request", RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
  }
  throw new AppError("bad_request", result.body.message ?? "The password could not be reset.");
}
