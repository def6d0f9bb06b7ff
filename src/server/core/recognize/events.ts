import type { Mention, RecognizedEvent } from "./types";

// Placeholder until the event recognizer lands: no event is claimed.
export function recognizeEvents(_text: string, _mentions: readonly Mention[]): RecognizedEvent[] {
  return [];
}
