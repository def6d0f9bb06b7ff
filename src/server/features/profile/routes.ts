import { profileSchema, updateProfileRequestSchema } from "@/shared/profile/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { getProfile, updateProfile } from "./service";

const routes = {
  get: defineRoute({
    method: "get",
    path: "/api/profile",
    access: "account:read",
    tags: ["profile"],
    summary: "The caller's profile",
    responses: { 200: jsonResponse(profileSchema, "The profile"), ...errorResponses(401) },
  }),
  update: defineRoute({
    method: "put",
    path: "/api/profile",
    access: "profile:update",
    tags: ["profile"],
    summary: "Save the caller's profile fields and newsletter choice (the e-mail is not changed)",
    request: { body: jsonBody(updateProfileRequestSchema) },
    responses: { 200: jsonResponse(profileSchema, "The saved profile"), ...errorResponses(400, 401) },
  }),
};

export function profileRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(routes.get, async (c) => {
    const sessionUser = requireSessionUser(c);
    return c.json(await getProfile({ db, sessionUser }), 200);
  });

  router.openapi(routes.update, async (c) => {
    const sessionUser = requireSessionUser(c);
    return c.json(await updateProfile({ db, sessionUser, changes: c.req.valid("json") }), 200);
  });

  return router;
}
