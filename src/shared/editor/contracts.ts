import { defineOperations } from "../api/contract";
import { editorLoginSchema, editorStatusSchema, okSchema } from "../auth/contracts";
import { editorEndpoints } from "./endpoints";

/** Editor access: a browser unlocked by the shared editor password (agents-accounts-admin.md §4). */
export const editorOperations = defineOperations("editor", editorEndpoints, {
  getStatus: {
    summary: "Whether editor login is enabled and this browser has editor access",
    responses: { 200: { schema: editorStatusSchema, description: "Editor access of this browser" } },
  },
  login: {
    summary: "Unlock editor access for this browser with the editor password",
    body: editorLoginSchema,
    responses: { 200: { schema: editorStatusSchema, description: "Editor access granted" } },
    errors: [400, 401, 429, 503],
  },
  logout: {
    summary: "End editor access for this browser",
    responses: { 200: { schema: okSchema, description: "Editor access ended" } },
  },
});
