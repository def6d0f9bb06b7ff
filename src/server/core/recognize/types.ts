// What the recognizers find in an article, in any language: the one shape that storage, the
// English brief, stories and catalysts read. Offsets are UTF-16 indexes into the text given.

export { ENTITY_TYPES, EVENT_TYPES } from "@/shared/entities/vocabulary";
export type { EntityType, EventType, Figure } from "@/shared/entities/vocabulary";
import type { EntityType, EventType, Figure } from "@/shared/entities/vocabulary";
export type { Identifier } from "./registry/types";
import type { Identifier } from "./registry/types";

/**
 * How a mention was recognized, which is the basis of its confidence: an identifier in the text
 * (NCT id, normalized drug code, ticker), a registry name or alias, the shape of a name no list
 * knows ("… Therapeutics", "…生物", "…製薬", "…바이오"), a name no list knows that an earlier
 * article or an editor gave an entity (learned.ts), or a pattern (a modality or target phrase).
 */
export type MentionMethod = "identifier" | "registry" | "learned" | "shape" | "pattern";

/** Mentions linked with less confidence than this wait for an editor. */
export const REVIEW_BELOW = 0.7;

export type Mention = {
  readonly type: EntityType;
  /** As written in the text. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** `<type>:<slug>`: the registry entry's key when known, else built from the normalized name. */
  readonly key: string;
  /** Canonical English name from the registry, else the normalized surface (legal suffixes stripped). */
  readonly name: string;
  readonly known: boolean;
  readonly method: MentionMethod;
  /** 0–1; below `REVIEW_BELOW` a link waits for an editor. */
  readonly confidence: number;
  readonly identifiers: readonly Identifier[];
};

export type RecognizedEvent = {
  readonly type: EventType;
  /** Designation: "priority-review" | "breakthrough-therapy" | "fast-track" | "orphan-drug" | "accelerated-approval"…; readout: "topline" | "interim". */
  readonly detail: string | null;
  /** Readouts: whether the endpoint was met. */
  readonly outcome: "met" | "missed" | null;
  /** Key of the regulator mention ("regulator:nmpa"), for approvals, submissions, designations, CRLs. */
  readonly regulator: string | null;
  /** Keys of the company and drug mentions the event is about, most likely first. */
  readonly subjects: readonly string[];
  readonly figures: readonly Figure[];
  /** The sentence that reports it, as written. */
  readonly quote: string;
  readonly start: number;
  readonly end: number;
  /** The trigger word or pattern as written (获批上市, "met its primary endpoint"). */
  readonly trigger: string;
  readonly confidence: number;
};

export type Recognition = {
  readonly mentions: readonly Mention[];
  readonly events: readonly RecognizedEvent[];
};
