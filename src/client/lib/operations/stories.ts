import type { storyOperations } from "@/shared/stories/contracts";
import { storyEndpoints } from "@/shared/stories/endpoints";
import { featureClient } from "../feature-client";

/** The story operations (issue 20), typed by their shared contract. */
export const storiesApi = featureClient<typeof storyOperations>("stories", storyEndpoints);
