import { useMutation } from "@tanstack/react-query";
import { NEWS_LIMITS } from "@/shared/limits";
import { ApiError } from "@/client/lib/api";
import { uploadsApi } from "@/client/lib/operations/uploads";

const MAX_MEGABYTES = NEWS_LIMITS.imageUploadMaxBytes / (1024 * 1024);

/** The client's copy of the server's rule (spec §5: image files only), for a quick answer. */
function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Only image files can be uploaded.";
  if (file.size > NEWS_LIMITS.imageUploadMaxBytes) return `Images can be at most ${MAX_MEGABYTES} MB.`;
  return null;
}

async function uploadImage(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new ApiError(400, "validation_failed", problem);
  // Typed by the contract, not checked by a schema: something between could still answer 2xx without it.
  const answer: { url?: unknown } | undefined = await uploadsApi.createImage({ form: { file } });
  if (typeof answer?.url !== "string" || !answer.url) throw new ApiError(201, "internal", "The server did not return the image address.");
  return answer.url;
}

/** Uploads an image for the summary editor; the server stores it and returns its URL. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
