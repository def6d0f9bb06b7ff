import { useEffect, useState } from "react";
import { toast } from "@/client/components/ui/toast";
import type { CreateNewsRequest, IngestNewsResponse, ingestNewsRequestSchema } from "@/shared/news/contracts";
import { SIGN_IN_TO_GENERATE, SIGN_IN_TO_PUBLISH } from "@/shared/news/messages";
import { isApiError } from "@/client/lib/api";
import { useEditorStatus, useMe } from "@/client/lib/session";
import { draftEntities, toDraft, type NewsDraft } from "./news-draft";
import { errorMessage, existingItemId } from "./news-errors";
import { htmlToText } from "./news-format";
import { useCreateNews } from "./use-create-news";
import { useIngestNews } from "./use-ingest-news";
import { useNewsCredits } from "./use-news-credits";
import { NO_ID_MESSAGE, usePublishDraft } from "./use-publish-news";

type UrlSchema = typeof ingestNewsRequestSchema;
let urlSchemaLoad: Promise<UrlSchema> | null = null;

/**
 * The shared schema that checks the URL as the server will. It comes with the schema library,
 * which /news does not otherwise need: loaded once someone types, not with the page.
 */
function useUrlSchema(needed: boolean): UrlSchema | null {
  const [schema, setSchema] = useState<UrlSchema | null>(null);
  useEffect(() => {
    if (!needed || schema) return;
    urlSchemaLoad ??= import("@/shared/news/contracts").then((contracts) => contracts.ingestNewsRequestSchema);
    let current = true;
    void urlSchemaLoad.then((loaded) => current && setSchema(() => loaded));
    return () => {
      current = false;
    };
  }, [needed, schema]);
  return schema;
}

export type IngestFailure = { message: string; existingId?: string | null; needsSignIn?: boolean };

type Preview = { result: IngestNewsResponse; draft: NewsDraft; key: number; savedId: string | null };

/** The ingest flow: idle, generating, result (editable), then copy, clear, save or publish (spec §4). */
export function useIngestTool() {
  const me = useMe();
  const editorStatus = useEditorStatus();
  // Editor access unlocked by the editor password counts as a session for news work.
  const isSignedIn = Boolean(me.data) || editorStatus.data?.active === true;
  const credits = useNewsCredits(isSignedIn);
  const ingest = useIngestNews();
  const create = useCreateNews();
  const publish = usePublishDraft();
  const [url, setUrl] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<IngestFailure | null>(null);

  const urlSchema = useUrlSchema(url !== "");
  const parsedUrl = urlSchema?.safeParse({ url }) ?? null;
  const urlError = url.trim() !== "" && parsedUrl && !parsedUrl.success ? "Please enter a valid URL" : null;
  const isBusy = ingest.isPending || create.isPending || publish.isPending;
  const draft = preview?.draft ?? null;
  const isDraftComplete = Boolean(draft && draft.title.trim() && htmlToText(draft.summaryHtml));

  function fail(message: string, extra: Omit<IngestFailure, "message"> = {}) {
    setFailure({ message, ...extra });
    toast.error("Error", { description: message });
  }

  function generate() {
    if (!parsedUrl?.success || isBusy) return;
    setFailure(null);
    if (!isSignedIn) return fail(SIGN_IN_TO_GENERATE, { needsSignIn: true });
    ingest.mutate(parsedUrl.data.url, {
      onSuccess: (result) => {
        setPreview((current) => ({ result, draft: toDraft(result), key: (current?.key ?? 0) + 1, savedId: null }));
        toast.success("Summary generated!");
      },
      onError: (error) => {
        if (isApiError(error, "unauthenticated")) return fail(SIGN_IN_TO_GENERATE, { needsSignIn: true });
        fail(errorMessage(error, "Failed to generate summary"), { existingId: existingItemId(error) });
      },
    });
  }

  function setDraft(update: NewsDraft | ((current: NewsDraft) => NewsDraft)) {
    setPreview((current) =>
      current && { ...current, draft: typeof update === "function" ? update(current.draft) : update },
    );
  }

  function saveRequest(): CreateNewsRequest | null {
    if (!preview) return null;
    const { result, draft: current } = preview;
    const entities = draftEntities(current);
    return {
      title: current.title.trim(),
      summary_en: current.summaryHtml,
      source_url: result.source_url,
      published_at: result.published_at,
      language_detected: result.language_detected,
      translated: result.translated,
      tags: current.tags,
      entities,
      raw_keywords: result.raw_keywords,
      // Cards show the companies as edited here.
      facets: { ...result.facets, companies: entities.companies },
      preview_token: result.preview_token,
    };
  }

  const markSaved = (id: string) => setPreview((current) => current && { ...current, savedId: id });

  function saveDraft() {
    const request = saveRequest();
    if (!request || !isDraftComplete || isBusy || preview?.savedId) return;
    setFailure(null);
    create.mutate(request, {
      onSuccess: ({ id }) => {
        if (!id) return fail(NO_ID_MESSAGE);
        markSaved(id);
        toast.success("News item saved as draft");
      },
      onError: (error) => fail(errorMessage(error, "Failed to save draft")),
    });
  }

  function publishDraft() {
    const request = saveRequest();
    if (!request || !isDraftComplete || isBusy) return;
    setFailure(null);
    if (!isSignedIn) return fail(SIGN_IN_TO_PUBLISH, { needsSignIn: true });
    publish.mutate(
      { draft: request, savedId: preview?.savedId ?? null, onSaved: markSaved },
      {
        onSuccess: () => {
          toast.success("Published!");
          clear();
        },
        onError: (error) => {
          if (isApiError(error, "unauthenticated")) return fail(SIGN_IN_TO_PUBLISH, { needsSignIn: true });
          if (error.message === NO_ID_MESSAGE) return fail(NO_ID_MESSAGE);
          fail(errorMessage(error, "Failed to publish"), { existingId: existingItemId(error) });
        },
      },
    );
  }

  async function copy() {
    if (!draft) return;
    const text = [draft.title.trim(), htmlToText(draft.summaryHtml), preview?.result.source_url]
      .filter(Boolean)
      .join("\n\n");
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copied!", { description: "Summary copied to clipboard" });
    } catch {
      toast.error("Error", { description: "Failed to copy to clipboard" });
    }
  }

  function clear() {
    setUrl("");
    setPreview(null);
    setFailure(null);
  }

  return {
    url,
    setUrl,
    urlError,
    canGenerate: Boolean(parsedUrl?.success) && !isBusy,
    isGenerating: ingest.isPending,
    isSaving: create.isPending,
    isPublishing: publish.isPending,
    isBusy,
    isDraftComplete,
    credits: credits.data,
    failure,
    preview,
    setDraft,
    generate,
    saveDraft,
    publishDraft,
    copy,
    clear,
  };
}
