import { ConfigError, loadConfig } from "../core/config";
import { databaseOptionsFromConfig, openDatabase } from "../core/db/client";
import { migrateDatabase } from "../core/db/migrate";
import { AppError } from "../core/errors";
import { USER_USAGE, UsageError, runUserCommand } from "./user-command";

try {
  const config = loadConfig();
  const handle = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await migrateDatabase(handle);
    console.log(await runUserCommand(process.argv.slice(2), { db: handle.db, adminEmails: config.ADMIN_EMAILS }));
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USER_USAGE}`);
  else if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
