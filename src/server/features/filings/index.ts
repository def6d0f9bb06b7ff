import type { Feature } from "../../core/feature";
import { filingsRoutes } from "./routes";

export const filingsFeature: Feature = { routes: filingsRoutes };
