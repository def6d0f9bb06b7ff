import { useId } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type { reviewRowSchema } from "@/shared/news/contracts";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { Badge } from "@/client/components/ui/badge";
import { LoadMore } from "@/client/components/ui/load-more";
import { Spinner } from "@/client/components/ui/spinner";
import { errorMessage } from "./news-errors";
import { formatLocalDateTime } from "./news-format";
import { useListOwnNews } from "./use-list-review";

type OwnRow = z.infer<typeof reviewRowSchema>;

/**
 * News Review for an account without editor rights (issue 15 §5): what it saved or published
 * itself, with each item's status. The server lists the caller's own items only.
 */
export function OwnNews() {
  const headingId = useId();
  const list = useListOwnNews({ enabled: true });
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Your drafts and publications
        </h2>
        <p className="text-sm text-slate-600">
          Articles you summarized on the{" "}
          <Link to={ROUTES.news} className="font-medium text-teal-700 hover:underline">
            news page
          </Link>
          . A draft stays Pending until it is published.
        </p>
      </div>
      {list.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner label={null} /> Loading...
        </p>
      ) : list.isError ? (
        <Alert variant="destructive">{errorMessage(list.error, "Failed to load items")}</Alert>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          You have not saved or published any news yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <OwnNewsRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      <LoadMore query={list} />
    </section>
  );
}

function OwnNewsRow({ row }: { row: OwnRow }) {
  const isPublished = row.status === "published";
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        {isPublished ? (
          <Link to={`/news/${row.id}`} className="font-medium break-words text-teal-800 hover:underline">
            {row.title}
          </Link>
        ) : (
          <p className="font-medium break-words text-slate-900">{row.title}</p>
        )}
        <p className="truncate text-xs text-slate-500">
          <time dateTime={row.created_at}>{formatLocalDateTime(row.created_at)}</time>
          {" · "}
          <a href={row.source_url} target="_blank" rel="noopener noreferrer" className="hover:underline" title={row.source_url}>
            {row.source_url}
          </a>
        </p>
      </div>
      <Badge variant={isPublished ? "teal" : "amber"} className="self-start sm:self-center">
        {isPublished ? "Published" : "Pending"}
      </Badge>
    </li>
  );
}
