import { useEffect, useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
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
import { setServerFieldErrors } from "@/client/features/auth/set-server-field-errors";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { MultiSelect } from "@/client/components/ui/multi-select";
import { Select } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { knownValue, knownValues, NEWSLETTER_LABEL } from "./profile-fields";
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

// The shared Select and MultiSelect draw their placeholders in slate-400 (2.6:1 on white, under
// WCAG's 4.5:1); darker here until components/ui changes.
const READABLE_PLACEHOLDER = "data-[placeholder]:text-slate-500! [&_.text-slate-400]:text-slate-500!";

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
  const { control, register, setFocus } = form;
  const { errors } = form.formState;

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

  const field = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Edit profile">
      <FormField id={field("email")} label="Email" hint="Your e-mail address cannot be changed here.">
        <Input type="email" value={email} readOnly aria-readonly className="bg-slate-50 text-slate-600" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field("full_name")} label="Full Name" error={errors.full_name?.message}>
          <Input autoComplete="name" {...register("full_name")} />
        </FormField>
        <FormField id={field("job_title")} label="Job Title" error={errors.job_title?.message}>
          <Input autoComplete="organization-title" {...register("job_title")} />
        </FormField>
        <FormField id={field("company")} label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...register("company")} />
        </FormField>
        <FormField id={field("department")} label="Department" error={errors.department?.message}>
          <Input {...register("department")} />
        </FormField>
        <Controller
          control={control}
          name="organization_type"
          render={({ field: control, fieldState }) => (
            <FormField id={field("organization_type")} label="Organization Type" error={fieldState.error?.message}>
              <Select
                ref={control.ref}
                options={ORGANIZATION_TYPES}
                value={control.value ?? ""}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                className={READABLE_PLACEHOLDER}
                placeholder="Select organization type"
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="experience_level"
          render={({ field: control, fieldState }) => (
            <FormField id={field("experience_level")} label="Experience Level" error={fieldState.error?.message}>
              <Select
                ref={control.ref}
                options={EXPERIENCE_LEVELS}
                value={control.value ?? ""}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                className={READABLE_PLACEHOLDER}
                placeholder="Select experience level"
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="use_case"
          render={({ field: control, fieldState }) => (
            <FormField id={field("use_case")} label="Primary Use Case" error={fieldState.error?.message}>
              <Select
                ref={control.ref}
                options={USE_CASES}
                value={control.value ?? ""}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                className={READABLE_PLACEHOLDER}
                placeholder="Select primary use case"
              />
            </FormField>
          )}
        />
      </div>
      <Controller
        control={control}
        name="research_focus"
        render={({ field: control, fieldState }) => (
          <FormField id={field("research_focus")} label="Research Focus" error={fieldState.error?.message}>
            <MultiSelect
              ref={control.ref}
              options={RESEARCH_FOCUS_AREAS}
              value={control.value}
              onValueChange={control.onChange}
              onBlur={control.onBlur}
              className={READABLE_PLACEHOLDER}
              placeholder="Select research focus areas"
              listLabel="Research Focus"
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="therapeutic_areas"
        render={({ field: control, fieldState }) => (
          <FormField id={field("therapeutic_areas")} label="Therapeutic Areas" error={fieldState.error?.message}>
            <MultiSelect
              ref={control.ref}
              options={THERAPEUTIC_AREAS}
              value={control.value}
              onValueChange={control.onChange}
              onBlur={control.onBlur}
              className={READABLE_PLACEHOLDER}
              placeholder="Select therapeutic areas"
              listLabel="Therapeutic Areas"
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="communication_preferences.newsletter"
        render={({ field: control }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={field("newsletter")}
              ref={control.ref}
              checked={control.value}
              onCheckedChange={(checked) => control.onChange(checked === true)}
              onBlur={control.onBlur}
              className="mt-0.5"
            />
            <Label htmlFor={field("newsletter")} className="font-normal text-slate-700">
              {NEWSLETTER_LABEL}
            </Label>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner label={null} />}
          Save
        </Button>
      </div>
    </form>
  );
}
