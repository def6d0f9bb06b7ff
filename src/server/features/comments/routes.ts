import type { AppDeps } from "../../http/context";
import { createRouter } from "../../http/openapi";

// Filled in by the comments work (community issue §1).
export function commentRoutes(_deps: AppDeps) {
  return createRouter();
}
