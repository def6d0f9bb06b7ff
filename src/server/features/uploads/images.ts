import type { Database } from "../../core/db/client";
import { uploads } from "../../core/db/schema";

/** Where a stored image is served: this prefix and its id. */
export const UPLOAD_PATH_PREFIX = "/uploads/images/";

// SVG is left out on purpose: it can carry script.
const SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: "image/png", matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", matches: (b) => b.subarray(0, 6).toString("latin1") === "GIF87a" || b.subarray(0, 6).toString("latin1") === "GIF89a" },
  { type: "image/webp", matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
];

/** The media types an image may be sent as; what is stored is decided by its bytes. */
export const IMAGE_MEDIA_TYPES = SIGNATURES.map((signature) => signature.type);

/**
 * Stores an image for summaries and returns the address it is served at, or null when the bytes
 * are not a PNG, JPEG, GIF or WebP image, whatever they were labelled.
 */
export async function storeImage(db: Database, bytes: Buffer, createdBy: string | null): Promise<string | null> {
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!kind) return null;
  const [row] = await db
    .insert(uploads)
    .values({ contentType: kind.type, byteSize: bytes.length, data: bytes, createdBy })
    .returning({ id: uploads.id });
  return `${UPLOAD_PATH_PREFIX}${row!.id}`;
}
