import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Catalyst } from "@/shared/catalysts/contracts";
import { DATE_PRECISION_NAMES, catalystEventName, formatCatalystDate } from "@/shared/catalysts/format";
import { CATALYST_LIMITS, CATALYST_TYPE_NAMES, CATALYST_TYPES, DATE_PRECISIONS, type CatalystMethod } from "@/shared/catalysts/vocabulary";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { PendingButton } from "@/client/components/ui/pending-button";
import { isApiError } from "@/client/lib/api";
import { CELL, ReviewTableFrame } from "../news/review-table";
import { EntityCell } from "./catalyst-list";
import { editValuesOf, parseCatalystEdit, type EditErrors, type EditValues } from "./catalyst-edit";
import { useCatalystQueue, useReviewCatalyst } from "./use-catalyst-review";

const COLUMNS = ["Event", "Date", "Asset", "Company", "Regulator", "Confidence", "Quote and source", "Action"] as const;

/** Where the confidence comes from, as the queue says it. */
const METHOD_BASIS: Record<CatalystMethod, string> = { rules: "rules", ai: "AI provider", editor: "editor" };

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** "Catalysts to review" on News Review (issue 21 §2): accept, edit and accept, or reject each. */
export function CatalystReview() {
  const queue = useCatalystQueue();
  const [editingId, setEditingId] = useState<string | null>(null);
  const rows = queue.data?.catalysts ?? [];
  const placeholder = queue.isPending ? "Loading..." : queue.isError ? "Failed to load catalysts" : rows.length === 0 ? "No catalysts wait for review" : null;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Catalysts read from ingested articles wait here, surest first. Accept a right one, correct its type, date or asset and accept it, or
        reject it; only accepted ones are on the Catalyst Calendar.
      </p>
      {queue.isError && <Alert variant="destructive">{queue.error.message}</Alert>}
      <ReviewTableFrame label="Catalysts to review" columns={COLUMNS} minWidthClass="min-w-[52rem]" placeholder={placeholder}>
        {rows.map((catalyst) => (
          <CatalystReviewRow
            key={catalyst.id}
            catalyst={catalyst}
            isEditing={editingId === catalyst.id}
            onEdit={(isEditing) => setEditingId(isEditing ? catalyst.id : null)}
          />
        ))}
      </ReviewTableFrame>
    </div>
  );
}

type RowProps = { catalyst: Catalyst; isEditing: boolean; onEdit: (isEditing: boolean) => void };

/** One extracted catalyst and the editor's three decisions; Edit opens its form in the row below. */
export function CatalystReviewRow({ catalyst, isEditing, onEdit }: RowProps) {
  const review = useReviewCatalyst();
  const { date, source } = catalyst;
  const english = formatCatalystDate(date);
  return (
    <>
      <tr className="hover:bg-slate-50">
        <td className={`${CELL} font-medium text-slate-900`}>{catalystEventName(catalyst.type, catalyst.detail)}</td>
        <td className={CELL}>
          <span className="block font-medium whitespace-nowrap text-slate-900">{english}</span>
          <span className="block text-xs text-slate-500">{DATE_PRECISION_NAMES[date.precision]}</span>
          {date.text && (
            <span lang={source.language ?? undefined} className="block text-xs text-slate-600">
              As written: “{date.text}”
            </span>
          )}
        </td>
        <EntityCell entity={catalyst.asset} />
        <EntityCell entity={catalyst.company} />
        <EntityCell entity={catalyst.regulator} />
        <td className={`${CELL} whitespace-nowrap text-slate-600`}>
          {percent(catalyst.confidence)}
          <span className="block text-xs text-slate-500">by the {METHOD_BASIS[catalyst.method]}</span>
        </td>
        <td className={`${CELL} max-w-80`}>
          <blockquote lang={source.language ?? undefined} className="border-l-2 border-slate-200 pl-2 break-words text-slate-700">
            {catalyst.quote}
          </blockquote>
          <Link to={`/news/${source.news_item_id}`} className="mt-1 block text-xs font-medium break-words text-teal-700 hover:underline">
            {source.title}
          </Link>
        </td>
        <td className={CELL}>
          <div className="flex flex-wrap gap-2">
            <PendingButton size="sm" isPending={review.isPending && review.variables.action === "accept"} disabled={review.isPending} onClick={() => review.mutate({ catalyst, action: "accept" })}>
              Accept
            </PendingButton>
            <Button size="sm" variant="outline" aria-expanded={isEditing} onClick={() => onEdit(!isEditing)}>
              Edit
            </Button>
            <PendingButton
              size="sm"
              variant="ghost"
              isPending={review.isPending && review.variables.action === "reject"}
              disabled={review.isPending}
              onClick={() => review.mutate({ catalyst, action: "reject" })}
            >
              Reject
            </PendingButton>
          </div>
        </td>
      </tr>
      {isEditing && (
        <tr>
          <td colSpan={COLUMNS.length} className="bg-slate-50 px-3 py-4">
            <CatalystEditForm catalyst={catalyst} onCancel={() => onEdit(false)} />
          </td>
        </tr>
      )}
    </>
  );
}

const TYPE_OPTIONS = CATALYST_TYPES.map((type) => ({ value: type, label: CATALYST_TYPE_NAMES[type] }));
const PRECISION_OPTIONS = DATE_PRECISIONS.map((precision) => ({ value: precision, label: DATE_PRECISION_NAMES[precision] }));

type EditFormProps = { catalyst: Catalyst; onCancel: () => void };

/** The correction of one catalyst, then accepted: refused fields are marked as the server would mark them. */
export function CatalystEditForm({ catalyst, onCancel }: EditFormProps) {
  const id = useId();
  const review = useReviewCatalyst(true);
  const [values, setValues] = useState<EditValues>(() => editValuesOf(catalyst));
  const [errors, setErrors] = useState<EditErrors>({});
  const set = (field: keyof EditValues) => (change: { target: { value: string } }) => setValues({ ...values, [field]: change.target.value });
  // A 400's fields are named as the form's are (the edit's schema).
  const serverFields: EditErrors = (isApiError(review.error) && review.error.fields) || {};
  const errorOf = (field: keyof EditValues) => errors[field] ?? serverFields[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCatalystEdit(catalyst, values);
    if ("errors" in parsed) return setErrors(parsed.errors);
    setErrors({});
    review.mutate({ catalyst, action: "accept", edit: parsed.edit });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${catalystEventName(catalyst.type, catalyst.detail)}`} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField id={`${id}-type`} label="Type" error={errorOf("type")}>
          <NativeSelect value={values.type} onChange={set("type")} options={TYPE_OPTIONS} />
        </FormField>
        <FormField id={`${id}-start`} label="Start" error={errorOf("start")}>
          <Input type="date" value={values.start} onChange={set("start")} />
        </FormField>
        <FormField id={`${id}-end`} label="End" error={errorOf("end")}>
          <Input type="date" value={values.end} onChange={set("end")} />
        </FormField>
        <FormField id={`${id}-precision`} label="Precision" error={errorOf("precision")}>
          <NativeSelect value={values.precision} onChange={set("precision")} options={PRECISION_OPTIONS} />
        </FormField>
        <FormField id={`${id}-text`} label="Date as written" hint="Empty lets the calendar write it from the dates." error={errorOf("date_text")}>
          <Input autoComplete="off" maxLength={CATALYST_LIMITS.dateTextMax} value={values.date_text} onChange={set("date_text")} />
        </FormField>
        <FormField id={`${id}-asset`} label="Asset" hint="The drug's entity address, such as drug-sotatercept; empty for none." error={errorOf("asset")}>
          <Input autoComplete="off" maxLength={200} value={values.asset} onChange={set("asset")} />
        </FormField>
      </div>
      {review.error && <Alert variant="destructive">{review.error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" isPending={review.isPending}>
          Save and accept
        </PendingButton>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
