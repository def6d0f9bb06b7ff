import type { z } from "zod";
import { catalystEditSchema, type Catalyst } from "@/shared/catalysts/contracts";
import type { CatalystType, DatePrecision } from "@/shared/catalysts/vocabulary";

// An editor's correction of an extracted catalyst before accepting it (issue 21 §2), checked by
// the schema the server applies (catalystEditSchema), so that the form refuses what the API would.

export type CatalystEdit = z.infer<typeof catalystEditSchema>;

/** The form's fields, as typed: the asset by its entity slug, empty for none. */
export type EditValues = { type: CatalystType; start: string; end: string; precision: DatePrecision; date_text: string; asset: string };
export type EditErrors = Partial<Record<keyof EditValues, string>>;

export function editValuesOf(catalyst: Catalyst): EditValues {
  const { date } = catalyst;
  return { type: catalyst.type, start: date.start, end: date.end, precision: date.precision, date_text: date.text, asset: catalyst.asset?.slug ?? "" };
}

/**
 * What the editor changed, as the API takes it (only the changed fields; nothing changed is an
 * empty edit), or each field's first problem.
 */
export function parseCatalystEdit(catalyst: Catalyst, values: EditValues): { edit: CatalystEdit } | { errors: EditErrors } {
  const result = catalystEditSchema.safeParse({ ...values, asset: values.asset.trim() || null });
  if (!result.success) {
    const errors: EditErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof EditValues;
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  const original = editValuesOf(catalyst);
  const parsed = result.data;
  const edit: CatalystEdit = {};
  if (parsed.type !== original.type) edit.type = parsed.type;
  if (parsed.start !== original.start) edit.start = parsed.start;
  if (parsed.end !== original.end) edit.end = parsed.end;
  if (parsed.precision !== original.precision) edit.precision = parsed.precision;
  if (parsed.date_text !== original.date_text.trim()) edit.date_text = parsed.date_text;
  if ((parsed.asset ?? "") !== original.asset) edit.asset = parsed.asset;
  return { edit };
}
