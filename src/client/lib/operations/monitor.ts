import type { monitorOperations } from "@/shared/monitor/contracts";
import { monitorEndpoints } from "@/shared/monitor/endpoints";
import { featureClient } from "../feature-client";

/** The monitor operations, typed by their shared contract. */
export const monitorApi = featureClient<typeof monitorOperations>("monitor", monitorEndpoints);
