import type { EntityType, EventType } from "./vocabulary";

// Kept apart from vocabulary.ts (zod schemas) so read-only screens name types and events without loading zod.

/** Each entity type in words, as a page or chip names it. */
export const ENTITY_TYPE_NAMES: Record<EntityType, string> = {
  company: "Company",
  drug: "Drug",
  target: "Target",
  modality: "Modality",
  indication: "Indication",
  regulator: "Regulator",
  trial: "Clinical trial",
};

/** Each event type in words, as an item page's "What happened" list names it. */
export const EVENT_TYPE_NAMES: Record<EventType, string> = {
  approval: "Approval",
  submission: "Submission",
  "filing-acceptance": "Filing accepted",
  designation: "Designation",
  "complete-response-letter": "Complete response letter",
  "trial-start": "Trial start",
  readout: "Trial readout",
  licensing: "Licensing deal",
  partnership: "Partnership",
  acquisition: "Acquisition",
  financing: "Financing",
};
