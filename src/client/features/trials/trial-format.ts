import type { Trial } from "@/shared/trials/contracts";

const NOT_LISTED = "Not listed";

/** The first site and how many more: "Houston, Texas, United States +2 more". */
export function formatLocations(locations: Trial["locations"]): string {
  const [first] = locations;
  if (!first) return NOT_LISTED;
  const place = [first.city, first.state, first.country].filter(Boolean).join(", ") || first.facility || "1 site";
  return locations.length > 1 ? `${place} +${locations.length - 1} more` : place;
}

export function formatEnrollment(trial: Pick<Trial, "enrollment" | "enrollmentType">): string {
  if (trial.enrollment === null) return NOT_LISTED;
  const count = trial.enrollment.toLocaleString("en-US");
  return trial.enrollmentType ? `${count} (${trial.enrollmentType.toLowerCase()})` : count;
}

export function formatSex(sex: string | null): string {
  if (!sex || sex === "ALL") return "All";
  return sex[0] + sex.slice(1).toLowerCase();
}

export function orNotListed(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_LISTED;
}

export function formatList(values: readonly string[]): string {
  return values.length ? values.join(", ") : NOT_LISTED;
}
