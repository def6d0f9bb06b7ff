import { runStoriesCommand, STORIES_USAGE } from "./stories-command";
import { UsageError } from "./user-command";

try {
  console.log(await runStoriesCommand(process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${STORIES_USAGE}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
