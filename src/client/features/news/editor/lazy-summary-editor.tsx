import { lazy, Suspense } from "react";
import { NEWS_LIMITS } from "@/shared/limits";
import { Spinner } from "@/client/components/ui/spinner";
import type { SummaryEditorProps } from "./summary-editor";

// Tiptap is the heaviest part of the client (~140 KB gzip): only editing screens load it.
const SummaryEditor = lazy(() => import("./summary-editor"));

export function LazySummaryEditor(props: SummaryEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="flex items-center justify-center rounded-md border border-slate-300 bg-white"
          style={{ minHeight: NEWS_LIMITS.editorMinHeightPx }}
        >
          <Spinner label="Loading the editor" />
        </div>
      }
    >
      <SummaryEditor {...props} />
    </Suspense>
  );
}
