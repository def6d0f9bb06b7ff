import { KeyRound, LogIn } from "lucide-react";
import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";

/**
 * The way to editor access, for a visitor whom the review API answered 401 or 403; below
 * a signed-in user's own items (issue 15 §5).
 */
export function ReviewAccessDenied({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <div className="space-y-4">
      {isSignedIn ? (
        <Alert variant="info" title="Reviewing everyone's news needs editor access">
          Editors and admins review, edit and publish all pending news. Your account does not have editor rights: ask
          an admin for the editor role, or unlock editor mode in this browser with the editor password.
        </Alert>
      ) : (
        <Alert variant="info" title="Editor access needed">
          Reviewing news needs an editor or admin account, or editor access unlocked with the editor password. Sign in
          to see the news you saved or published yourself.
        </Alert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {!isSignedIn && (
          <Button asChild>
            <Link to={ROUTES.auth}>
              <LogIn aria-hidden />
              Sign in
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={ROUTES.editorLogin}>
            <KeyRound aria-hidden />
            Editor login
          </Link>
        </Button>
      </div>
    </div>
  );
}
