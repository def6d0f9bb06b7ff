import type { Feature } from "../../core/feature";
import type { Config } from "../../core/config";
import { DIGEST_CRON, DIGEST_JOB, digestJob } from "./digests";
import { mailLinks } from "./mail-links";
import { MATCH_JOB, matchJob } from "./matching";
import { alertRoutes } from "./routes";
import { pauseMailOf } from "./service";
import { mountUnsubscribe } from "./unsubscribe-page";

// Following a topic (issue 19): saved searches of the feed, their e-mail (instant, daily and
// weekly digests, one-click unsubscribe) and their private feeds. The news feature calls
// queueAlertMatching when it publishes an item, and serves the private feeds with savedSearchFeed;
// the catalysts feature calls queueCatalystAlertMatching when a followed entity's catalyst changes.

export { queueAlertMatching, queueCatalystAlertMatching } from "./matching";
export { savedSearchFeed } from "./service";

const linksOf = (config: Config) => mailLinks({ publicUrl: config.PUBLIC_URL, secret: config.AUTH_SECRET, contactEmail: config.CONTACT_EMAIL });

export const alertsFeature: Feature = {
  routes: alertRoutes,
  mount: mountUnsubscribe,
  jobs: ({ db, config, logger }) => ({
    [MATCH_JOB]: matchJob({ db, links: linksOf(config) }),
    [DIGEST_JOB]: digestJob({ db, links: linksOf(config), logger }),
  }),
  schedules: () => [{ job: DIGEST_JOB, cron: DIGEST_CRON }],
  mailRefused:
    ({ db }) =>
    (message) =>
      pauseMailOf(db, message.to, message.error),
};
