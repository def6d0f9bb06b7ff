import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { NEWS_LIMITS } from "@/shared/limits";

/**
 * The feed's search, tag and entity filters live in the URL (`?q=…&tag=a&tag=b&entity=company-pfizer`),
 * so links and Back work.
 */
export function useFeedParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q") ?? "";
  const tags = [...new Set(searchParams.getAll("tag").filter(Boolean))].slice(0, NEWS_LIMITS.tagFiltersMax);
  const entity = (searchParams.get("entity") ?? "").slice(0, NEWS_LIMITS.entitySlugMax);

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true },
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

  const clearAll = () =>
    update((params) => {
      params.delete("tag");
      params.delete("q");
      params.delete("entity");
    });

  return { q, tags, entity, setQuery, toggleTag, clearEntity, clearAll };
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
