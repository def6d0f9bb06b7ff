import { defineEndpoints } from "../api/endpoint";

export const healthEndpoints = defineEndpoints({
  get: { method: "get", path: "/api/health", access: "public" },
});
