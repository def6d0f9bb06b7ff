import { defineEndpoints } from "../api/endpoint";

export const patentEndpoints = defineEndpoints({
  getSource: { method: "get", path: "/api/patents/source", access: "agents:use" },
  search: { method: "get", path: "/api/patents/search", access: "agents:use" },
});
