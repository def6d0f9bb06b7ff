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
  const headers = new Headers({
    origin: new URL(publicUrl).origin,
    [CLIENT_IP_HEADER]: c.get("clientIp"),
  });
  const cookie = c.req.header("cookie");
  if (cookie) headers.set("cookie", cookie);
  const userAgent = c.req.header("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
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
