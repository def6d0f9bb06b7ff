import { CURRENT_PASSWORD_INCORRECT_MESSAGE, RESET_LINK_INVALID_MESSAGE } from "@/shared/auth/messages";
import type { Auth } from "../../core/auth/auth";
import { callAuthAs, type AuthCallResult } from "../../core/auth/auth-call";
import type { JobQueue } from "../../core/jobs/queue";
import type { Database } from "../../core/db/client";
import { AppError } from "../../core/errors";
import { enqueueJob } from "../../core/jobs/queue";
import type { JobDefinition } from "../../core/jobs/runner";

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
      fields: { currentPassword: CURRENT_PASSWORD_INCORRECT_MESSAGE },
    });
  }
  if (result.status === 401) throw new AppError("unauthenticated", "Please sign in to continue.");
  throw new AppError("bad_request", result.body.message ?? "The password could not be changed.");
}

export const PASSWORD_RESET_JOB = "account.password-reset";

/**
 * Asks for a reset link for `email`. The request only queues a job, the same work for every
 * address; the job asks Better Auth, which mails a link only to an address with an account. So
 * neither the answer nor how long it takes tells which addresses have accounts (issue 14 §3).
 */
export async function queuePasswordReset(db: Database, jobs: JobQueue, email: string): Promise<void> {
  await enqueueJob(db, PASSWORD_RESET_JOB, { email });
  jobs.poke();
}

/** The background half of `queuePasswordReset`; a failure is retried by the job runner. */
export function passwordResetJob(options: { auth: Auth; publicUrl: string }): JobDefinition {
  return {
    async run({ job }) {
      const email = typeof job.payload.email === "string" ? job.payload.email : "";
      const result = await callAuthAs(options.auth, options.publicUrl, "/request-password-reset", { email });
      if (result.status !== 200) throw new Error(`Better Auth answered ${result.status}: ${result.body.message ?? result.body.code ?? ""}`);
      return { asked: true };
    },
  };
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(options: { callAuth: AuthCaller; token: string; newPassword: string }): Promise<void> {
  const result = await options.callAuth("/reset-password", { token: options.token, newPassword: options.newPassword });
  if (result.status === 200) return;
  if (result.body.code === "INVALID_TOKEN" || result.body.code === "USER_NOT_FOUND") {
    throw new AppError("bad_request", RESET_LINK_INVALID_MESSAGE, { fields: { token: RESET_LINK_INVALID_MESSAGE } });
  }
  throw new AppError("bad_request", result.body.message ?? "The password could not be reset.");
}
