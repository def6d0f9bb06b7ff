import type { Hono } from "hono";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { OperationOutput } from "@/shared/api/contract";
import { NEWS_LIMITS } from "@/shared/limits";
import { uploadImageFormSchema, uploadOperations } from "@/shared/uploads/contracts";
import { accessGuard } from "../../core/auth/access";
import { uploads } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import type { AppDeps, AppEnv } from "../../core/http/context";
import { consumeRateLimit } from "../../core/http/rate-limit";
import { UPLOAD_PATH_PREFIX, storeImage } from "./images";

const MAX_MB = NEWS_LIMITS.imageUploadMaxBytes / (1024 * 1024);

const { createImage } = uploadOperations;

/** Images for the summary editor (reviewers only), served back from the database. */
export function mountUploads(app: Hono<AppEnv>, { db }: AppDeps): void {
  // A multipart body: a plain handler (route() builds JSON routes), at the contract's path and access.
  app.post(createImage.path, accessGuard(createImage.access), async (c) => {
    const actor = c.get("actor");
    await consumeRateLimit(db, "imageUpload", actor.userId ?? c.get("clientIp"));
    const form = await c.req.formData().catch(() => {
      throw new AppError("bad_request", "Send the image as multipart/form-data in the field \"file\".");
    });
    const parsed = uploadImageFormSchema.safeParse({ file: form.get("file") });
    if (!parsed.success) throw new AppError("bad_request", "Send the image in the field \"file\".");
    const { file } = parsed.data;
    if (file.size > NEWS_LIMITS.imageUploadMaxBytes) {
      throw new AppError("payload_too_large", `Images may be at most ${MAX_MB} MB.`);
    }
    const url = await storeImage(db, Buffer.from(await file.arrayBuffer()), actor.userId);
    if (!url) throw new AppError("bad_request", "Only PNG, JPEG, GIF and WebP images can be uploaded.");
    return c.json({ url } satisfies OperationOutput<typeof createImage>, 201);
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
