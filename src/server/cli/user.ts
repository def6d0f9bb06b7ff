import { ConfigError, loadConfig } from "../config";
import { databaseOptionsFromConfig, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { AppError } from "../errors";
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
