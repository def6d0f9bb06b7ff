import { lazy, Suspense, useState } from "react";
import { BellPlus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { can } from "@/shared/auth/permissions";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { toActor, useMe } from "@/client/lib/session";
import { useReturnFocus } from "@/client/lib/use-return-focus";
import { signInPath } from "../auth/return-path";
import type { FeedSearch } from "./feed-search";

// The dialog (form library, schemas, menus) loads when it is opened, not with /news.
const SaveSearchDialog = lazy(async () => ({ default: (await import("./save-search-dialog")).SaveSearchDialog }));

/**
 * Save search, beside /news's active filters (issue 19 §1): the dialog for an account, the
 * sign-in page (and back to this search) for anyone else. Once saved, a link to /alerts.
 */
export function SaveSearchButton({ search }: { search: FeedSearch }) {
  const me = useMe();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  // The dialog has no trigger of its own to hand the focus back to.
  const [button, returnFocusToButton] = useReturnFocus(isOpen);
  const [savedSearch, setSavedSearch] = useState<string | null>(null);
  const searchKey = JSON.stringify(search);

  // The button's room is kept while the session loads, so the filters beside it stay put.
  if (me.isPending) return <div aria-hidden className="h-8 w-34" />;
  if (!can(toActor(me.data), "alerts:manage")) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={signInPath(`${location.pathname}${location.search}`)}>
          <BellPlus aria-hidden />
          Save search
        </Link>
      </Button>
    );
  }

  function close() {
    returnFocusToButton();
    setIsOpen(false);
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button ref={button} variant="outline" size="sm" onClick={() => setIsOpen(true)}>
        <BellPlus aria-hidden />
        Save search
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {savedSearch === searchKey && (
          <>
            Search saved.{" "}
            <Link to={ROUTES.alerts} className="font-medium text-teal-700 underline-offset-4 hover:underline">
              Manage alerts
            </Link>
          </>
        )}
      </p>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            search={search}
            onClose={close}
            onSaved={() => {
              setSavedSearch(searchKey);
              close();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
