import type { Feature } from "../../core/feature";
import { commentRoutes } from "./routes";

export const commentsFeature: Feature = { routes: commentRoutes };
