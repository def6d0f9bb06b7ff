import { PendingButton } from "./pending-button";

type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The next page of an infinite query, while there is one. */
export function LoadMore({ query, label = "Load more" }: { query: PagedQuery; label?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <PendingButton
        variant="outline"
        onClick={() => void query.fetchNextPage()}
        isPending={query.isFetchingNextPage}
        pendingLabel="Loading..."
      >
        {label}
      </PendingButton>
    </div>
  );
}
