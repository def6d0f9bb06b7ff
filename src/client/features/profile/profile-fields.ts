import type { Profile } from "@/shared/profile/contracts";
import {
  EXPERIENCE_LEVELS,
  ORGANIZATION_TYPES,
  RESEARCH_FOCUS_AREAS,
  THERAPEUTIC_AREAS,
  USE_CASES,
} from "@/shared/profile/options";
import type { Option, OptionValue } from "@/shared/options";

/**
 * The nine profile fields of the spec (§3), labelled as on the sign-up form, in the profile form's
 * order: what both forms (`ProfileFieldSet`) and the read-only profile show.
 */
export const PROFILE_FIELDS = [
  { name: "full_name", label: "Full Name", autoComplete: "name" },
  { name: "job_title", label: "Job Title", autoComplete: "organization-title" },
  { name: "company", label: "Company", autoComplete: "organization" },
  { name: "department", label: "Department" },
  { name: "organization_type", label: "Organization Type", options: ORGANIZATION_TYPES, placeholder: "Select organization type" },
  { name: "experience_level", label: "Experience Level", options: EXPERIENCE_LEVELS, placeholder: "Select experience level" },
  { name: "use_case", label: "Primary Use Case", options: USE_CASES, placeholder: "Select primary use case" },
  {
    name: "research_focus",
    label: "Research Focus",
    options: RESEARCH_FOCUS_AREAS,
    placeholder: "Select research focus areas",
    multiple: true,
  },
  {
    name: "therapeutic_areas",
    label: "Therapeutic Areas",
    options: THERAPEUTIC_AREAS,
    placeholder: "Select therapeutic areas",
    multiple: true,
  },
] as const satisfies readonly ProfileFieldDefinition[];

type ProfileFieldDefinition = {
  name: keyof Profile;
  label: string;
  autoComplete?: string;
  /** A choice from a list (a Select), or several (a MultiSelect) when `multiple`. */
  options?: readonly Option[];
  placeholder?: string;
  multiple?: true;
};

export type ProfileFieldName = (typeof PROFILE_FIELDS)[number]["name"];

export const NEWSLETTER_LABEL = "Subscribe to our newsletter for industry insights and updates";

/** Values the option lists know, so that a stored value no list has any more cannot block a save. */
export function knownValues<const T extends readonly Option[]>(options: T, values: readonly string[]): OptionValue<T>[] {
  return values.filter((value): value is OptionValue<T> => options.some((option) => option.value === value));
}

export function knownValue<const T extends readonly Option[]>(options: T, value: string | null): OptionValue<T> | "" {
  return options.find((option) => option.value === value)?.value ?? "";
}
