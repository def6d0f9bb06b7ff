import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { EVENT_TYPE_NAMES } from "@/shared/entities/names";
import type { EventType } from "@/shared/entities/vocabulary";
import { NEWS_LIMITS } from "@/shared/limits";
import type { NewsListFilters } from "./news-keys";
import { KEEP_SCROLL } from "@/client/components/layout/scroll-restoration";

/** An event type of the URL's `?event=`, or undefined for none or one the API does not take. */
export function feedEventOf(value: string | null): EventType | undefined {
  return value !== null && Object.hasOwn(EVENT_TYPE_NAMES, value) ? (value as EventType) : undefined;
}

/**
 * The feed's search, tag, entity and event filters and its grouping live in the URL
 * (`?q=…&tag=a&tag=b&entity=company-pfizer&event=approval&group=story`), so links and Back work.
 */
export function useFeedParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q") ?? "";
  const tags = [...new Set(searchParams.getAll("tag").filter(Boolean))].slice(0, NEWS_LIMITS.tagFiltersMax);
  const entity = (searchParams.get("entity") ?? "").slice(0, NEWS_LIMITS.entitySlugMax);
  const event = feedEventOf(searchParams.get("event"));
  const group: NewsListFilters["group"] = searchParams.get("group") === "story" ? "story" : undefined;

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace, state: KEEP_SCROLL },
      ),
    [setSearchParams],
  );

  // Each keystroke replaces the entry, so Back leaves the search instead of undoing letters.
  const setQuery = (value: string) =>
    update((params) => (value ? params.set("q", value) : params.delete("q")), true);

  const toggleTag = (label: string) =>
    update((params) => {
      const current = params.getAll("tag");
      params.delete("tag");
      const next = current.includes(label) ? current.filter((tag) => tag !== label) : [...current, label];
      for (const tag of next) params.append("tag", tag);
    });

  const clearEntity = () => update((params) => params.delete("entity"));

  const setEvent = (value: EventType | undefined) => update((params) => (value ? params.set("event", value) : params.delete("event")));

  const setGroupedByStory = (isGrouped: boolean) => update((params) => (isGrouped ? params.set("group", "story") : params.delete("group")));

  const clearAll = () =>
    update((params) => {
      params.delete("tag");
      params.delete("q");
      params.delete("entity");
      params.delete("event");
    });

  return { q, tags, entity, event, group, setQuery, toggleTag, clearEntity, setEvent, setGroupedByStory, clearAll };
}

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
