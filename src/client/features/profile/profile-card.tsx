import { useState } from "react";
import { Pencil } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useReturnFocus } from "@/client/lib/use-return-focus";
import { ProfileDetails } from "./profile-details";
import { ProfileForm } from "./profile-form";
import { useGetProfile } from "./use-get-profile";

/** The profile, read-only until Edit; Save or Cancel return to reading (spec §4). */
export function ProfileCard({ email }: { email: string }) {
  const profile = useGetProfile();
  const [isEditing, setIsEditing] = useState(false);
  // Save and Cancel give the focus back to the Edit button.
  const [editButton, returnFocusToEdit] = useReturnFocus(isEditing);

  function stopEditing() {
    returnFocusToEdit();
    setIsEditing(false);
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4 space-y-0">
        <CardTitle as="h2" className="text-lg">
          {isEditing ? "Edit Profile" : "Your Profile"}
        </CardTitle>
        {!isEditing && profile.data && (
          <Button ref={editButton} variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading profile" />
          </div>
        ) : profile.isError ? (
          <p className="text-sm text-slate-600">Your profile could not be loaded. Please reload the page.</p>
        ) : isEditing ? (
          <ProfileForm profile={profile.data} email={profile.data.email ?? email} onDone={stopEditing} />
        ) : (
          <ProfileDetails profile={profile.data} email={profile.data.email ?? email} />
        )}
      </CardContent>
    </Card>
  );
}
