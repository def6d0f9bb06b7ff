import { useRef } from "react";
import type { Website } from "@/shared/monitor/contracts";
import { plural } from "@/shared/plural";
import { Alert } from "@/client/components/ui/alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useNow } from "@/client/features/comments/use-now";
import { WebsiteItem } from "./website-item";

type WebsiteListProps = {
  websites: readonly Website[] | undefined;
  state: "loading" | "error" | "ready";
  errorMessage?: string;
};

/** The monitored websites, newest first (spec §2, §7 "ordered by created_at descending"). */
export function WebsiteList({ websites = [], state, errorMessage }: WebsiteListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  const activeCount = websites.filter((website) => website.is_active).length;

  return (
    <section aria-labelledby="monitored-websites-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          ref={heading}
          id="monitored-websites-heading"
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-slate-900 focus:outline-none"
        >
          Monitored Websites
        </h2>
        {state === "ready" && websites.length > 0 && (
          <p className="text-sm text-slate-600">
            {plural(websites.length, "website")}, {activeCount} active
          </p>
        )}
      </div>
      {state === "loading" ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading websites" />
        </div>
      ) : state === "error" ? (
        <Alert variant="destructive" title="The websites could not be loaded">
          {errorMessage ?? "Please reload the page."}
        </Alert>
      ) : websites.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-medium text-slate-900">No websites are monitored yet</p>
          <p className="mt-1 text-sm text-slate-600">Add a news site to start finding new articles.</p>
        </div>
      ) : (
        <ul className="space-y-4">
          {websites.map((website) => (
            <li key={website.id}>
              <WebsiteItem website={website} now={now} onDeleted={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
