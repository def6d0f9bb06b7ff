import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/client/components/ui/badge";
import { Spinner } from "@/client/components/ui/spinner";
import { errorMessage } from "./news-errors";
import { newsApi } from "@/client/lib/operations/news";
import { BRIEF_EXPLANATION } from "@/shared/news/messages";
import { languageName } from "./news-format";

type Origin = { translated: boolean; english_brief: boolean; language_detected: string | null };

/** What the English text is: a translation, or a brief of the facts recognized in the original (issue 17 §3). */
export function SummaryOrigin({ origin }: { origin: Origin }) {
  if (!origin.language_detected) return null;
  const language = languageName(origin.language_detected);
  if (origin.translated) return <Badge variant="teal">Translated from {language}</Badge>;
  if (!origin.english_brief) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant="outline">English brief from {language}</Badge>
      <span className="text-xs text-slate-500">{BRIEF_EXPLANATION}</span>
    </span>
  );
}

/** The article as fetched, in its own language, one click from the English text. */
export function OriginalArticle({ id, language }: { id: string; language: string | null }) {
  const [isOpen, setOpen] = useState(false);
  const original = useQuery({ ...newsApi.getOriginal.queryOptions({ params: { id } }), enabled: isOpen, retry: false });
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-teal-800">
        Original article{language ? ` (${languageName(language)})` : ""}
      </summary>
      <div className="mt-3">
        {original.isPending && isOpen && <Spinner label="Loading the original article" className="size-5" />}
        {original.isError && <p className="text-slate-600">{errorMessage(original.error, "The original article could not be loaded.")}</p>}
        {original.data && (
          <div lang={original.data.language ?? undefined} className="max-h-96 space-y-3 overflow-y-auto">
            <p className="font-semibold text-slate-900">{original.data.title}</p>
            <p className="whitespace-pre-line text-slate-700">{original.data.text}</p>
          </div>
        )}
      </div>
    </details>
  );
}
