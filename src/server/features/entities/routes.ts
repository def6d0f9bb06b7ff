import { entityOperations as operations } from "@/shared/entities/contracts";
import { AppError } from "../../core/errors";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { readEntityPage } from "./repo";

export const ENTITY_NOT_FOUND_MESSAGE = "No entity has this address. It may have been renamed, or no article has mentioned it yet.";

export function entityRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(route(operations.get), async (c) => {
    const page = await readEntityPage(db, c.req.valid("param").slug);
    if (!page) throw new AppError("not_found", ENTITY_NOT_FOUND_MESSAGE);
    return c.json(page, 200);
  });

  return router;
}
