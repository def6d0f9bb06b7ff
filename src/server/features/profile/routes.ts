import type { AppDeps } from "../../http/context";
import { createRouter } from "../../http/openapi";

// Filled in by the profile work (community issue §2).
export function profileRoutes(_deps: AppDeps) {
  return createRouter();
}
