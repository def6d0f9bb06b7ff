import type { analysisOperations } from "@/shared/analyses/contracts";
import { analysisEndpoints } from "@/shared/analyses/endpoints";
import { featureClient } from "../feature-client";

/** The analyses operations, typed by their shared contract. */
export const analysesApi = featureClient<typeof analysisOperations>("analyses", analysisEndpoints);
