import type { Profile } from "@/shared/profile/contracts";
import { labelOf } from "@/shared/options";
import { PROFILE_FIELDS } from "./profile-fields";

function displayValue(profile: Profile, field: (typeof PROFILE_FIELDS)[number]): string {
  const value = profile[field.name];
  if (!("options" in field)) return typeof value === "string" ? value : "";
  if (Array.isArray(value)) return value.map((item) => labelOf(field.options, item)).join(", ");
  return labelOf(field.options, value);
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2">
        {value || <span className="text-slate-500">Not provided</span>}
      </dd>
    </div>
  );
}

/** The profile, read-only (spec §4: read-only, then edit mode). */
export function ProfileDetails({ profile, email }: { profile: Profile; email: string }) {
  return (
    <dl className="divide-y divide-slate-100">
      <Row label="Email" value={email} />
      {PROFILE_FIELDS.map((field) => (
        <Row key={field.name} label={field.label} value={displayValue(profile, field)} />
      ))}
      <Row label="Newsletter" value={profile.communication_preferences.newsletter ? "Subscribed" : "Not subscribed"} />
    </dl>
  );
}
