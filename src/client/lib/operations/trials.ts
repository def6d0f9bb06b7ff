import type { trialOperations } from "@/shared/trials/contracts";
import { trialEndpoints } from "@/shared/trials/endpoints";
import { featureClient } from "../feature-client";

/** The trials operations, typed by their shared contract. */
export const trialsApi = featureClient<typeof trialOperations>("trials", trialEndpoints);
