import type { Feature } from "../../core/feature";
import { monitorRoutes } from "./routes";
import { MONITOR_JOB, monitorJob } from "./run";

export const monitorFeature: Feature = {
  routes: monitorRoutes,
  // A run checks every active site; it is enqueued daily at MONITOR_CRON and by Run Monitor Now.
  jobs: ({ db, ai, logger, config }) => ({
    [MONITOR_JOB]: monitorJob({
      db,
      ai,
      logger,
      allowPrivateFetch: config.FETCH_ALLOW_PRIVATE,
      fetchTimeoutMs: config.MONITOR_FETCH_TIMEOUT_SECONDS * 1000,
    }),
  }),
  schedules: (config) => (config.MONITOR_CRON === "off" ? [] : [{ job: MONITOR_JOB, cron: config.MONITOR_CRON }]),
};
