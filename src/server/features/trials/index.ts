import type { Feature } from "../../core/feature";
import { trialsRoutes } from "./routes";

// Trial search and comparison; the assistant (chat) searches trials through the same service.

export { createTrialsService, type TrialsService } from "./service";

export const trialsFeature: Feature = { routes: trialsRoutes };
