import type { entityOperations } from "@/shared/entities/contracts";
import { entityEndpoints } from "@/shared/entities/endpoints";
import { featureClient } from "../feature-client";

/** The entities operations, typed by their shared contract. */
export const entitiesApi = featureClient<typeof entityOperations>("entities", entityEndpoints);
