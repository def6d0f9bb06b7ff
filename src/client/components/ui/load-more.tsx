import { Button } from "./button";
import { Spinner } from "./spinner";

type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The next page of an infinite query, while there is one. */
export function LoadMore({ query, label = "Load more" }: { query: PagedQuery; label?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage && <Spinner label={null} />}
        {query.isFetchingNextPage ? "Loading..." : label}
      </Button>
    </div>
  );
}
