import type { Feature } from "../../core/feature";
import { backfillJob, STORY_BACKFILL_CRON, STORY_BACKFILL_JOB } from "./backfill";
import { storyPageData } from "./page-data";
import { storyRoutes } from "./routes";

// Stories (issue 20): the reports of one real-world event across sources and languages. The news
// feature files every new item under its story (assignStory) and keeps each story's lead report
// current as reports are published and un-published (refreshStoryLead).

export { assignStory, refreshStoryLead } from "./store";

export const storiesFeature: Feature = {
  routes: storyRoutes,
  pageData: ({ db, config }) => ({ story: storyPageData(db, config.PUBLIC_URL) }),
  jobs: ({ db }) => ({ [STORY_BACKFILL_JOB]: backfillJob(db) }),
  schedules: () => [{ job: STORY_BACKFILL_JOB, cron: STORY_BACKFILL_CRON }],
};
