import { Suspense, lazy, useEffect } from "react";
import { Link, Navigate, useParams } from "react-router";
import type { EntityPage as EntityPageData } from "@/shared/entities/contracts";
import { entityFeedPath, entityPagePath } from "@/shared/entities/paths";
import { ENTITY_TYPE_NAMES } from "@/shared/entities/names";
import { NEWS_LIMITS } from "@/shared/limits";
import { PAGE_TITLES, documentTitle } from "@/shared/site/page-titles";
import { ROUTES } from "@/shared/site/routes";
import { Alert } from "@/client/components/ui/alert";
import { BackLink } from "@/client/components/ui/back-link";
import { Badge } from "@/client/components/ui/badge";
import { LoadMore } from "@/client/components/ui/load-more";
import { PageSpinner, Spinner } from "@/client/components/ui/spinner";
import { isApiError } from "@/client/lib/api";
import { FollowButton } from "../alerts/follow-button";
import { NewsCardGrid } from "../news/news-card";
import { useListNewsPages } from "../news/use-list-news";
import { schemeName, scriptName } from "./entity-format";
import { SOURCES } from "./entity-sources";
import { EntityTimeline } from "./entity-timeline";
import { SectionHeading, SourceSection } from "./source-section";
import { useGetEntity } from "./use-get-entity";

// The entity's catalysts (issue 21) are a chunk of their own, asked for once the entity has loaded:
// the page's first load carries only the import.
const EntityCatalysts = lazy(async () => ({ default: (await import("../catalysts/entity-catalysts")).EntityCatalysts }));

/** /entities/{slug}: what we know of an entity and everything the product finds about it (issue 17 §4). */
export function EntityPage() {
  const slug = useParams().slug ?? "";
  const entity = useGetEntity(slug);
  const name = entity.data?.name ?? PAGE_TITLES.entity;
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);

  if (entity.isPending) return <PageSpinner />;
  if (entity.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <BackLink to={ROUTES.news}>Back to news</BackLink>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{isApiError(entity.error, "not_found") ? "Entity not found" : "Entity unavailable"}</h1>
        <Alert variant={isApiError(entity.error, "not_found") ? "info" : "destructive"}>{entity.error.message}</Alert>
      </div>
    );
  }
  // A merged entity's old address: the page of the one it was merged into, in place of it in history.
  if (entity.data.slug !== slug) return <Navigate to={entityPagePath(entity.data.slug)} replace />;
  return <EntityDetails entity={entity.data} />;
}

function EntityDetails({ entity }: { entity: EntityPageData }) {
  return (
    <article className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={ROUTES.news}>Back to news</BackLink>
      <header className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-4">
          <Badge variant="teal">{ENTITY_TYPE_NAMES[entity.type]}</Badge>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">{entity.name}</h1>
            <FollowButton entity={entity} />
          </div>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            {entity.aliases.map((group) => (
              <div key={group.script} className="contents">
                <dt className="font-medium text-slate-700">{scriptName(group.script)}</dt>
                <dd className="break-words text-slate-600">{group.names.join(", ")}</dd>
              </div>
            ))}
            {entity.identifiers.map((identifier) => (
              <div key={`${identifier.scheme}:${identifier.value}`} className="contents">
                <dt className="font-medium text-slate-700">{schemeName(identifier.scheme)}</dt>
                <dd className="font-mono break-all text-slate-600">{identifier.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <EntityTimeline timeline={entity.timeline} />
      </header>
      <EntityNews entity={entity} />
      <Suspense fallback={null}>
        <EntityCatalysts entity={entity} />
      </Suspense>
      <div className="grid gap-6 md:grid-cols-2">
        {SOURCES.map((source) => (
          <SourceSection key={source.title} source={source} entity={entity} />
        ))}
      </div>
    </article>
  );
}

/** The feed of the items that mention it, as /news?entity= shows them. */
function EntityNews({ entity }: { entity: EntityPageData }) {
  const feed = useListNewsPages({ q: "", tags: [], entity: entity.slug, limit: NEWS_LIMITS.pageSize });
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="entity-news" className="space-y-4">
      <SectionHeading id="entity-news" title="News" count={entity.news_count} />
      {feed.isPending ? (
        <Spinner label="Loading news" className="mx-auto size-6" />
      ) : feed.isError ? (
        <Alert variant="destructive">{feed.error.message}</Alert>
      ) : items.length > 0 ? (
        <NewsCardGrid items={items} />
      ) : (
        <p className="text-sm text-slate-600">No published news mentions {entity.name} yet.</p>
      )}
      <LoadMore query={feed} />
      {items.length > 0 && (
        <p className="text-sm">
          <Link to={entityFeedPath(entity.slug)} className="font-medium text-teal-700 hover:underline">
            Open as a feed, with search and topics
          </Link>
        </p>
      )}
    </section>
  );
}
