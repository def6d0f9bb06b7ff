import type { Hono } from "hono";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { NEWS_LIMITS } from "@/shared/limits";
import { accessGuard } from "../../auth/access";
import { uploads } from "../../db/schema";
import { AppError } from "../../errors";
import type { AppDeps, AppEnv } from "../../http/context";
import { consumeRateLimit } from "../../http/rate-limit";
import { UPLOAD_ROUTE } from "../../http/security";
import { UPLOAD_PATH_PREFIX } from "../news/sanitize";

// SVG is left out on purpose: it can carry script.
const SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: "image/png", matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", matches: (b) => b.subarray(0, 6).toString("latin1") === "GIF87a" || b.subarray(0, 6).toString("latin1") === "GIF89a" },
  { type: "image/webp", matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
];

const MAX_MB = NEWS_LIMITS.imageUploadMaxBytes / (1024 * 1024);

/** Images for the summary editor (reviewers only), served back from the database. */
export function mountUploads(app: Hono<AppEnv>, { db }: AppDeps): void {
  app.post(UPLOAD_ROUTE, accessGuard({ action: "news:review", forbiddenMessage: "Only editors and admins may upload images." }), async (c) => {
    const actor = c.get("actor");
    await consumeRateLimit(db, "imageUpload", actor.userId ?? c.get("clientIp"));
    const form = await c.req.formData().catch(() => {
      throw new AppError("bad_request", "Send the image as multipart/form-data in the field \"file\".");
    });
    const file = form.get("file");
    if (!(file instanceof File)) throw new AppError("bad_request", "Send the image in the field \"file\".");
    if (file.size > NEWS_LIMITS.imageUploadMaxBytes) {
      throw new AppError("payload_too_large", `Images may be at most ${MAX_MB} MB.`);
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const kind = SIGNATURES.find((signature) => signature.matches(bytes));
    if (!kind) throw new AppError("bad_request", "Only PNG, JPEG, GIF and WebP images can be uploaded.");
    const [row] = await db
      .insert(uploads)
      .values({ contentType: kind.type, byteSize: bytes.length, data: bytes, createdBy: actor.userId })
      .returning({ id: uploads.id });
    return c.json({ url: `${UPLOAD_PATH_PREFIX}${row!.id}` }, 201);
  });

  app.get(`${UPLOAD_PATH_PREFIX}:id`, async (c) => {
    const id = z.uuid().safeParse(c.req.param("id"));
    if (!id.success) return c.notFound();
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id.data)).limit(1);
    if (!row) return c.notFound();
    c.header("Content-Type", row.contentType);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Content-Disposition", "inline");
    return c.body(new Uint8Array(row.data));
  });
}
