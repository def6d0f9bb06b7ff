import { NEWS_LIMITS } from "@/shared/limits";
import type { Database } from "../../core/db/client";
import { AppError } from "../../core/errors";
import { IMAGE_MEDIA_TYPES, storeImage } from "../uploads";
import { guardedFetch } from "../../core/web/guarded-fetch";
import { remoteImageSources, sanitizeSummaryHtml } from "./sanitize";

export type SummaryImageDeps = {
  db: Database;
  /** FETCH_ALLOW_PRIVATE: tests only. */
  allowPrivateFetch: boolean;
};

/**
 * Sanitizes a summary for saving, with its outside images copied here: each is fetched once
 * through the fetch guard (image types only, the upload size limit), stored like an upload and
 * served from /uploads, so a reader's browser asks no other site. One that cannot be copied goes.
 */
export async function sanitizeSummaryForSaving(deps: SummaryImageDeps, html: string, createdBy: string | null): Promise<string> {
  const sources = remoteImageSources(html).slice(0, NEWS_LIMITS.remoteImagesPerSummary);
  const copies = await Promise.all(sources.map((source) => copyImage(deps, source, createdBy)));
  const localImages = new Map(sources.flatMap((source, index) => (copies[index] ? [[source, copies[index]] as const] : [])));
  return sanitizeSummaryHtml(html, localImages);
}

async function copyImage(deps: SummaryImageDeps, source: string, createdBy: string | null): Promise<string | null> {
  try {
    const response = await guardedFetch(source, {
      allowPrivate: deps.allowPrivateFetch,
      accept: IMAGE_MEDIA_TYPES,
      maxBytes: NEWS_LIMITS.imageUploadMaxBytes,
      timeoutMs: NEWS_LIMITS.remoteImageTimeoutMs,
    });
    return await storeImage(deps.db, response.body, createdBy);
  } catch (error) {
    // The guard's refusals and the site's failures drop the image; our own failures do not.
    if (error instanceof AppError) return null;
    throw error;
  }
}
