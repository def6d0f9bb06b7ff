/** An entry of a list a person picks from: the value stored and the words shown. */
export type Option = { readonly value: string; readonly label: string };
export type OptionValue<T extends readonly Option[]> = T[number]["value"];

/** A list's values, as `z.enum` takes them. */
export function valuesOf<const T extends readonly Option[]>(options: T) {
  return options.map((option) => option.value) as [OptionValue<T>, ...OptionValue<T>[]];
}

/** The label of `value` in the list; the value itself when the list does not know it ("" for none). */
export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  return options.find((option) => option.value === value)?.label ?? value ?? "";
}
