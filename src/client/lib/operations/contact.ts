import type { contactOperations } from "@/shared/contact/contracts";
import { contactEndpoints } from "@/shared/contact/endpoints";
import { featureClient } from "../feature-client";

/** The contact operations, typed by their shared contract. */
export const contactApi = featureClient<typeof contactOperations>("contact", contactEndpoints);
