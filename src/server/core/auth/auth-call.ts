import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import type { Auth } from "./auth";
import { AUTH_BASE_PATH } from "./auth";

export type AuthCallResult = {
  status: number;
  body: { code?: string; message?: string } & Record<string, unknown>;
  setCookies: string[];
};

/**
 * Calls a Better Auth endpoint through its HTTP handler, carrying only the headers it needs.
 * Our routes validate first and speak the API's own error shape; Better Auth does the rest.
 */
export async function callAuth(
  c: Context<AppEnv>,
  auth: Auth,
  publicUrl: string,
  endpoint: string,
  body?: unknown,
): Promise<AuthCallResult> {
  return callAuthAs(auth, publicUrl, endpoint, body, {
    clientIp: c.get("clientIp"),
    cookie: c.req.header("cookie"),
    userAgent: c.req.header("user-agent"),
  });
}

/** The same call on nobody's behalf, or a given client's: for background work, outside a request. */
export async function callAuthAs(
  auth: Auth,
  publicUrl: string,
  endpoint: string,
  body: unknown,
  caller: { clientIp?: string; cookie?: string; userAgent?: string } = {},
): Promise<AuthCallResult> {
  const headers = new Headers({ origin: new URL(publicUrl).origin });
  if (caller.clientIp) headers.set(CLIENT_IP_HEADER, caller.clientIp);
  if (caller.cookie) headers.set("cookie", caller.cookie);
  if (caller.userAgent) headers.set("user-agent", caller.userAgent);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(`${publicUrl}${AUTH_BASE_PATH}${endpoint}`, {
      method: "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let parsed: AuthCallResult["body"];
  try {
    parsed = text ? (JSON.parse(text) as AuthCallResult["body"]) : {};
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed, setCookies: response.headers.getSetCookie() };
}

export function forwardCookies(c: Context, setCookies: string[]): void {
  for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true });
}
