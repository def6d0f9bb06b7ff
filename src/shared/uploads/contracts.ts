import { z } from "zod";
import { defineOperations } from "../api/contract";
import { uploadEndpoints } from "./endpoints";

export const uploadImageFormSchema = z.object({ file: z.file() });
const uploadImageResponseSchema = z.object({ url: z.string().min(1) });

/**
 * Images for the summary editor (reviewers only), served back from /uploads/images/{id}. A
 * multipart body, so a plain handler serves it and the OpenAPI document does not list it.
 */
export const uploadOperations = defineOperations("uploads", uploadEndpoints, {
  createImage: {
    summary: "Store an image for a news summary",
    form: uploadImageFormSchema,
    responses: { 201: { schema: uploadImageResponseSchema, description: "Where the image is served" } },
    errors: [400, 401, 403, 413, 429],
  },
});
