import { defineEndpoints } from "../api/endpoint";

export const catalystEndpoints = defineEndpoints({
  /** The public calendar: accepted catalysts, filtered. */
  list: { method: "get", path: "/api/catalysts", access: "public" },
  /** Editors: the extracted catalysts waiting for a decision (Catalysts to review). */
  queue: { method: "get", path: "/api/catalysts/review", access: "news:review" },
  /** Editors: accept, reject, or correct and accept. */
  review: { method: "patch", path: "/api/catalysts/{id}", access: "news:review" },
});
