import type { newsOperations } from "@/shared/news/contracts";
import { newsEndpoints } from "@/shared/news/endpoints";
import { featureClient } from "../feature-client";

/** The news operations, typed by their shared contract. */
export const newsApi = featureClient<typeof newsOperations>("news", newsEndpoints);
