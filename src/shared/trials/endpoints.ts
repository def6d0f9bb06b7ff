import { defineEndpoints } from "../api/endpoint";

export const trialEndpoints = defineEndpoints({
  search: { method: "post", path: "/api/trials/search", access: "agents:use" },
  findEligible: { method: "post", path: "/api/trials/eligibility", access: "agents:use" },
  analyzeTrends: { method: "get", path: "/api/trials/trends", access: "agents:use" },
  compare: { method: "get", path: "/api/trials/compare", access: "agents:use" },
});
