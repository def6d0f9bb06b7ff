import { KeyRound, LogIn } from "lucide-react";
import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";

/** What a visitor without review rights sees when the API answers 401 or 403 (issue §3). */
export function ReviewAccessDenied({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <div className="space-y-5">
      <Alert variant="info" title="Editor access needed">
        Reviewing news needs an editor or admin account, or editor access unlocked with the editor password.
        {isSignedIn && " Your account does not have editor rights."}
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row">
        {!isSignedIn && (
          <Button asChild>
            <Link to={ROUTES.auth}>
              <LogIn aria-hidden />
              Sign in
            </Link>
          </Button>
        )}
        <Button asChild variant={isSignedIn ? "primary" : "outline"}>
          <Link to={ROUTES.editorLogin}>
            <KeyRound aria-hidden />
            Editor login
          </Link>
        </Button>
      </div>
    </div>
  );
}
