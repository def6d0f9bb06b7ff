import { useId, useState, type Dispatch, type SetStateAction } from "react";
import { ENTITY_KINDS } from "@/shared/news/tags";
import { NEWS_LIMITS } from "@/shared/limits";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { LazySummaryEditor } from "./editor/lazy-summary-editor";
import { ENTITY_LABELS, type NewsDraft } from "./news-draft";
import { TagEditor } from "./tag-editor";

type NewsDraftFieldsProps = {
  draft: NewsDraft;
  onChange: Dispatch<SetStateAction<NewsDraft>>;
  /** Changes when other content is loaded, so that the editor starts again from `draft.summaryHtml`. */
  editorKey: string;
  isDisabled?: boolean;
};

/** Title, rich-text summary, tags and entities: the ingest result and the review modal alike. */
export function NewsDraftFields({ draft, onChange, editorKey, isDisabled = false }: NewsDraftFieldsProps) {
  const baseId = useId();
  const [selectionText, setSelectionText] = useState("");
  const titleId = `${baseId}-title`;
  const summaryLabelId = `${baseId}-summary`;

  return (
    <div className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor={titleId}>Title</Label>
        <Input
          id={titleId}
          value={draft.title}
          maxLength={NEWS_LIMITS.titleMax}
          disabled={isDisabled}
          onChange={(event) => {
            const title = event.target.value;
            onChange((current) => ({ ...current, title }));
          }}
        />
      </div>
      <div className="space-y-1.5">
        <p id={summaryLabelId} className="text-sm font-medium text-slate-800">
          Summary
        </p>
        <LazySummaryEditor
          key={editorKey}
          initialHtml={draft.summaryHtml}
          isDisabled={isDisabled}
          onChange={(summaryHtml) => onChange((current) => ({ ...current, summaryHtml }))}
          onSelectionChange={setSelectionText}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Tags</legend>
        <TagEditor
          tags={draft.tags}
          onChange={(tags) => onChange((current) => ({ ...current, tags }))}
          selectionText={selectionText}
          isDisabled={isDisabled}
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Entities</legend>
        <p className="text-xs text-slate-500">Comma-separated, one list per kind.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {ENTITY_KINDS.map((kind) => {
            const id = `${baseId}-${kind}`;
            return (
              <div key={kind} className="space-y-1">
                <Label htmlFor={id} className="text-xs text-slate-600">
                  {ENTITY_LABELS[kind]}
                </Label>
                <Input
                  id={id}
                  value={draft.entityText[kind]}
                  disabled={isDisabled}
                  onChange={(event) => {
                    const text = event.target.value;
                    onChange((current) => ({ ...current, entityText: { ...current.entityText, [kind]: text } }));
                  }}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
