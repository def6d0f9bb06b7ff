import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/client/lib/api";

/** Puts the `fields` of a 400 answer under the form's matching fields; returns whether any matched. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let matched = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(name)) continue;
    setError(name as Path<T>, { type: "server", message });
    matched = true;
  }
  return matched;
}
