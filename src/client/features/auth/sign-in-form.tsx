import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/client/components/ui/toast";
import type { z } from "zod";
import { signInSchema } from "@/shared/auth/contracts";
import { INVALID_CREDENTIALS_MESSAGE } from "@/shared/auth/messages";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { ApiError } from "@/client/lib/api";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { returnPathOf } from "./return-path";
import { useResendConfirmation } from "./use-resend-confirmation";
import { useSignIn, type SignInData } from "./use-sign-in";

type Failure = { code: string; message: string; email: string };

export function SignInForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const resend = useResendConfirmation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInData>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: "email" });

  const onSubmit = form.handleSubmit((credentials) => {
    setFailure(null);
    signIn.mutate(credentials, {
      onSuccess: () => {
        toast.success("Welcome back! You've been successfully signed in.");
        // Back to the page that asked for the sign-in (Save search, Follow), else home.
        void navigate(returnPathOf(searchParams));
      },
      onError: (error) => {
        setServerFieldErrors(error, Object.keys(signInSchema.shape), form.setError);
        const code = error instanceof ApiError ? error.code : "internal";
        const message = code === "invalid_credentials" ? INVALID_CREDENTIALS_MESSAGE : error.message;
        setFailure({ code, message, email: credentials.email });
      },
    });
  });

  function resendConfirmation(email: string) {
    resend.mutate(email, {
      onSuccess: () => toast.success("If the address waits for confirmation, a new link is on its way."),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && (
        <Alert variant="destructive">
          <p>{failure.message}</p>
          {failure.code === "email_not_verified" && (
            <PendingButton
              variant="outline"
              size="sm"
              className="mt-2"
              isPending={resend.isPending}
              onClick={() => resendConfirmation(failure.email)}
            >
              Resend confirmation email
            </PendingButton>
          )}
        </Alert>
      )}
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" {...form.register("email")} />
      </FormField>
      <FormField id="signin-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link
          to={ROUTES.forgotPassword}
          state={{ email: typedEmail }}
          className="rounded-sm text-sm font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          Forgot password?
        </Link>
      </div>
      <PendingButton type="submit" className="w-full" isPending={signIn.isPending} pendingLabel="Signing In...">
        Sign In
      </PendingButton>
    </form>
  );
}
