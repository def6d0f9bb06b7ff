import { useState } from "react";
import { KeyRound } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useReturnFocus } from "@/client/lib/use-return-focus";
import { ChangePasswordForm } from "./change-password-form";

/**
 * Change password, behind a button: a form always on the page would have password managers fill
 * the current password on every visit.
 */
export function ChangePasswordCard({ email }: { email: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [openButton, returnFocusToOpen] = useReturnFocus(isOpen);

  function close() {
    returnFocusToOpen();
    setIsOpen(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Change password
        </CardTitle>
        <CardDescription>You stay signed in here; every other device is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        {isOpen ? (
          <ChangePasswordForm email={email} onDone={close} />
        ) : (
          <Button ref={openButton} variant="outline" onClick={() => setIsOpen(true)}>
            <KeyRound aria-hidden />
            Change password
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
