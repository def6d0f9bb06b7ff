import { useState } from "react";
import { useSearchParams } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { BackLink } from "@/client/components/ui/back-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type AuthTab = "signin" | "signup";

function isAuthTab(value: string): value is AuthTab {
  return value === "signin" || value === "signup";
}

/** /auth: Sign In and Sign Up tabs (agents-accounts-admin.md §2). */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  // The confirmation link lands on /auth?confirmed=1, or with ?error=… when the token is bad.
  const isConfirmed = searchParams.get("confirmed") === "1";
  const hasLinkError = searchParams.has("error");
  const [tab, setTab] = useState<AuthTab>(
    searchParams.get("tab") === "signup" && !isConfirmed && !hasLinkError ? "signup" : "signin",
  );
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  function handleRegistered(email: string) {
    setRegisteredEmail(email);
    setTab("signin");
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <BackLink to={ROUTES.home} className="mb-4 px-0">
        Back to Home
      </BackLink>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Welcome
          </CardTitle>
          <CardDescription>Sign in to your account or create one to use the AI agents.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => isAuthTab(value) && setTab(value)}>
            <TabsList>
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="space-y-4">
              {registeredEmail && (
                <Alert variant="success">
                  We sent a confirmation link to {registeredEmail}. Confirm your address, then sign in.
                </Alert>
              )}
              {isConfirmed && <Alert variant="success">Your email address is confirmed. Please sign in.</Alert>}
              {hasLinkError && (
                <Alert variant="destructive">
                  This confirmation link is invalid or has expired. Sign in to request a new one.
                </Alert>
              )}
              <SignInForm defaultEmail={registeredEmail ?? ""} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onRegistered={handleRegistered} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
