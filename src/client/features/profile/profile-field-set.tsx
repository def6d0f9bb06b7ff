import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { MultiSelect } from "@/client/components/ui/multi-select";
import { Select } from "@/client/components/ui/select";
import { NEWSLETTER_LABEL, PROFILE_FIELDS, type ProfileFieldName } from "./profile-fields";

// The shared Select and MultiSelect draw their placeholders in slate-400 (2.6:1 on white, under
// WCAG's 4.5:1); darker here until components/ui changes.
const READABLE_PLACEHOLDER = "data-[placeholder]:text-slate-500! [&_.text-slate-400]:text-slate-500!";

/** The form a field set sits in: sign-up and the profile name the same fields differently. */
type FormControl<T extends FieldValues, O> = { control: Control<T, unknown, O>; idPrefix: string };

type ProfileFieldProps<T extends FieldValues, O> = FormControl<T, O> & {
  field: ProfileFieldName;
  /** The field's name in this form. */
  path: Path<T>;
  label?: string;
};

/** One profile field, drawn from `PROFILE_FIELDS` and validated by the form's shared schema. */
export function ProfileField<T extends FieldValues, O>({ control, idPrefix, field: name, path, label }: ProfileFieldProps<T, O>) {
  const definition = PROFILE_FIELDS.find((candidate) => candidate.name === name)!;
  const id = `${idPrefix}-${name}`;
  return (
    <Controller
      control={control}
      name={path}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label ?? definition.label} error={fieldState.error?.message}>
          {!("options" in definition) ? (
            <Input
              autoComplete={"autoComplete" in definition ? definition.autoComplete : undefined}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | null | undefined) ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          ) : "multiple" in definition ? (
            <MultiSelect
              ref={field.ref}
              options={definition.options}
              value={field.value as string[]}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              className={READABLE_PLACEHOLDER}
              placeholder={definition.placeholder}
              listLabel={definition.label}
            />
          ) : (
            <Select
              ref={field.ref}
              options={definition.options}
              value={(field.value as string | null | undefined) ?? ""}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              className={READABLE_PLACEHOLDER}
              placeholder={definition.placeholder}
            />
          )}
        </FormField>
      )}
    />
  );
}

type ProfileFieldSetProps<T extends FieldValues, O> = FormControl<T, O> & {
  /** The profile fields shown and their names in this form, in the order shown. */
  fields: Partial<Record<ProfileFieldName, Path<T>>>;
  /** The newsletter checkbox's name in this form. */
  newsletter: Path<T>;
  /** Labels that differ from `PROFILE_FIELDS` in this form. */
  labels?: Partial<Record<ProfileFieldName, string>>;
};

/**
 * The profile part of the sign-up and profile forms (agents-accounts-admin.md §3,
 * news-community-support.md §4): text and single choices in two columns, then the two lists, then
 * the newsletter.
 */
export function ProfileFieldSet<T extends FieldValues, O>({ control, idPrefix, fields, newsletter, labels }: ProfileFieldSetProps<T, O>) {
  const shown = (Object.entries(fields) as [ProfileFieldName, Path<T>][]).map(([name, path]) => ({
    name,
    path,
    isList: PROFILE_FIELDS.some((definition) => definition.name === name && "multiple" in definition),
  }));
  const fieldOf = ({ name, path }: (typeof shown)[number]) => (
    <ProfileField key={name} control={control} idPrefix={idPrefix} field={name} path={path} label={labels?.[name]} />
  );
  const newsletterId = `${idPrefix}-newsletter`;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">{shown.filter((field) => !field.isList).map(fieldOf)}</div>
      {shown.filter((field) => field.isList).map(fieldOf)}
      <Controller
        control={control}
        name={newsletter}
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={newsletterId}
              ref={field.ref}
              checked={field.value as boolean}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
            <Label htmlFor={newsletterId} className="font-normal text-slate-700">
              {NEWSLETTER_LABEL}
            </Label>
          </div>
        )}
      />
    </>
  );
}
