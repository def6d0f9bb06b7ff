import { defineEndpoints } from "../api/endpoint";

export const emailEndpoints = defineEndpoints({
  listUndelivered: { method: "get", path: "/api/email/undelivered", access: "mail:manage" },
  retry: { method: "post", path: "/api/email/{id}/retry", access: "mail:manage" },
});
