import type { AppDeps } from "../../http/context";
import { createRouter } from "../../http/openapi";

/** Not written yet: the screen's API operations go here. */
export function literatureRoutes(_deps: AppDeps) {
  return createRouter();
}
