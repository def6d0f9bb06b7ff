import type { chatOperations } from "@/shared/chat/contracts";
import { chatEndpoints } from "@/shared/chat/endpoints";
import { featureClient } from "../feature-client";

/** The chat operations, typed by their shared contract. */
export const chatApi = featureClient<typeof chatOperations>("chat", chatEndpoints);
