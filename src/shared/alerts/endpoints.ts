import { defineEndpoints } from "../api/endpoint";
import { ALERT_SIGN_IN_MESSAGE } from "./rules";

// Saved searches belong to an account: editor access alone has none to keep them in.
const access = { action: "alerts:manage", signedOutMessage: ALERT_SIGN_IN_MESSAGE } as const;

export const alertEndpoints = defineEndpoints({
  list: { method: "get", path: "/api/alerts", access },
  create: { method: "post", path: "/api/alerts", access },
  update: { method: "patch", path: "/api/alerts/{id}", access },
  delete: { method: "delete", path: "/api/alerts/{id}", access },
  /** A new private feed address; the old one stops working at once. */
  renewFeed: { method: "post", path: "/api/alerts/{id}/feed", access },
  updateSettings: { method: "put", path: "/api/alerts/settings", access },
});
