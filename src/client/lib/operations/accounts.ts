import type { accountOperations } from "@/shared/accounts/contracts";
import { accountEndpoints } from "@/shared/accounts/endpoints";
import { featureClient } from "../feature-client";

/** The accounts operations, typed by their shared contract. */
export const accountsApi = featureClient<typeof accountOperations>("accounts", accountEndpoints);
