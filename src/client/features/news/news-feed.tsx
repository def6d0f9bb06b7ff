import { Rss, Search, X } from "lucide-react";
import { NEWS_LIMITS } from "@/shared/limits";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { LoadMore } from "@/client/components/ui/load-more";
import { Spinner } from "@/client/components/ui/spinner";
import { EVENT_TYPE_NAMES } from "@/shared/entities/names";
import { newsFeedPath } from "@/shared/news/paths";
import { SaveSearchButton } from "../alerts/save-search-button";
import { useGetEntity } from "../entities/use-get-entity";
import { EventFilter } from "./event-filter";
import { NewsCardGrid } from "./news-card";
import { TopicChips } from "./topic-chips";
import { useDebouncedValue, useFeedParams } from "./use-feed-params";
import { useListNewsPages } from "./use-list-news";
import { useListTopics } from "./use-list-topics";

// Long enough to skip the requests of a word being typed, short enough to feel immediate.
const SEARCH_DEBOUNCE_MS = 300;

/** The published feed: search, event, topics, active filters, cards and "Load more" (spec §2 /news). */
export function NewsFeed() {
  const { q, tags, entity, event, group, setQuery, toggleTag, clearEntity, setEvent, setGroupedByStory, clearAll } = useFeedParams();
  const query = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const topics = useListTopics();
  const feed = useListNewsPages({ q: query, tags, entity, event, group, limit: NEWS_LIMITS.pageSize });
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltering = tags.length > 0 || query !== "" || entity !== "" || event !== undefined;

  return (
    <section aria-labelledby="news-feed" className="space-y-6">
      <h2 id="news-feed" className="sr-only">
        Published news
      </h2>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="relative w-full max-w-xl">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label="Search news"
            placeholder="Search news..."
            value={q}
            onChange={(change) => setQuery(change.target.value)}
            maxLength={200}
            className="pl-9"
          />
        </div>
        <EventFilter value={event} onChange={setEvent} />
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={group === "story"}
            onChange={(change) => setGroupedByStory(change.target.checked)}
            className="size-4 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          />
          One card per story
        </label>
        <a
          href={newsFeedPath("rss", { q: query, tags, entity: entity || undefined, event })}
          className="inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:underline"
        >
          <Rss aria-hidden className="size-4" />
          RSS
          <span className="sr-only"> feed of this search</span>
        </a>
      </div>
      {(topics.data?.length ?? 0) > 0 && (
        <TopicChips topics={topics.data ?? []} isSelected={(label) => tags.includes(label)} onToggle={toggleTag} />
      )}
      {(tags.length > 0 || q.trim() !== "" || entity !== "" || event !== undefined) && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-teal-200 bg-teal-50/60 px-3 py-2 text-sm">
          <span className="font-medium text-slate-700">Filtering by:</span>
          {q.trim() && (
            <FilterChip label={`“${q.trim()}”`} removeLabel="Remove search" onRemove={() => setQuery("")} />
          )}
          {entity && <EntityFilterChip slug={entity} onRemove={clearEntity} />}
          {event && (
            <FilterChip
              label={`Event: ${EVENT_TYPE_NAMES[event]}`}
              removeLabel={`Remove filter ${EVENT_TYPE_NAMES[event]}`}
              onRemove={() => setEvent(undefined)}
            />
          )}
          {tags.map((tag) => (
            <FilterChip key={tag} label={tag} removeLabel={`Remove filter ${tag}`} onRemove={() => toggleTag(tag)} />
          ))}
          <div className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-1">
            <SaveSearchButton search={{ q: q.trim(), tags, entity, event }} />
            <Button variant="link" size="sm" className="h-auto px-1" onClick={clearAll}>
              Clear all
            </Button>
          </div>
        </div>
      )}
      {feed.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : items.length > 0 ? (
        <div aria-busy={feed.isPlaceholderData} className={feed.isPlaceholderData ? "opacity-60" : undefined}>
          <NewsCardGrid items={items} />
        </div>
      ) : feed.isSuccess ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          {isFiltering ? "No news items match your filters" : "No published news yet"}
        </p>
      ) : null}
      <LoadMore query={feed} />
    </section>
  );
}

/** The entity the feed is filtered by, by its name once known (its address until then). */
function EntityFilterChip({ slug, onRemove }: { slug: string; onRemove: () => void }) {
  const name = useGetEntity(slug).data?.name ?? slug;
  return <FilterChip label={`Mentions ${name}`} removeLabel={`Remove filter ${name}`} onRemove={onRemove} />;
}

function FilterChip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-teal-300 bg-white py-0.5 pr-1 pl-2.5 text-teal-900">
      {label}
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="rounded-full p-0.5 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </span>
  );
}
