import { z } from "zod";
import { defineOperations } from "../api/contract";
import { profileSchema } from "../auth/contracts";
import { PROFILE_TEXT_MAX } from "../limits";
import { valuesOf } from "../options";
import { plainTextSchema } from "../plain-text";
import {
  EXPERIENCE_LEVELS,
  ORGANIZATION_TYPES,
  RESEARCH_FOCUS_AREAS,
  THERAPEUTIC_AREAS,
  USE_CASES,
} from "./options";
import { profileEndpoints } from "./endpoints";

export { profileSchema, type Profile } from "../auth/contracts";

export const PROFILE_UPDATED_MESSAGE = "Profile updated";
export const PROFILE_UPDATE_FAILED_MESSAGE = "Failed to update profile.";

const TEXT_TOO_LONG = `Must be at most ${PROFILE_TEXT_MAX} characters`;

/** Trimmed; empty (or null) is stored as null. The spec shows no bounds; 200 matches sign-up. */
const optionalText = plainTextSchema()
  .trim()
  .max(PROFILE_TEXT_MAX, TEXT_TOO_LONG)
  .nullable()
  .transform((value) => value || null);

/** One value of an option list, or nothing ("" or null). */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(""), z.null(), z.enum(values, message)], message)
    .transform((value) => (value === "" ? null : value));
}

/** Values of an option list, each once, in the list's order. */
function choices<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .array(z.enum(values, message), message)
    .max(values.length, message)
    .transform((picked) => values.filter((value): value is T[number] => picked.includes(value)));
}

/**
 * PUT /api/profile: the nine profile fields of the spec (news-community-support.md §3) and the
 * newsletter preference. The e-mail is not among them: it cannot be changed here (spec §5).
 */
export const updateProfileRequestSchema = z.object({
  full_name: optionalText,
  job_title: optionalText,
  company: optionalText,
  department: optionalText,
  organization_type: optionalChoice(valuesOf(ORGANIZATION_TYPES), "Please select an organization type"),
  research_focus: choices(valuesOf(RESEARCH_FOCUS_AREAS), "Please select research focus areas from the list"),
  therapeutic_areas: choices(valuesOf(THERAPEUTIC_AREAS), "Please select therapeutic areas from the list"),
  use_case: optionalChoice(valuesOf(USE_CASES), "Please select your primary use case"),
  experience_level: optionalChoice(valuesOf(EXPERIENCE_LEVELS), "Please select an experience level"),
  communication_preferences: z.object({ newsletter: z.boolean("Newsletter must be on or off") }),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type UpdateProfileData = z.output<typeof updateProfileRequestSchema>;

export const profileOperations = defineOperations("profile", profileEndpoints, {
  get: {
    summary: "The caller's profile",
    responses: { 200: { schema: profileSchema, description: "The profile" } },
    errors: [401],
  },
  update: {
    summary: "Save the caller's profile fields and newsletter choice (the e-mail is not changed)",
    body: updateProfileRequestSchema,
    responses: { 200: { schema: profileSchema, description: "The saved profile" } },
    errors: [400, 401],
  },
});
