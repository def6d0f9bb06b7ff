import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { catalystsApi } from "@/client/lib/operations/catalysts";
import { listCatalystsInput, type CalendarFilter } from "./calendar-params";

/** The calendar, page after page ("Load more"); the previous answer stays while new filters load. */
export function useListCatalystPages(filter: CalendarFilter, limit?: number) {
  return useInfiniteQuery({
    queryKey: [...catalystsApi.list.key(listCatalystsInput(filter, limit)), "pages"],
    queryFn: ({ pageParam, signal }) => catalystsApi.list(listCatalystsInput(filter, limit, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** One page of catalysts: an entity page's few. */
export function useListCatalysts(filter: CalendarFilter, limit: number, isEnabled = true) {
  return useQuery({ ...catalystsApi.list.queryOptions(listCatalystsInput(filter, limit)), enabled: isEnabled, retry: false });
}
