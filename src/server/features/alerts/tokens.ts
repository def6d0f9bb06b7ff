import { createHmac, timingSafeEqual } from "node:crypto";

// The opaque tokens in an alert's addresses: a saved search's id and a MAC over it, 32 bytes in
// base64url (43 characters), so an unsubscribe link stays short enough for a header line that
// DKIM signs unfolded. Nothing is stored: the server's secret and the row check it.

type Purpose = "unsubscribe" | "digest" | "feed";

const MAC_BYTES = 16;

function mac(secret: string, purpose: Purpose, id: string, binding: string): Buffer {
  return createHmac("sha256", `alerts-${purpose}:${secret}`).update(`${id}\n${binding}`).digest().subarray(0, MAC_BYTES);
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A token naming one saved search, bound to `binding`: for an unsubscribe link the account that
 * owns the search, for a private feed also the search's feed nonce (a new nonce revokes it).
 */
export function signToken(secret: string, purpose: Purpose, id: string, binding: string): string {
  return Buffer.concat([uuidBytes(id), mac(secret, purpose, id, binding)]).toString("base64url");
}

/** The saved search a token names, before its MAC is checked against the row (`verifyToken`). */
export function tokenSearchId(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  return bytes.length === 16 + MAC_BYTES ? uuidOf(bytes.subarray(0, 16)) : null;
}

export function verifyToken(secret: string, purpose: Purpose, token: string, id: string, binding: string): boolean {
  const given = Buffer.from(token, "base64url").subarray(16);
  const expected = mac(secret, purpose, id, binding);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
