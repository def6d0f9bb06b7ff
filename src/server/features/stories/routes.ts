import { storyOperations as operations } from "@/shared/stories/contracts";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { mergeStories, readStory, splitReport, storyNotFound } from "./repo";

export function storyRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(route(operations.get), async (c) => {
    const story = await readStory(db, c.req.valid("param").id);
    if (!story) throw storyNotFound();
    return c.json(story, 200);
  });

  router.openapi(route(operations.split), async (c) =>
    c.json(await splitReport(db, c.req.valid("param").id, c.req.valid("json").news_item_id), 200),
  );

  router.openapi(route(operations.merge), async (c) => c.json(await mergeStories(db, c.req.valid("param").id, c.req.valid("json").into), 200));

  return router;
}
