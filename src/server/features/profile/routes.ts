import { profileOperations as operations } from "@/shared/profile/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { getProfile, updateProfile } from "./service";

export function profileRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(route(operations.get), async (c) => {
    const sessionUser = requireSessionUser(c);
    return c.json(await getProfile({ db, sessionUser }), 200);
  });

  router.openapi(route(operations.update), async (c) => {
    const sessionUser = requireSessionUser(c);
    return c.json(await updateProfile({ db, sessionUser, changes: c.req.valid("json") }), 200);
  });

  return router;
}
