import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { MentionToReview } from "@/shared/entities/contracts";
import { ENTITY_TYPE_NAMES } from "@/shared/entities/names";
import { entityPagePath } from "@/shared/entities/paths";
import type { EntityRef } from "@/shared/entities/vocabulary";
import { NEWS_LIMITS } from "@/shared/limits";
import { Alert } from "@/client/components/ui/alert";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { Spinner } from "@/client/components/ui/spinner";
import { CELL, ReviewTableFrame } from "../news/review-table";
import { useDebouncedValue } from "../news/use-feed-params";
import { useConfirmMention, useEntitySearch, useMentionsToReview, useMergeEntity, useRenameEntity, useSplitMention } from "./use-entity-review";

// "Entities to review" on News Review (issue 17 §1): the links recognition made with too little
// confidence, each confirmed or split off to another entity, and the entity itself renamed or
// merged into another.

type Correction = { kind: "split"; row: MentionToReview } | { kind: "rename"; entity: EntityRef } | { kind: "merge"; entity: EntityRef };

const COLUMNS = ["Item", "Mention", "Linked to", "Confidence", "Action"] as const;
const SEARCH_DELAY_MS = 250;

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;
const rowKey = (row: MentionToReview) => `${row.news_item_id}:${row.entity.slug}`;

/** The review list; its dialogs open one at a time. */
export function EntityReview() {
  const list = useMentionsToReview();
  const [correction, setCorrection] = useState<Correction | null>(null);
  const rows = list.data?.items ?? [];
  const close = () => setCorrection(null);
  const placeholder = list.isPending ? "Loading..." : list.isError ? "Failed to load links" : rows.length === 0 ? "No links wait for review" : null;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Links made from a name spelt almost like a known entity&apos;s wait here. Confirm a right one; split a wrong one off to the entity it
        names; rename or merge the entity itself (a merged entity&apos;s page then leads to the other).
      </p>
      {list.isError && <Alert variant="destructive">{list.error.message}</Alert>}
      <ReviewTableFrame label="Entities to review" columns={COLUMNS} minWidthClass="min-w-[52rem]" placeholder={placeholder}>
        {rows.map((row) => (
          <ReviewRow key={rowKey(row)} row={row} onCorrect={setCorrection} />
        ))}
      </ReviewTableFrame>
      {correction?.kind === "split" && <SplitDialog row={correction.row} onClose={close} />}
      {correction?.kind === "rename" && <RenameDialog entity={correction.entity} onClose={close} />}
      {correction?.kind === "merge" && <MergeDialog entity={correction.entity} onClose={close} />}
    </div>
  );
}

function ReviewRow({ row, onCorrect }: { row: MentionToReview; onCorrect: (correction: Correction) => void }) {
  const confirm = useConfirmMention();
  const { entity } = row;
  return (
    <tr className="hover:bg-slate-50">
      <td className={`${CELL} max-w-56 font-medium text-slate-900`}>
        <Link to={`/news/${row.news_item_id}`} className="hover:underline">
          {row.title}
        </Link>
      </td>
      <td className={`${CELL} max-w-80`}>
        <p className="font-medium text-slate-900">{row.surface}</p>
        <blockquote className="mt-1 border-l-2 border-slate-200 pl-2 text-slate-600">{row.quote}</blockquote>
      </td>
      <td className={CELL}>
        <div className="space-y-2">
          <Link to={entityPagePath(entity.slug)} className="font-medium text-teal-700 hover:underline">
            {entity.name}
          </Link>
          <div>
            <Badge variant="outline">{ENTITY_TYPE_NAMES[entity.type]}</Badge>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="ghost" onClick={() => onCorrect({ kind: "rename", entity })}>
              Rename
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onCorrect({ kind: "merge", entity })}>
              Merge into…
            </Button>
          </div>
        </div>
      </td>
      <td className={`${CELL} whitespace-nowrap text-slate-600`}>
        {percent(row.confidence)}
        <span className="block text-xs text-slate-500">{row.method === "fuzzy" ? "similar name" : row.method}</span>
      </td>
      <td className={CELL}>
        <div className="flex flex-wrap gap-2">
          <PendingButton size="sm" isPending={confirm.isPending} onClick={() => confirm.mutate({ entity, itemId: row.news_item_id, surface: row.surface })}>
            Confirm
          </PendingButton>
          <Button size="sm" variant="outline" onClick={() => onCorrect({ kind: "split", row })}>
            Split…
          </Button>
        </div>
      </td>
    </tr>
  );
}

type NameDialogProps = {
  title: string;
  description: string;
  label: string;
  initialName: string;
  submitLabel: string;
  isPending: boolean;
  /** The server's refusal, shown at the field. */
  serverError: string | undefined;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** A dialog that asks for one name: a split's new entity, an entity's right name. */
function NameDialog({ title, description, label, initialName, submitLabel, isPending, serverError, onSubmit, onClose }: NameDialogProps) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [emptyError, setEmptyError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setEmptyError("Give a name.");
    setEmptyError(undefined);
    onSubmit(name.trim());
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label={title} className="space-y-4">
          <FormField required id={`${id}-name`} label={label} error={emptyError ?? serverError}>
            <Input autoComplete="off" maxLength={NEWS_LIMITS.entityMax} value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <PendingButton type="submit" isPending={isPending}>
              {submitLabel}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SplitDialog({ row, onClose }: { row: MentionToReview; onClose: () => void }) {
  const split = useSplitMention();
  return (
    <NameDialog
      title="Split this mention off"
      description={`“${row.surface}” in “${row.title}” is not ${row.entity.name}. Name the entity it is: one of that name is made if none exists.`}
      label="Entity it names"
      initialName={row.surface}
      submitLabel="Split"
      isPending={split.isPending}
      serverError={split.error?.message}
      onSubmit={(name) => split.mutate({ entity: row.entity, itemId: row.news_item_id, surface: row.surface, name }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function RenameDialog({ entity, onClose }: { entity: EntityRef; onClose: () => void }) {
  const rename = useRenameEntity();
  return (
    <NameDialog
      title={`Rename ${entity.name}`}
      description="Every item shows the new name; the page keeps its address, and the old name stays one the entity is known by."
      label="Name"
      initialName={entity.name}
      submitLabel="Rename"
      isPending={rename.isPending}
      serverError={rename.error?.message}
      onSubmit={(name) => rename.mutate({ entity, name }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** Finds the entity to merge into (same type, by name or address) and merges. */
function MergeDialog({ entity, onClose }: { entity: EntityRef; onClose: () => void }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<EntityRef | null>(null);
  const search = useEntitySearch(useDebouncedValue(query, SEARCH_DELAY_MS), entity.type);
  const merge = useMergeEntity();
  const found = (search.data?.items ?? []).filter((candidate) => candidate.slug !== entity.slug);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) merge.mutate({ entity, into: chosen.slug }, { onSuccess: onClose });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Merge {entity.name} into another entity</DialogTitle>
          <DialogDescription>
            Its names, identifiers and mentions move to the entity you choose, and its page leads there. Only a{" "}
            {ENTITY_TYPE_NAMES[entity.type].toLowerCase()} can be chosen.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label="Merge entity" className="space-y-4">
          <FormField id={`${id}-search`} label="Find the entity by name or address" hint="For example part of its name, or its address such as company-pfizer.">
            <Input type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">Merge into</legend>
            {search.isFetching && <Spinner label="Searching" className="size-4" />}
            {query.trim() && !search.isFetching && found.length === 0 && <p className="text-sm text-slate-600">No other {ENTITY_TYPE_NAMES[entity.type].toLowerCase()} matches.</p>}
            {found.map((candidate) => (
              <label key={candidate.slug} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
                <input type="radio" name={`${id}-into`} value={candidate.slug} checked={chosen?.slug === candidate.slug} onChange={() => setChosen(candidate)} />
                <span className="font-medium text-slate-900">{candidate.name}</span>
                <span className="font-mono text-xs text-slate-500">{candidate.slug}</span>
              </label>
            ))}
          </fieldset>
          {merge.error && (
<Alert variant="destructive">{merge.error.message}</Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <PendingButton type="submit" variant="destructive" isPending={merge.isPending} disabled={!chosen}>
              {chosen ? `Merge into ${chosen.name}` : "Merge"}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
