import type { commentOperations } from "@/shared/comments/contracts";
import { commentEndpoints } from "@/shared/comments/endpoints";
import { featureClient } from "../feature-client";

/** The comments operations, typed by their shared contract. */
export const commentsApi = featureClient<typeof commentOperations>("comments", commentEndpoints);
