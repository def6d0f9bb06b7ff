import type { uploadOperations } from "@/shared/uploads/contracts";
import { uploadEndpoints } from "@/shared/uploads/endpoints";
import { featureClient } from "../feature-client";

/** The uploads operations, typed by their shared contract. */
export const uploadsApi = featureClient<typeof uploadOperations>("uploads", uploadEndpoints);
