import { defineEndpoints } from "../api/endpoint";

// Public: the editor password itself is what unlocks; the status tells any browser whether it may.
export const editorEndpoints = defineEndpoints({
  getStatus: { method: "get", path: "/api/editor/status", access: "public" },
  login: { method: "post", path: "/api/editor/login", access: "public" },
  logout: { method: "post", path: "/api/editor/logout", access: "public" },
});
