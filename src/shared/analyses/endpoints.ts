import { defineEndpoints } from "../api/endpoint";

export const analysisEndpoints = defineEndpoints({
  list: { method: "get", path: "/api/analyses/recent", access: "agents:use" },
});
