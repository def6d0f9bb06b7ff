import { Suspense, lazy, useEffect, useState } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { NewsStatus } from "@/shared/news/contracts";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { LoadMore } from "@/client/components/ui/load-more";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { isApiError } from "@/client/lib/api";
import { useMe } from "@/client/lib/session";
import { EntityReview } from "../entities/entity-review";
import { EditNewsDialog } from "./edit-news-dialog";
import { toastError } from "./news-errors";
import { OwnNews } from "./own-news";
import { ReviewAccessDenied } from "./review-access-denied";
import { ReviewTable } from "./review-table";
import { useListReview } from "./use-list-review";

/** The news by status, the entity links recognition left for an editor (issue 17 §1) and the catalysts extracted (issue 21 §2). */
type ReviewTab = NewsStatus | "entities" | "catalysts";
const TABS: readonly ReviewTab[] = ["pending", "published", "entities", "catalysts"];

// Its own chunk, loaded when its tab is first opened.
const CatalystReview = lazy(async () => ({ default: (await import("../catalysts/catalyst-review")).CatalystReview }));

function isAccessError(error: unknown): boolean {
  return isApiError(error, "unauthenticated") || isApiError(error, "forbidden");
}

/**
 * /review and /news-review (spec §2): pending and published items for editors and admins. An
 * account the server does not let review (403) sees its own items instead (issue 15 §5).
 */
export function NewsReviewPage() {
  const me = useMe();
  const [tab, setTab] = useState<ReviewTab>("pending");
  const [editingId, setEditingId] = useState<string | null>(null);
  // The news list answers who may review, whichever tab is open.
  const newsTab: NewsStatus = tab === "published" ? "published" : "pending";
  const list = useListReview(newsTab);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const isDenied = isAccessError(list.error);
  const isSignedInWithoutRights = isApiError(list.error, "forbidden");

  // spec §8: a failed load is a toast 'Error' with the server's message or 'Failed to load items'.
  useEffect(() => {
    if (list.error && !isAccessError(list.error)) toastError(list.error, "Failed to load items");
  }, [list.error, list.errorUpdatedAt]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">News Review</h1>
        <Button asChild variant="outline">
          <Link to={ROUTES.home}>
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </Button>
      </header>
      {isDenied ? (
        <div className="space-y-10">
          {isSignedInWithoutRights && <OwnNews />}
          <ReviewAccessDenied isSignedIn={isSignedInWithoutRights || Boolean(me.data)} />
        </div>
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(TABS.find((known) => known === value) ?? "pending")}>
          <TabsList className="max-w-3xl">
            <TabsTrigger value="pending">Pending</TabsTrigger>
            <TabsTrigger value="published">Published</TabsTrigger>
            <TabsTrigger value="entities">Entities to review</TabsTrigger>
            <TabsTrigger value="catalysts">Catalysts to review</TabsTrigger>
          </TabsList>
          <TabsContent value="entities">
            <EntityReview />
          </TabsContent>
          <TabsContent value="catalysts">
            <Suspense fallback={<Spinner label="Loading catalysts" className="mx-auto size-6" />}>
              <CatalystReview />
            </Suspense>
          </TabsContent>
          <TabsContent value={newsTab} className="space-y-4">
            <ReviewTable
              label={tab === "pending" ? "Pending items" : "Published items"}
              rows={rows}
              state={list.isPending ? "loading" : list.isError ? "error" : "ready"}
              onEdit={setEditingId}
            />
            <LoadMore query={list} />
          </TabsContent>
        </Tabs>
      )}
      <EditNewsDialog itemId={editingId} onClose={() => setEditingId(null)} onPublished={() => setTab("published")} />
    </div>
  );
}
