import { useRef } from "react";
import { BellRing, Newspaper } from "lucide-react";
import { Link } from "react-router";
import type { ListAlertsResponse } from "@/shared/alerts/contracts";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { EmptyState } from "@/client/components/ui/empty-state";
import { Spinner } from "@/client/components/ui/spinner";
import { useNow } from "@/client/features/comments/use-now";
import { DigestSettingsForm } from "./digest-settings-form";
import { MailPausedPanel } from "./mail-paused-panel";
import { SavedSearchItem } from "./saved-search-item";
import { useListAlerts } from "./use-list-alerts";

const EMPTY_TEXT =
  "Save a search on News to follow a company, drug, target or topic. We e-mail you new matches at once or in a daily or weekly digest, and every saved search has a private feed for your reader.";

/** /alerts (issue 19 §1): the account's saved searches, their e-mail and feeds, and the digest settings. */
export function AlertsPage() {
  const list = useListAlerts();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Alerts</h1>
        <p className="max-w-2xl text-slate-600">
          Searches you saved on{" "}
          <Link to={ROUTES.news} className="font-medium text-teal-700 underline-offset-4 hover:underline">
            News
          </Link>
          , with the e-mail they send and a private feed of each.
        </p>
      </header>
      {list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading alerts" />
        </div>
      ) : list.isError ? (
        <Alert variant="destructive" title="Alerts could not be loaded">
          <p>{list.error.message}</p>
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <AlertsContent data={list.data} />
      )}
    </div>
  );
}

function AlertsContent({ data }: { data: ListAlertsResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  return (
    <>
      {data.mail.paused && <MailPausedPanel mail={data.mail} />}
      <section aria-labelledby="saved-searches" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="saved-searches" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            Saved searches
          </h2>
          <p className="text-sm text-slate-600">
            {data.alerts.length} of {data.limit} saved searches
          </p>
        </div>
        {data.alerts.length === 0 ? (
          <EmptyState
            isFramed
            icon={<BellRing aria-hidden className="size-10 text-teal-700" />}
            title="No saved searches yet"
            headingLevel="h3"
            text={EMPTY_TEXT}
            action={
              <Button asChild variant="outline">
                <Link to={ROUTES.news}>
                  <Newspaper aria-hidden />
                  Go to News
                </Link>
              </Button>
            }
          />
        ) : (
          <ul className="space-y-4">
            {data.alerts.map((alert) => (
              <li key={alert.id}>
                <SavedSearchItem alert={alert} now={now} onDeleted={() => heading.current?.focus()} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <DigestSettingsForm settings={data.settings} />
    </>
  );
}
