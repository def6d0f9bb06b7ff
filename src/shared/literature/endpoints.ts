import { defineEndpoints } from "../api/endpoint";

export const literatureEndpoints = defineEndpoints({
  search: { method: "post", path: "/api/literature/search", access: "agents:use" },
  analyze: { method: "post", path: "/api/literature/analysis", access: "agents:use" },
  chat: { method: "post", path: "/api/literature/chat", access: "agents:use" },
});
