import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app";
import { createAiEngine } from "./core/ai/engine";
import { createAuth } from "./core/auth/auth";
import { createBackgroundWork } from "./background";
import type { Config } from "./core/config";
import { databaseOptionsFromConfig, openDatabase } from "./core/db/client";
import { migrateDatabase } from "./core/db/migrate";
import { createNotifications } from "./core/db/notifications";
import { createLogger } from "./core/logger";
import { createMailer } from "./core/mail/mailer";
import { PROJECT_ROOT } from "./core/paths";
import { remoteCacheWritten } from "./core/remote/remote-client";
import { shareOutgoingLimits, sharedTurnsIn } from "./core/remote/rate-limiter";

const CLIENT_DIR = path.join(PROJECT_ROOT, "dist/client");

export type RunningServer = { url: string; close: () => Promise<void> };

/** Opens and migrates the database, then serves the API and the client. */
export async function startServer(config: Config, options: { clientDir?: string } = {}): Promise<RunningServer> {
  const startedAt = performance.now();
  const logger = createLogger(config.LOG_LEVEL);
  const handle = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  // The feed may answer from a read replica; everything else, and the feed when the replica lags, from the primary.
  const replica = config.DATABASE_READ_URL ? await openDatabase({ kind: "pg", url: config.DATABASE_READ_URL, poolSize: config.DATABASE_POOL_SIZE }) : null;
  const ai = createAiEngine(config);
  // Several workers or instances on one PostgreSQL keep to each outside service's limit together.
  shareOutgoingLimits(handle.kind === "pg" ? sharedTurnsIn(handle.db) : null);
  const notifications = createNotifications(handle, logger);
  // The mailer wakes the background work, which asks Better Auth for reset links: the wake is late-bound.
  const mailer = createMailer({ db: handle.db, wake: () => background.poke() });
  const auth = createAuth({ db: handle.db, config, mailer, logger });
  const background = createBackgroundWork({ db: handle.db, config, logger, ai, auth });
  const app = createApp({
    db: handle.db,
    replica: replica?.db ?? null,
    notifications,
    config,
    auth,
    mailer,
    logger,
    ai,
    jobs: background,
    databaseKind: handle.kind,
    clientDir: options.clientDir ?? CLIENT_DIR,
  });

  let server: ServerType;
  try {
    server = await new Promise<ServerType>((resolve, reject) => {
      const instance = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () =>
        resolve(instance),
      );
      instance.once("error", (error: NodeJS.ErrnoException) =>
        reject(
          error.code === "EADDRINUSE"
            ? new Error(`Port ${config.PORT} on ${config.HOST} is already in use. Set PORT to another port.`)
            : error,
        ),
      );
    });
  } catch (error) {
    await background.stop();
    await notifications.close();
    await replica?.close();
    await handle.close();
    throw error;
  }
  background.start();
  const where = handle.kind === "pg" ? `PostgreSQL (DATABASE_URL${replica ? ", the feed from DATABASE_READ_URL" : ""})` : `embedded PGlite in ${config.DATA_DIR}`;
  logger.info(
    `BioAgent Hub ready at ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT}, ` +
      `database: ${where}, started in ${Math.round(performance.now() - startedAt)} ms)`,
  );

  return {
    url: config.PUBLIC_URL,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets would otherwise keep the old process answering.
      if ("closeIdleConnections" in server) server.closeIdleConnections();
      await closed;
      // A run under way is handed back to the queue; the next start (or another instance) goes on with it.
      await background.stop();
      await remoteCacheWritten();
      await notifications.close();
      await replica?.close();
      await handle.close();
    },
  };
}
