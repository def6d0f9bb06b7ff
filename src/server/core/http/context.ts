import type { Actor, Role } from "@/shared/auth/permissions";
import type { AiEngine } from "../ai/engine";
import type { Auth } from "../auth/auth";
import type { JobQueue } from "../jobs/queue";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Notifications } from "../db/notifications";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role;
};

export type AppDeps = {
  db: Database;
  /** A read replica the public feed may answer from (DATABASE_READ_URL), when one is configured. */
  replica?: Database | null;
  /** Changes pushed from every process that shares the database (core/db/notifications.ts). */
  notifications: Notifications;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  ai: AiEngine;
  /** Told when a request enqueued background work (Run Monitor Now), so it starts at once. */
  jobs: JobQueue;
};

export type AppEnv = {
  Variables: {
    actor: Actor;
    sessionUser: SessionUser | null;
    sessionId: string | null;
    /** The editor-access grant of this browser, if any (its stored hash, not the cookie). */
    editorGrantId: string | null;
    clientIp: string;
  };
};
