import type { AppDeps } from "../../http/context";
import { createRouter } from "../../http/openapi";

// Filled in by the contact work (community issue §3).
export function contactRoutes(_deps: AppDeps) {
  return createRouter();
}
