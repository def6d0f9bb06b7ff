import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { resetPasswordSchema, type ResetPasswordData, type ResetPasswordInput } from "@/shared/auth/contracts";
import { PASSWORD_RESET_DONE_MESSAGE, RESET_LINK_INVALID_MESSAGE } from "@/shared/auth/messages";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { isApiError } from "@/client/lib/api";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { useResetPassword } from "./use-reset-password";

type Outcome = "form" | "done" | "invalidLink";

/** /reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<Outcome>(token ? "form" : "invalidLink");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordData>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      reset.mutate(values, {
        onSuccess: () => setOutcome("done"),
        onError: (error) => {
          if (isApiError(error) && error.fields?.token) setOutcome("invalidLink");
          else if (!setServerFieldErrors(error, ["newPassword", "confirmPassword"], form.setError)) setFailure(error.message);
        },
      });
    },
    // The token is not a field the user can correct: only a new link helps.
    (invalid) => {
      if (invalid.token) setOutcome("invalidLink");
    },
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Reset your password</CardTitle>
          <CardDescription>Choose a new password for your account. It signs you out on every device.</CardDescription>
        </CardHeader>
        <CardContent>
          {outcome === "done" ? (
            <div className="space-y-4">
              <Alert variant="success">{PASSWORD_RESET_DONE_MESSAGE}</Alert>
              <Button asChild className="w-full">
                <Link to={ROUTES.auth}>Sign in</Link>
              </Button>
            </div>
          ) : outcome === "invalidLink" ? (
            <div className="space-y-4">
              <Alert variant="destructive">{RESET_LINK_INVALID_MESSAGE}</Alert>
              <Button asChild variant="outline" className="w-full">
                <Link to={ROUTES.forgotPassword}>Ask for a new link</Link>
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="space-y-4">
              {failure && <Alert variant="destructive">{failure}</Alert>}
              <FormField id="reset-newPassword" label="New password" hint="At least 8 characters." error={errors.newPassword?.message}>
                <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
              </FormField>
              <FormField id="reset-confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
                <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
              </FormField>
              <PendingButton type="submit" className="w-full" isPending={reset.isPending} pendingLabel="Saving...">
                Set new password
              </PendingButton>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
