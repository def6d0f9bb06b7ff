import { defineEndpoints } from "../api/endpoint";

export const profileEndpoints = defineEndpoints({
  get: { method: "get", path: "/api/profile", access: "account:read" },
  update: { method: "put", path: "/api/profile", access: "profile:update" },
});
