import type { Feature } from "../../core/feature";
import { profileRoutes } from "./routes";

export const profileFeature: Feature = { routes: profileRoutes };
