/** Joins class names, skipping the falsy ones that conditional styling leaves behind. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
