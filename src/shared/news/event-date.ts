import type { Figure } from "@/shared/entities/vocabulary";

type DateFigure = Extract<Figure, { kind: "date" }>;

/** A recognized date at its precision, in English: "14 March 2027", "March 2027", "Q2 2027", "H1 2027", "2027". */
function dateValueText(value: string): string {
  const [year, part, day] = value.split("-");
  if (!part || part.startsWith("Q") || part.startsWith("H")) return part ? `${part} ${year}` : year!;
  // A fixed UTC day, so that the reader's time zone never moves it.
  const date = new Date(Date.UTC(Number(year), Number(part) - 1, Number(day ?? 1)));
  return date.toLocaleDateString("en-GB", { ...(day ? { day: "numeric" } : {}), month: "long", year: "numeric", timeZone: "UTC" });
}

/** "Date: 14 March 2027 (2027年3月14日)", "Expected: Q2 2027 (2027년 2분기)": what the item page says of an event's date. */
export function eventDateText(figure: DateFigure): string {
  const english = dateValueText(figure.value);
  const written = figure.text.trim();
  return `${figure.when === "expected" ? "Expected" : "Date"}: ${english}${written === english ? "" : ` (${written})`}`;
}
