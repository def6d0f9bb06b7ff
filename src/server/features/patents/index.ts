import type { Feature } from "../../core/feature";
import { patentsRoutes } from "./routes";

export const patentsFeature: Feature = { routes: patentsRoutes };
