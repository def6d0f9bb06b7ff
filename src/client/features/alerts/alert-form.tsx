import { useEffect, useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { alertOperations } from "@/shared/alerts/contracts";
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, ALERT_LIMITS } from "@/shared/alerts/rules";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { DialogClose, DialogFooter } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { Select } from "@/client/components/ui/select";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";

/** A saved search's name and e-mail frequency, checked as the server checks them on create. */
export const alertFormSchema = alertOperations.create.body.pick({ name: true, frequency: true }).required();
export type AlertFormInput = z.input<typeof alertFormSchema>;
type AlertFormValues = z.output<typeof alertFormSchema>;
const FIELD_NAMES = Object.keys(alertFormSchema.shape);

export const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: ALERT_FREQUENCY_LABELS[value] }));

const FREQUENCY_HINT = "Instant e-mails each new match; Daily and Weekly send a digest. The private feed works either way.";

type AlertFormProps = {
  /** The form's accessible name. */
  label: string;
  defaults: AlertFormInput;
  /** Sends the values; `onError` shows the server's refusal in the form (a field's, or the message above them). */
  save: (values: AlertFormValues, handlers: { onError: (error: Error) => void }) => void;
  isSaving: boolean;
};

/** The Save search and Edit dialogs' form: Name, then Email (how often), then Cancel and Save. */
export function AlertForm({ label, defaults, save, isSaving }: AlertFormProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AlertFormInput, unknown, AlertFormValues>({ resolver: zodResolver(alertFormSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const { setFocus } = form;

  // The name is what one changes first (Save search's dialog opens on a loading line).
  useEffect(() => setFocus("name"), [setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    save(values, {
      // The limit of saved searches, an unconfirmed address…: the server's words, here.
      onError: (error) => {
        if (!setServerFieldErrors(error, FIELD_NAMES, form.setError)) setFailure(error.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-4">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <FormField required id={`${id}-name`} label="Name" error={errors.name?.message}>
        <Input autoComplete="off" maxLength={ALERT_LIMITS.nameMax} {...form.register("name")} />
      </FormField>
      <Controller
        control={form.control}
        name="frequency"
        render={({ field, fieldState }) => (
          <FormField id={`${id}-frequency`} label="Email" hint={FREQUENCY_HINT} error={fieldState.error?.message}>
            <Select
              ref={field.ref}
              options={FREQUENCY_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Choose how often"
            />
          </FormField>
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <PendingButton type="submit" isPending={isSaving}>
          Save
        </PendingButton>
      </DialogFooter>
    </form>
  );
}
