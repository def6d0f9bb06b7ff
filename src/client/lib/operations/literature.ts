import type { literatureOperations } from "@/shared/literature/contracts";
import { literatureEndpoints } from "@/shared/literature/endpoints";
import { featureClient } from "../feature-client";

/** The literature operations, typed by their shared contract. */
export const literatureApi = featureClient<typeof literatureOperations>("literature", literatureEndpoints);
