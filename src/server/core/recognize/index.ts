import { recognizeEntities } from "./entities";
import { recognizeEvents } from "./events";
import type { LearnedNames } from "./learned";
import type { Recognition } from "./types";

export { entityKey } from "./keys";
export { foldAddressName, foldName } from "./normalize";
export { registryEntity, registryEntityByName } from "./lookup";
export { LearnedNames, type LearnedEntity } from "./learned";
export type * from "./types";
export { REVIEW_BELOW } from "./types";
export { MIN_REPORTED_CONFIDENCE, tellsWithdrawal, toldAsBackground } from "./events";

/**
 * What an article is about, in any language: its entities and the events it reports. `text` is
 * the title, a blank line, then the body; `learned`, the names the registry has grown by from ingest.
 */
export function recognize(text: string, learned?: LearnedNames): Recognition {
  const mentions = recognizeEntities(text, learned);
  return { mentions, events: recognizeEvents(text, mentions) };
}
