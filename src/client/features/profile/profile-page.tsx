import { FileCheck, LogOut } from "lucide-react";
import { Link } from "react-router";
import { can } from "@/shared/auth/permissions";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { PageSpinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { toActor, useEditorStatus, useMe, useSignOut } from "@/client/lib/session";
import { ChangePasswordCard } from "./change-password-card";
import { ProfileCard } from "./profile-card";
import { ProfileCredits } from "./profile-credits";

/** /profile (spec §2): the Profile tab and, for editors and admins, 'Review News' pointing to /review. */
export function ProfilePage() {
  const me = useMe();
  const editorStatus = useEditorStatus();
  const signOut = useSignOut();

  // The route guard (RequireUser) has waited for the session; this only narrows its type.
  if (!me.data) return <PageSpinner />;
  const isReviewer = can(toActor(me.data, editorStatus.data?.active === true), "news:review");

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Profile</h1>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          Sign Out
        </Button>
      </header>
      <Tabs defaultValue="profile">
        <TabsList className="max-w-sm">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          {isReviewer && <TabsTrigger value="review">Review News</TabsTrigger>}
        </TabsList>
        <TabsContent value="profile" className="space-y-6">
          <ProfileCard email={me.data.user.email} />
          <ProfileCredits />
          <ChangePasswordCard email={me.data.user.email} />
        </TabsContent>
        {isReviewer && (
          <TabsContent value="review">
            <Card>
              <CardHeader>
                <CardTitle as="h2" className="text-lg">
                  Review News
                </CardTitle>
                <CardDescription>Review pending news items, then publish them or send them back.</CardDescription>
              </CardHeader>
              <CardContent>
                <Button asChild>
                  <Link to={ROUTES.review}>
                    <FileCheck aria-hidden />
                    Go to News Review
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
