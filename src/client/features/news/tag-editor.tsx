import { ChevronDown, Plus, X } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import { tagSchema, type Tag } from "@/shared/news/contracts";
import { TAG_CATEGORIES, categoryLabel, toTagLabel, type TagCategory } from "@/shared/news/tags";
import { Badge } from "@/client/components/ui/badge";
import { tagDescription } from "./news-format";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";

type TagEditorProps = {
  tags: Tag[];
  onChange: (tags: Tag[]) => void;
  /** The text selected in the summary editor. */
  selectionText: string;
  isDisabled?: boolean;
};

/** Tag chips with × and 'add from selection' with a category (spec §5 Tag creation). */
export function TagEditor({ tags, onChange, selectionText, isDisabled = false }: TagEditorProps) {
  const label = toTagLabel(selectionText);
  const isValidLabel = tagSchema.shape.label.safeParse(label).success;

  function addTag(category: TagCategory) {
    if (!isValidLabel) return;
    // Manually added tags get score 1 (spec §3); the same label again replaces the old tag.
    onChange([...tags.filter((tag) => tag.label !== label), { label, category, score: 1 }]);
    toast.success("Tag added");
  }

  return (
    <div className="space-y-2">
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag.label}>
              <Badge variant="teal" title={tagDescription(tag)} className="py-1 pr-1">
                {tag.label}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag.label}`}
                  disabled={isDisabled}
                  onClick={() => onChange(tags.filter((other) => other.label !== tag.label))}
                  className="rounded-full p-0.5 hover:bg-teal-200 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-50"
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No tags yet.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild disabled={isDisabled || !isValidLabel}>
            <Button variant="outline" size="sm">
              <Plus aria-hidden />
              Add tag from selection
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>Category for “{label}”</DropdownMenuLabel>
            {TAG_CATEGORIES.map((category) => (
              <DropdownMenuItem key={category} onSelect={() => addTag(category)}>
                {categoryLabel(category)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <p className="text-xs text-slate-500" aria-live="polite">
          {isValidLabel
            ? `Selected: “${label}”. Choose a category to add it as a tag.`
            : "Select words in the summary to make a tag from them."}
        </p>
      </div>
    </div>
  );
}
