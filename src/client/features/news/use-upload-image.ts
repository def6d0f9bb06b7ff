import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiErrorSchema } from "@/shared/errors";
import { NEWS_LIMITS } from "@/shared/limits";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/client/lib/api";

const uploadResponseSchema = z.object({ url: z.string().min(1) });
const MAX_MEGABYTES = NEWS_LIMITS.imageUploadMaxBytes / (1024 * 1024);

/** The client's copy of the server's rule (spec §5: image files only), for a quick answer. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Only image files can be uploaded.";
  if (file.size > NEWS_LIMITS.imageUploadMaxBytes) return `Images can be at most ${MAX_MEGABYTES} MB.`;
  return null;
}

// apiRequest sends JSON only; a file goes as multipart/form-data, with the same error decoding.
async function uploadImage(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new ApiError(400, "validation_failed", problem);
  const form = new FormData();
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/uploads/images", {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, "internal", `The image upload failed (status ${response.status}).`);
  }
  const parsed = uploadResponseSchema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, "internal", "The server did not return the image address.");
  return parsed.data.url;
}

/** Uploads an image for the summary editor; the server stores it and returns its URL. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
