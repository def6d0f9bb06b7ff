import type { Feature } from "../../core/feature";
import { mountCatalystFiles } from "./files";
import { catalystRoutes } from "./routes";
import { EXTRACT_JOB, extractJob } from "./store";

// The catalyst calendar (issue 21): dated steps on a drug's way to market read from published
// news, reviewed by editors, listed at /catalysts and exported as iCalendar and CSV. The news
// feature calls queueCatalystFiling in every transaction that publishes an item.

export { queueCatalystFiling } from "./store";

export const catalystsFeature: Feature = {
  routes: catalystRoutes,
  mount: mountCatalystFiles,
  jobs: ({ db, ai, logger }) => ({ [EXTRACT_JOB]: extractJob({ db, ai, logger }) }),
};
