import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import {
  requestPasswordResetSchema,
  type RequestPasswordResetData,
  type RequestPasswordResetInput,
} from "@/shared/auth/contracts";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { BackLink } from "@/client/components/ui/back-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { useRequestPasswordReset } from "./use-request-password-reset";

/** The sign-in form passes what was typed in its Email field. */
function emailFromState(state: unknown): string {
  const email = state && typeof state === "object" ? (state as { email?: unknown }).email : undefined;
  return typeof email === "string" ? email : "";
}

/** /forgot-password: e-mails a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RequestPasswordResetInput, unknown, RequestPasswordResetData>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: emailFromState(location.state) },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    setSent(null);
    request.mutate(values, {
      onSuccess: ({ message }) => setSent(message),
      onError: (error) => {
        if (!setServerFieldErrors(error, ["email"], form.setError)) setFailure(error.message);
      },
    });
  });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <BackLink to={ROUTES.auth} className="mb-4 px-0">
        Back to Sign In
      </BackLink>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Forgot your password?</CardTitle>
          <CardDescription>
            Enter the email address of your account and we will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            {sent && <Alert variant="success">{sent}</Alert>}
            {failure && <Alert variant="destructive">{failure}</Alert>}
            <FormField id="forgot-email" label="Email" error={form.formState.errors.email?.message}>
              <Input type="email" autoComplete="email" placeholder="you@company.com" {...form.register("email")} />
            </FormField>
            <PendingButton type="submit" className="w-full" isPending={request.isPending} pendingLabel="Sending...">
              Send reset link
            </PendingButton>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
