import type { filingOperations } from "@/shared/filings/contracts";
import { filingEndpoints } from "@/shared/filings/endpoints";
import { featureClient } from "../feature-client";

/** The filings operations, typed by their shared contract. */
export const filingsApi = featureClient<typeof filingOperations>("filings", filingEndpoints);
