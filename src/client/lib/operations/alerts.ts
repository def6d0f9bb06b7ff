import type { alertOperations } from "@/shared/alerts/contracts";
import { alertEndpoints } from "@/shared/alerts/endpoints";
import { featureClient } from "../feature-client";

/** The saved searches operations (issue 19), typed by their shared contract. */
export const alertsApi = featureClient<typeof alertOperations>("alerts", alertEndpoints);
