import type { Profile } from "@/shared/profile/contracts";
import {
  EXPERIENCE_LEVELS,
  ORGANIZATION_TYPES,
  RESEARCH_FOCUS_AREAS,
  THERAPEUTIC_AREAS,
  USE_CASES,
  type OptionValue,
} from "@/shared/profile/options";

type Option = { readonly value: string; readonly label: string };

/** The nine profile fields of the spec (§3), labelled as on the sign-up form, in the form's order. */
export const PROFILE_FIELDS = [
  { name: "full_name", label: "Full Name" },
  { name: "job_title", label: "Job Title" },
  { name: "company", label: "Company" },
  { name: "department", label: "Department" },
  { name: "organization_type", label: "Organization Type", options: ORGANIZATION_TYPES },
  { name: "experience_level", label: "Experience Level", options: EXPERIENCE_LEVELS },
  { name: "use_case", label: "Primary Use Case", options: USE_CASES },
  { name: "research_focus", label: "Research Focus", options: RESEARCH_FOCUS_AREAS },
  { name: "therapeutic_areas", label: "Therapeutic Areas", options: THERAPEUTIC_AREAS },
] as const satisfies readonly { name: keyof Profile; label: string; options?: readonly Option[] }[];

export const NEWSLETTER_LABEL = "Subscribe to our newsletter for industry insights and updates";

/** Values the option lists know, so that a stored value no list has any more cannot block a save. */
export function knownValues<const T extends readonly Option[]>(options: T, values: readonly string[]): OptionValue<T>[] {
  return values.filter((value): value is OptionValue<T> => options.some((option) => option.value === value));
}

export function knownValue<const T extends readonly Option[]>(options: T, value: string | null): OptionValue<T> | "" {
  return options.find((option) => option.value === value)?.value ?? "";
}
