import { defineEndpoints } from "../api/endpoint";

export const filingEndpoints = defineEndpoints({
  search: { method: "post", path: "/api/filings/search", access: "agents:use" },
  getSections: { method: "get", path: "/api/filings/sections", access: "agents:use" },
  analyze: { method: "post", path: "/api/filings/analysis", access: "agents:use" },
  chat: { method: "post", path: "/api/filings/chat", access: "agents:use" },
});
