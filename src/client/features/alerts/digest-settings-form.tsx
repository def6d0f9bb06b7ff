import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type Path, type UseFormReturn } from "react-hook-form";
import { alertSettingsSchema, type AlertSettings } from "@/shared/alerts/contracts";
import { WEEKDAYS } from "@/shared/alerts/rules";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { PendingButton } from "@/client/components/ui/pending-button";
import { Select, type SelectOption } from "@/client/components/ui/select";
import { toast } from "@/client/components/ui/toast";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { FREQUENCY_OPTIONS } from "./alert-form";
import { useUpdateAlertSettings } from "./use-update-alert-settings";

const FIELD_NAMES = Object.keys(alertSettingsSchema.shape);

const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, "0")}:00` }));

// ISO weekdays: 1 = Monday … 7 = Sunday.
const WEEKDAY_OPTIONS = WEEKDAYS.map((day, index) => ({ value: String(index + 1), label: day }));

/** The browser's time zones, and the saved one should this browser not list it (an alias such as UTC). */
function timeZoneOptions(saved: string): SelectOption[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return (zones.includes(saved) ? zones : [saved, ...zones]).map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

type SelectFieldProps = {
  form: UseFormReturn<AlertSettings>;
  name: Path<AlertSettings>;
  id: string;
  label: string;
  hint?: string;
  options: readonly SelectOption[];
};

/** One setting as a list; the hour and the weekday are numbers in the form, strings in the list. */
function SelectField({ form, name, id, label, hint, options }: SelectFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} hint={hint} error={fieldState.error?.message}>
          <Select
            ref={field.ref}
            options={options}
            value={String(field.value)}
            onValueChange={(value) => field.onChange(typeof field.value === "number" ? Number(value) : value)}
            onBlur={field.onBlur}
            placeholder={`Choose ${label.toLowerCase()}`}
          />
        </FormField>
      )}
    />
  );
}

/** Digest settings on /alerts: when daily and weekly digests go out, and a new search's default e-mail. */
export function DigestSettingsForm({ settings }: { settings: AlertSettings }) {
  const id = useId();
  const update = useUpdateAlertSettings();
  const form = useForm<AlertSettings>({ resolver: zodResolver(alertSettingsSchema), defaultValues: settings });

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => toast.success("Digest settings saved."),
      // The 'Error' toast comes from the query client; a 400 also marks its fields.
      onError: (error) => setServerFieldErrors(error, FIELD_NAMES, form.setError),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Digest settings
        </CardTitle>
        <CardDescription>Daily and weekly digests go out at this hour of your time zone.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Digest settings" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField form={form} name="time_zone" id={`${id}-time-zone`} label="Time zone" options={timeZoneOptions(settings.time_zone)} />
            <SelectField form={form} name="digest_hour" id={`${id}-hour`} label="Hour" options={HOUR_OPTIONS} />
            <SelectField form={form} name="digest_weekday" id={`${id}-weekday`} label="Weekly digest day" options={WEEKDAY_OPTIONS} />
            <SelectField
              form={form}
              name="default_frequency"
              id={`${id}-default-frequency`}
              label="Default e-mail"
              hint="What Follow and new saved searches start with."
              options={FREQUENCY_OPTIONS}
            />
          </div>
          <div className="flex justify-end">
            <PendingButton type="submit" isPending={update.isPending}>
              Save
            </PendingButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
