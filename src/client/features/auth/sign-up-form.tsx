import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import { toast } from "@/client/components/ui/toast";
import { signUpSchema, type SignUpData, type SignUpInput } from "@/shared/auth/contracts";
import { EMAIL_TAKEN_MESSAGE } from "@/shared/auth/messages";
import { Alert } from "@/client/components/ui/alert";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { ProfileField, ProfileFieldSet } from "@/client/features/profile";
import { isApiError } from "@/client/lib/api";
import { setServerFieldErrors } from "@/client/lib/set-server-field-errors";
import { useSignUp } from "./use-sign-up";

// The selects start unset so that they show their placeholders.
const EMPTY_FORM: DefaultValues<SignUpInput> = {
  fullName: "",
  email: "",
  password: "",
  confirmPassword: "",
  company: "",
  organizationType: undefined,
  department: "",
  jobTitle: "",
  experienceLevel: undefined,
  useCase: undefined,
  researchFocus: [],
  therapeuticAreas: [],
  newsletter: true,
};

/** The profile fields of sign-up (agents-accounts-admin.md §3), named as its request names them, in its order. */
const PROFILE_FIELD_NAMES = {
  company: "company",
  organization_type: "organizationType",
  department: "department",
  job_title: "jobTitle",
  experience_level: "experienceLevel",
  use_case: "useCase",
  research_focus: "researchFocus",
  therapeutic_areas: "therapeuticAreas",
} as const;

export function SignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpInput, unknown, SignUpData>({
    resolver: zodResolver(signUpSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    signUp.mutate(values, {
      onSuccess: ({ email }) => {
        toast.success("Account created successfully! Please check your email to confirm your account.");
        form.reset(EMPTY_FORM);
        onRegistered(email);
      },
      onError: (error) => {
        setServerFieldErrors(error, Object.keys(signUpSchema.shape), form.setError);
        setFailure(isApiError(error, "email_taken") ? EMAIL_TAKEN_MESSAGE : error.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <ProfileField control={form.control} idPrefix="signup" field="full_name" path="fullName" />
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" {...form.register("email")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-password" label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField id="signup-confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </div>
      <ProfileFieldSet
        control={form.control}
        idPrefix="signup"
        fields={PROFILE_FIELD_NAMES}
        newsletter="newsletter"
        labels={{ department: "Department (optional)" }}
      />
      <PendingButton type="submit" className="w-full" isPending={signUp.isPending} pendingLabel="Creating Account...">
        Create Account
      </PendingButton>
    </form>
  );
}
