import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import {
  EMAIL_VERIFICATION_HOURS,
  PASSWORD_MAX,
  PASSWORD_MIN_SIGN_UP,
  PASSWORD_RESET_HOURS,
  SESSION_DAYS,
} from "@/shared/limits";
import { ROUTES } from "@/shared/site/routes";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { account, session, user, verification } from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { confirmationEmail, passwordResetEmail } from "../mail/templates";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { hashPassword, verifyPassword } from "./password";

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_EXPIRES_IN_SECONDS = SESSION_DAYS * 24 * 60 * 60;
/** A session used after this long is extended (and its cookie re-set) by Better Auth. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
/** Where the confirmation link lands: the Sign In tab, with a confirmation message. */
export const CONFIRMED_CALLBACK_PATH = "/auth?confirmed=1";

export type AuthDeps = {
  db: Database;
  config: Pick<Config, "PUBLIC_URL" | "AUTH_SECRET" | "ADMIN_EMAILS">;
  mailer: Mailer;
  logger: Logger;
};

export function createAuth({ db, config, mailer, logger }: AuthDeps) {
  return betterAuth({
    appName: "BioAgent Hub",
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.PUBLIC_URL],
    telemetry: { enabled: false },
    // Failed sign-ins are routine (Better Auth logs them as warnings); keep errors only.
    logger: { level: "error", log: (_level, message) => logger.error(`[auth] ${message}`) },
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        role: { type: "string", defaultValue: "user", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_SIGN_UP,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_HOURS * 60 * 60,
      // The link opens our reset page, which posts the token to /api/account/reset-password.
      sendResetPassword: async ({ user: recipient, token }) => {
        const url = `${config.PUBLIC_URL}${ROUTES.resetPassword}?token=${encodeURIComponent(token)}`;
        await mailer.queue(passwordResetEmail({ to: recipient.email, name: recipient.name, url, hours: PASSWORD_RESET_HOURS }));
      },
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        await mailer.queue(confirmationEmail({ to: recipient.email, name: recipient.name, url }));
      },
      afterEmailVerification: async (verified) => {
        if (config.ADMIN_EMAILS.includes(verified.email.toLowerCase())) {
          await db.update(user).set({ role: "admin" }).where(eq(user.id, verified.id));
        }
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: a revoked session must stop working on the next request.
      cookieCache: { enabled: false },
    },
    // Our own limiter (src/server/core/http/rate-limit.ts) guards these routes, in every environment,
    // with counters in the database that all instances share.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      // The app computes the client address (see client-ip.ts) and passes it in this header only.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // A session and its user in one query (relations in db/schema/auth.ts), not two.
      database: { joins: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
