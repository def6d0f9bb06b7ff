/**
 * Counts in words: "1 site", "2 sites", "0 sites". The one place the product picks a word's form
 * for a count, on the client and the server (messages, e-mails, logs), by the language's plural
 * rules (`Intl.PluralRules`), so no screen says "1 sites" or "site(s)". The product writes English.
 */
const englishPlurals = new Intl.PluralRules("en-US");

/** The form of a word for `count`: `one` when English uses the singular, else `other` (`one` + "s"). */
export function pluralForm(count: number, one: string, other = `${one}s`): string {
  return englishPlurals.select(count) === "one" ? one : other;
}

/** The count and its noun in the form the count needs: plural(1, "site") is "1 site". */
export function plural(count: number, one: string, other?: string): string {
  return `${count} ${pluralForm(count, one, other)}`;
}
