import type { Feature } from "../../core/feature";
import { backfillJob, STORY_BACKFILL_CRON, STORY_BACKFILL_JOB } from "./backfill";
import { embedJob, STORY_EMBED_CRON, STORY_EMBED_JOB } from "./embed";
import { storyPageData } from "./page-data";
import { storyRoutes } from "./routes";

// Stories (issue 20): the reports of one real-world event across sources and languages. The news
// feature files every new item under its story (assignStory) and keeps each story's lead report
// current as reports are published and un-published (refreshStoryLead).

export { assignStory, refreshStoryLead } from "./store";
export { readCalibration, saveCalibration } from "./embed";

export const storiesFeature: Feature = {
  routes: storyRoutes,
  pageData: ({ db, config }) => ({ story: storyPageData(db, config.PUBLIC_URL) }),
  jobs: ({ db, ai, logger }) => ({ [STORY_BACKFILL_JOB]: backfillJob(db), [STORY_EMBED_JOB]: embedJob({ db, ai, logger }) }),
  // The embedding job runs only with an embedding model (issue 20 §1 tier 5); without one nothing changes.
  schedules: (config) => [
    { job: STORY_BACKFILL_JOB, cron: STORY_BACKFILL_CRON },
    ...(config.AI_EMBEDDING_MODEL ? [{ job: STORY_EMBED_JOB, cron: STORY_EMBED_CRON }] : []),
  ],
};
