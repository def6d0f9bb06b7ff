import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { editorLoginSchema } from "@/shared/auth/contracts";
import { EDITOR_DISABLED_MESSAGE } from "@/shared/auth/messages";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { isApiError } from "@/client/lib/api";
import { useEditorStatus } from "@/client/lib/session";
import { useEditorLogin, type EditorLoginData } from "./use-editor-login";

/** /editor-login: the editor password unlocks news review in this browser (agents-accounts-admin.md §2). */
export function EditorLoginPage() {
  const navigate = useNavigate();
  const status = useEditorStatus();
  const login = useEditorLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof editorLoginSchema>, unknown, EditorLoginData>({
    resolver: zodResolver(editorLoginSchema),
    defaultValues: { password: "" },
  });
  const isDisabled = status.data?.enabled === false;

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    login.mutate(input, {
      onSuccess: () => void navigate(ROUTES.newsReview),
      onError: (error) => {
        setFailure(isApiError(error, "invalid_credentials") ? "Invalid password" : error.message);
      },
    });
  });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Editor Login</CardTitle>
          <CardDescription>Enter the editor password to review and publish news summaries.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            {isDisabled && <Alert variant="destructive">{EDITOR_DISABLED_MESSAGE}</Alert>}
            {failure && <Alert variant="destructive">{failure}</Alert>}
            <fieldset disabled={isDisabled} className="space-y-4">
              <FormField id="editor-password" label="Editor Password" error={form.formState.errors.password?.message}>
                <Input type="password" autoComplete="current-password" {...form.register("password")} />
              </FormField>
              <PendingButton type="submit" className="w-full" isPending={login.isPending} pendingLabel="Logging in...">
                Login
              </PendingButton>
            </fieldset>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
