import { defineEndpoints } from "../api/endpoint";

export const entityEndpoints = defineEndpoints({
  get: { method: "get", path: "/api/entities/{slug}", access: "public" },
});
