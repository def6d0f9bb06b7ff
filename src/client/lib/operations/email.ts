import type { emailOperations } from "@/shared/email/contracts";
import { emailEndpoints } from "@/shared/email/endpoints";
import { featureClient } from "../feature-client";

/** The email operations, typed by their shared contract. */
export const emailApi = featureClient<typeof emailOperations>("email", emailEndpoints);
