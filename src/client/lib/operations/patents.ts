import type { patentOperations } from "@/shared/patents/contracts";
import { patentEndpoints } from "@/shared/patents/endpoints";
import { featureClient } from "../feature-client";

/** The patents operations, typed by their shared contract. */
export const patentsApi = featureClient<typeof patentOperations>("patents", patentEndpoints);
