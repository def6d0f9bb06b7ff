import { recognizeEntities } from "./entities";
import { recognizeEvents } from "./events";
import type { Recognition } from "./types";

export { entityKey } from "./keys";
export { foldName } from "./normalize";
export { registryEntity } from "./lookup";
export type * from "./types";

/** What an article is about, in any language: its entities and the events it reports. `text` is the title, a blank line, then the body. */
export function recognize(text: string): Recognition {
  const mentions = recognizeEntities(text);
  return { mentions, events: recognizeEvents(text, mentions) };
}
