import { AppError } from "../errors";

/** A keyset position (a time and a uuid), opaque to the client. */
export type Cursor = { at: Date; id: string };

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");
}

const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `invalidMessage` is the 400 a person reads when the cursor was tampered with or is stale. */
export function decodeCursor(cursor: string | undefined, invalidMessage: string): Cursor | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const date = new Date(at ?? "");
  // Both go into SQL as timestamptz and uuid: PostgreSQL reads only years 1 to 9999 from an ISO
  // string, and a 36-character run of hex digits and dashes need not be a uuid.
  const year = date.getUTCFullYear();
  if (!id || Number.isNaN(date.getTime()) || year < 1 || year > 9999 || !CURSOR_ID.test(id)) {
    throw new AppError("bad_request", invalidMessage);
  }
  return { at: date, id };
}
