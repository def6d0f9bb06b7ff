import { defineEndpoints } from "../api/endpoint";

/** The admin's website monitor (agents-accounts-admin.md §2, §7): admins only. */
export const monitorEndpoints = defineEndpoints({
  listWebsites: { method: "get", path: "/api/monitor/websites", access: "monitor:manage" },
  createWebsite: { method: "post", path: "/api/monitor/websites", access: "monitor:manage" },
  updateWebsite: { method: "patch", path: "/api/monitor/websites/{id}", access: "monitor:manage" },
  deleteWebsite: { method: "delete", path: "/api/monitor/websites/{id}", access: "monitor:manage" },
  run: { method: "post", path: "/api/monitor/run", access: "monitor:manage" },
  listRuns: { method: "get", path: "/api/monitor/runs", access: "monitor:manage" },
  getRun: { method: "get", path: "/api/monitor/runs/{id}", access: "monitor:manage" },
});
