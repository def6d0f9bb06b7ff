import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { EntityRef, EntityType } from "@/shared/entities/vocabulary";
import { entitiesApi } from "@/client/lib/operations/entities";
import type { ToastMessage } from "@/client/lib/query-client";
import { newsKeys } from "../news/news-keys";

// The editor's review of the links recognition made (issue 17 §1): the doubtful links, a search
// for the entity to merge into, and the four corrections.

/** Links waiting for an editor, newest item first. Editors only (401/403 otherwise). */
export function useMentionsToReview() {
  return useQuery({ ...entitiesApi.listReview.queryOptions({ query: {} }), retry: false });
}

/** Entities of `type` (not merged ones) whose name or address contains `q`; nothing is asked for a blank query. */
export function useEntitySearch(q: string, type: EntityType) {
  const query = q.trim();
  return useQuery({
    ...entitiesApi.search.queryOptions({ query: { q: query, type } }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** A correction changes entity pages, the review list and the links every item shows. */
function invalidateCorrected(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: entitiesApi.get.key().slice(0, 1) }),
    queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  ]);
}

/**
 * A correction's mutation: its toast on success; a failure is shown where it was made (the dialog's
 * field), or by the generic error toast when `handlesErrors` is false (a row's Confirm).
 */
function useCorrection<V, D>(mutationFn: (variables: V) => Promise<D>, successToast: (data: D, variables: V) => ToastMessage, handlesErrors: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successToast: successToast as (data: never, variables: never) => ToastMessage, handlesErrors },
    onSuccess: () => void invalidateCorrected(queryClient),
  });
}

type MentionInput = { entity: EntityRef; itemId: string; surface: string };

export function useConfirmMention() {
  return useCorrection(
    ({ entity, itemId }: MentionInput) => entitiesApi.confirmMention({ params: { slug: entity.slug, item_id: itemId } }),
    (_data, { entity, surface }) => ({ title: "Link confirmed", description: `“${surface}” stays linked to ${entity.name}.` }),
    false,
  );
}

export function useSplitMention() {
  return useCorrection(
    ({ entity, itemId, name }: MentionInput & { name: string }) => entitiesApi.splitMention({ params: { slug: entity.slug, item_id: itemId }, body: { name } }),
    (target, { surface }) => ({ title: "Mention split off", description: `“${surface}” now links to ${target.name}.` }),
    true,
  );
}

export function useRenameEntity() {
  return useCorrection(
    ({ entity, name }: { entity: EntityRef; name: string }) => entitiesApi.rename({ params: { slug: entity.slug }, body: { name } }),
    (renamed, { entity }) => ({ title: "Entity renamed", description: `${entity.name} is now called ${renamed.name}.` }),
    true,
  );
}

export function useMergeEntity() {
  return useCorrection(
    ({ entity, into }: { entity: EntityRef; into: string }) => entitiesApi.merge({ params: { slug: entity.slug }, body: { into } }),
    (target, { entity }) => ({ title: "Entities merged", description: `${entity.name} is now part of ${target.name}; its page leads there.` }),
    true,
  );
}
