import { Link } from "react-router";
import { NEWS_LIMITS } from "@/shared/limits";
import { Spinner } from "@/client/components/ui/spinner";
import { formatCardDate } from "./news-format";
import { useListNews } from "./use-list-news";

/** The latest 5 published items under the ingest tool, refreshed after a publication (spec §2 /news). */
export function LatestPublished() {
  const latest = useListNews({ q: "", tags: [], limit: NEWS_LIMITS.latestPublishedInIngest });
  const items = latest.data?.items ?? [];
  return (
    <section aria-labelledby="latest-published" className="space-y-3">
      <h3 id="latest-published" className="text-sm font-semibold text-slate-700">
        Latest published
      </h3>
      {latest.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-500">No published news yet</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3">
              <time dateTime={item.published_at ?? item.created_at} className="shrink-0 text-xs text-slate-500">
                {formatCardDate(item)}
              </time>
              <Link to={`/news/${item.id}`} className="line-clamp-1 text-sm font-medium text-teal-800 hover:underline">
                {item.title}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
