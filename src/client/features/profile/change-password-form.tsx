import { useEffect, useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import { changePasswordSchema, type ChangePasswordData, type ChangePasswordInput } from "@/shared/auth/contracts";
import { PASSWORD_CHANGED_MESSAGE } from "@/shared/auth/messages";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { useChangePassword } from "./use-change-password";

const EMPTY_FORM: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELD_NAMES = Object.keys(changePasswordSchema.shape);

type ChangePasswordFormProps = { email: string; onDone: () => void };

export function ChangePasswordForm({ email, onDone }: ChangePasswordFormProps) {
  const id = useId();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordData>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  const field = (name: keyof ChangePasswordInput) => `${id}-${name}`;

  useEffect(() => setFocus("currentPassword"), [setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: () => {
        toast.success(PASSWORD_CHANGED_MESSAGE);
        // Closing unmounts the form: it opens empty next time.
        onDone();
      },
      onError: (error) => {
        if (!setServerFieldErrors(error, FIELD_NAMES, form.setError)) setFailure(error.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <FormField id={field("currentPassword")} label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field("newPassword")} label="New password" hint="At least 8 characters." error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField id={field("confirmPassword")} label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
        <PendingButton type="submit" isPending={change.isPending}>
          Save new password
        </PendingButton>
      </div>
    </form>
  );
}
