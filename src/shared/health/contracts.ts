import { z } from "zod";
import { defineOperations } from "../api/contract";
import { healthEndpoints } from "./endpoints";

const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "pg"]) });

/** For load balancers and the start-up check; published under the "operations" tag. */
export const healthOperations = defineOperations("operations", healthEndpoints, {
  get: {
    summary: "200 once the database answers",
    responses: { 200: { schema: healthSchema, description: "Ready" } },
    errors: [503],
  },
});
