import type { Feature } from "../../core/feature";
import { chatRoutes } from "./routes";

export const chatFeature: Feature = { routes: chatRoutes };
