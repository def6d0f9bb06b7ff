import type { catalystOperations } from "@/shared/catalysts/contracts";
import { catalystEndpoints } from "@/shared/catalysts/endpoints";
import { featureClient } from "../feature-client";

/** The catalyst calendar's operations (issue 21), typed by their shared contract. */
export const catalystsApi = featureClient<typeof catalystOperations>("catalysts", catalystEndpoints);
