import cluster from "node:cluster";
import { ConfigError, loadConfig } from "./core/config";
import { createLogger } from "./core/logger";
import { superviseWorkers } from "./supervisor";

try {
  const config = loadConfig();
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    superviseWorkers(config.WEB_CONCURRENCY, createLogger(config.LOG_LEVEL));
  } else {
    // Loaded only where it runs: the supervisor of several workers holds none of the app.
    const { startServer } = await import("./start");
    const server = await startServer(config);
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal} received, shutting down.`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on("SIGINT", () => stop("SIGINT"));
    process.on("SIGTERM", () => stop("SIGTERM"));
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
