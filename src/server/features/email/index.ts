import type { Feature } from "../../core/feature";
import { emailRoutes } from "./routes";

export const emailFeature: Feature = { routes: emailRoutes };
