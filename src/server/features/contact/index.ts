import type { Feature } from "../../core/feature";
import { contactRoutes } from "./routes";

export const contactFeature: Feature = { routes: contactRoutes };
