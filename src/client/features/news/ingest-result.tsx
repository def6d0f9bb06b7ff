import { Copy, Eraser, Save, Send } from "lucide-react";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { NewsDraftFields } from "./news-draft-fields";
import { engineLine, publicationsLeft } from "./news-format";
import { SummaryOrigin } from "./summary-origin";
import type { useIngestTool } from "./use-ingest-tool";

type IngestTool = ReturnType<typeof useIngestTool>;

/** The editable preview with its actions: copy, clear, Save as Draft, Publish (spec §2 /news). */
export function IngestResult({ tool, preview }: { tool: IngestTool; preview: NonNullable<IngestTool["preview"]> }) {
  const { result, savedId } = preview;
  const isLocked = savedId !== null || tool.isBusy;
  const canSubmit = tool.isDraftComplete && !tool.isBusy;

  return (
    <section aria-label="Preview" className="mt-6 space-y-5 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <span>{engineLine(result.engine, result.model)}</span>
        <SummaryOrigin origin={result} />
        <a href={result.source_url} target="_blank" rel="noopener noreferrer" className="truncate text-teal-700 hover:underline">
          {result.source_url}
        </a>
      </div>
      {result.notice && <Alert variant="info">{result.notice}</Alert>}
      {savedId && (
        <Alert variant="success">Saved as a draft for review. Publish it now, or clear the form to start again.</Alert>
      )}
      <NewsDraftFields draft={preview.draft} onChange={tool.setDraft} editorKey={String(preview.key)} isDisabled={isLocked} />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void tool.copy()}>
            <Copy aria-hidden />
            Copy
          </Button>
          <Button variant="ghost" onClick={tool.clear} disabled={tool.isBusy}>
            <Eraser aria-hidden />
            Clear
          </Button>
        </div>
        <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row sm:items-center">
          <Button variant="outline" onClick={tool.saveDraft} disabled={!canSubmit || savedId !== null}>
            {tool.isSaving ? <Spinner label={null} /> : <Save aria-hidden />}
            {tool.isSaving ? "Saving..." : "Save as Draft"}
          </Button>
          <div className="flex flex-col items-stretch gap-1 sm:items-end">
            <Button onClick={tool.publishDraft} disabled={!canSubmit}>
              {tool.isPublishing ? <Spinner label={null} /> : <Send aria-hidden />}
              {tool.isPublishing ? "Publishing..." : "Publish"}
            </Button>
            {tool.credits && <span className="text-xs text-slate-500">{publicationsLeft(tool.credits)}</span>}
          </div>
        </div>
      </div>
    </section>
  );
}
