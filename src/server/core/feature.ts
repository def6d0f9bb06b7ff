import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Hono } from "hono";
import type { AiEngine } from "./ai/engine";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { AppDeps, AppEnv } from "./http/context";
import type { PageDataLoaders } from "./http/static";
import type { JobDefinition } from "./jobs/runner";
import type { Schedule } from "./jobs/scheduler";
import type { Logger } from "./logger";
import type { RefusedMessage } from "./mail/outbox";

/** What a feature's routes are given: the app's services, and which database it runs on. */
export type FeatureDeps = AppDeps & { databaseKind: "pglite" | "pg" };

/** What a feature's background jobs are given. */
type FeatureJobDeps = { db: Database; config: Config; auth: Auth; logger: Logger; ai: AiEngine };

/**
 * A feature as the app composes it (DESIGN.md "Layout"). Each feature's index.ts exports one; the
 * app's list of them (server/feature-list.ts) is mounted by app.ts and its jobs registered by
 * background.ts, in the list's order. This is all core knows of features: it names none.
 */
export type Feature = {
  /** Its API operations, an OpenAPI router mounted at "/". */
  routes?: (deps: FeatureDeps) => OpenAPIHono<AppEnv>;
  /** Paths it serves outside the API document (image files, share pages), added after every feature's routes. */
  mount?: (app: Hono<AppEnv>, deps: FeatureDeps) => void;
  /** What a client page of its own carries inside its HTML (server/core/http/static.ts). */
  pageData?: (deps: FeatureDeps) => PageDataLoaders;
  /** Its background jobs, by job name. */
  jobs?: (deps: FeatureJobDeps) => Record<string, JobDefinition>;
  /** Told when the mail server refused a message for good (mail/outbox.ts): a hard bounce or complaint. */
  mailRefused?: (deps: FeatureJobDeps) => (message: RefusedMessage) => Promise<void>;
  /** When its jobs are enqueued on their own (by cron). */
  schedules?: (config: Config) => Schedule[];
};
