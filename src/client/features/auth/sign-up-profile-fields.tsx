import { Controller, type UseFormReturn } from "react-hook-form";
import type { SignUpData, SignUpInput } from "@/shared/auth/contracts";
import {
  EXPERIENCE_LEVELS,
  ORGANIZATION_TYPES,
  RESEARCH_FOCUS_AREAS,
  THERAPEUTIC_AREAS,
  USE_CASES,
} from "@/shared/profile/options";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { MultiSelect } from "@/client/components/ui/multi-select";
import { Select } from "@/client/components/ui/select";

type SignUpFormApi = UseFormReturn<SignUpInput, unknown, SignUpData>;

/** The profile half of the sign-up form (agents-accounts-admin.md §3). */
export function SignUpProfileFields({ form }: { form: SignUpFormApi }) {
  const { control, register } = form;
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-company" label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...register("company")} />
        </FormField>
        <Controller
          control={control}
          name="organizationType"
          render={({ field, fieldState }) => (
            <FormField id="signup-organizationType" label="Organization Type" error={fieldState.error?.message}>
              <Select
                ref={field.ref}
                options={ORGANIZATION_TYPES}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select organization type"
              />
            </FormField>
          )}
        />
        <FormField id="signup-department" label="Department (optional)" error={errors.department?.message}>
          <Input {...register("department")} />
        </FormField>
        <FormField id="signup-jobTitle" label="Job Title" error={errors.jobTitle?.message}>
          <Input autoComplete="organization-title" {...register("jobTitle")} />
        </FormField>
        <Controller
          control={control}
          name="experienceLevel"
          render={({ field, fieldState }) => (
            <FormField id="signup-experienceLevel" label="Experience Level" error={fieldState.error?.message}>
              <Select
                ref={field.ref}
                options={EXPERIENCE_LEVELS}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select experience level"
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="useCase"
          render={({ field, fieldState }) => (
            <FormField id="signup-useCase" label="Primary Use Case" error={fieldState.error?.message}>
              <Select
                ref={field.ref}
                options={USE_CASES}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select primary use case"
              />
            </FormField>
          )}
        />
      </div>
      <Controller
        control={control}
        name="researchFocus"
        render={({ field, fieldState }) => (
          <FormField id="signup-researchFocus" label="Research Focus" error={fieldState.error?.message}>
            <MultiSelect
              ref={field.ref}
              options={RESEARCH_FOCUS_AREAS}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Select research focus areas"
              listLabel="Research Focus"
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="therapeuticAreas"
        render={({ field, fieldState }) => (
          <FormField id="signup-therapeuticAreas" label="Therapeutic Areas" error={fieldState.error?.message}>
            <MultiSelect
              ref={field.ref}
              options={THERAPEUTIC_AREAS}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Select therapeutic areas"
              listLabel="Therapeutic Areas"
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="newsletter"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id="signup-newsletter"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
            <Label htmlFor="signup-newsletter" className="font-normal text-slate-700">
              Subscribe to our newsletter for industry insights and updates
            </Label>
          </div>
        )}
      />
    </>
  );
}
