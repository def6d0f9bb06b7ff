import { useEffect, useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import {
  PROFILE_UPDATED_MESSAGE,
  updateProfileRequestSchema,
  type Profile,
  type UpdateProfileData,
  type UpdateProfileRequest,
} from "@/shared/profile/contracts";
import {
  EXPERIENCE_LEVELS,
  ORGANIZATION_TYPES,
  RESEARCH_FOCUS_AREAS,
  THERAPEUTIC_AREAS,
  USE_CASES,
} from "@/shared/profile/options";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { ProfileFieldSet } from "./profile-field-set";
import { knownValue, knownValues, PROFILE_FIELDS, type ProfileFieldName } from "./profile-fields";
import { useUpdateProfile } from "./use-update-profile";

function formValues(profile: Profile): UpdateProfileRequest {
  return {
    full_name: profile.full_name ?? "",
    job_title: profile.job_title ?? "",
    company: profile.company ?? "",
    department: profile.department ?? "",
    organization_type: knownValue(ORGANIZATION_TYPES, profile.organization_type),
    research_focus: knownValues(RESEARCH_FOCUS_AREAS, profile.research_focus),
    therapeutic_areas: knownValues(THERAPEUTIC_AREAS, profile.therapeutic_areas),
    use_case: knownValue(USE_CASES, profile.use_case),
    experience_level: knownValue(EXPERIENCE_LEVELS, profile.experience_level),
    communication_preferences: { newsletter: profile.communication_preferences.newsletter },
  };
}

const FIELD_NAMES = Object.keys(updateProfileRequestSchema.shape);

/** Every profile field, under its own name, in the list's order. */
const FORM_FIELDS = Object.fromEntries(PROFILE_FIELDS.map(({ name }) => [name, name])) as Record<ProfileFieldName, ProfileFieldName>;

type ProfileFormProps = { profile: Profile; email: string; onDone: () => void };

/** Edit mode (spec §4): every field but the e-mail, then Save or Cancel. */
export function ProfileForm({ profile, email, onDone }: ProfileFormProps) {
  const id = useId();
  const update = useUpdateProfile();
  // The form's strings are what the shared schema takes as input ("" for nothing chosen).
  const form = useForm<UpdateProfileRequest, unknown, UpdateProfileData>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: formValues(profile),
  });
  const { control, setFocus } = form;

  useEffect(() => setFocus("full_name"), [setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        toast.success(PROFILE_UPDATED_MESSAGE);
        onDone();
      },
      onError: (error) => setServerFieldErrors(error, FIELD_NAMES, form.setError),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Edit profile">
      <FormField id={`${id}-email`} label="Email" hint="Your e-mail address cannot be changed here.">
        <Input type="email" value={email} readOnly aria-readonly className="bg-slate-50 text-slate-600" />
      </FormField>
      <ProfileFieldSet control={control} idPrefix={id} fields={FORM_FIELDS} newsletter="communication_preferences.newsletter" />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <PendingButton type="submit" isPending={update.isPending}>
          Save
        </PendingButton>
      </div>
    </form>
  );
}
