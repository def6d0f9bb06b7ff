import type { Feature } from "../../core/feature";
import { healthRoutes } from "./routes";

export const healthFeature: Feature = { routes: (deps) => healthRoutes(deps, deps.databaseKind) };
