import type { Feature } from "../../core/feature";
import { mountNewsFeeds, newsPageFeeds } from "./feeds";
import { mountNewsOgPage } from "./og-page";
import { newsItemPageData } from "./page-data";
import { newsRoutes } from "./routes";
import { hubPingJob, WEBSUB_JOB } from "./websub";

// The news feed and its review; the website monitor files what it finds through these functions.

export { knownSourceUrls } from "./repo";
export { analyzeForReview, insertItemForReview } from "./service";

export const newsFeature: Feature = {
  routes: newsRoutes,
  mount: (app, deps) => {
    mountNewsOgPage(app, deps);
    mountNewsFeeds(app, deps);
  },
  pageData: ({ db, notifications }) => ({ news: newsPageFeeds(), newsItem: newsItemPageData(db, notifications) }),
  jobs: ({ config }) => ({ [WEBSUB_JOB]: hubPingJob({ hubUrl: config.WEBSUB_HUB_URL, site: config.PUBLIC_URL }) }),
};
