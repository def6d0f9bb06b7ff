import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/** Set by the app on requests it hands to Better Auth; never copied from the client. */
export const CLIENT_IP_HEADER = "x-bioagent-client-ip";

/**
 * The client's address: the socket's peer, or behind a trusted proxy (TRUST_PROXY=true) the
 * last address the proxy appended to X-Forwarded-For.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").pop()?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return "unknown";
  }
}
