import { createAiEngine } from "../core/ai/engine";
import { ConfigError, loadConfig } from "../core/config";
import { databaseOptionsFromConfig, openDatabase } from "../core/db/client";
import { migrateDatabase } from "../core/db/migrate";
import { AppError } from "../core/errors";
import { runStoriesCommand, STORIES_USAGE } from "./stories-command";
import { UsageError } from "./user-command";

const argv = process.argv.slice(2);
try {
  if (argv[0] === "calibrate") {
    // Stores its result in the database: stop the server first on the embedded database.
    const config = loadConfig();
    const handle = await openDatabase(databaseOptionsFromConfig(config));
    try {
      await migrateDatabase(handle);
      console.log(await runStoriesCommand(argv, { db: handle.db, ai: createAiEngine(config) }));
    } finally {
      await handle.close();
    }
  } else {
    console.log(await runStoriesCommand(argv));
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${STORIES_USAGE}`);
  else if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
