import type { profileOperations } from "@/shared/profile/contracts";
import { profileEndpoints } from "@/shared/profile/endpoints";
import { featureClient } from "../feature-client";

/** The profile operations, typed by their shared contract. */
export const profileApi = featureClient<typeof profileOperations>("profile", profileEndpoints);
