import { z } from "zod";
import { ERROR_CODES } from "./errors-codes";

export {  type ErrorCode } from "./errors-codes";

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Facts a client can act on, e.g. `existing_id` of the item a 409 collided with. */
    details: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
