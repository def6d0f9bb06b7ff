import type { Catalyst } from "@/shared/catalysts/contracts";
import { CATALYST_STATUS_NAMES } from "@/shared/catalysts/vocabulary";
import { sourceLink } from "./calendar";
import { catalystEventName, formatCatalystDate } from "@/shared/catalysts/format";

// The calendar as a CSV file (RFC 4180: a header row, CRLF line endings, fields with a comma,
// quote or line break quoted and their quotes doubled). https://www.rfc-editor.org/rfc/rfc4180

const COLUMNS: readonly [string, (catalyst: Catalyst, publicUrl: string) => string][] = [
  ["Date", (catalyst) => formatCatalystDate(catalyst.date)],
  ["Start", (catalyst) => catalyst.date.start],
  ["End", (catalyst) => catalyst.date.end],
  ["Precision", (catalyst) => catalyst.date.precision],
  ["As written", (catalyst) => catalyst.date.text],
  ["Company", (catalyst) => catalyst.company?.name ?? ""],
  ["Asset", (catalyst) => catalyst.asset?.name ?? ""],
  ["Event", (catalyst) => catalystEventName(catalyst.type, catalyst.detail)],
  ["Indication", (catalyst) => catalyst.indication?.name ?? ""],
  ["Trial", (catalyst) => catalyst.trial?.name ?? ""],
  ["Regulator", (catalyst) => catalyst.regulator?.name ?? ""],
  ["Status", (catalyst) => CATALYST_STATUS_NAMES[catalyst.status]],
  ["Outcome", (catalyst) => catalyst.outcome ?? ""],
  ["Earlier dates", (catalyst) => catalyst.history.map((entry) => formatCatalystDate(entry)).join("; ")],
  ["Quote", (catalyst) => catalyst.quote],
  ["Source", (catalyst, publicUrl) => sourceLink(catalyst, publicUrl)],
  ["Source title", (catalyst) => catalyst.source.title],
  ["Updated", (catalyst) => catalyst.updated_at],
  ["ID", (catalyst) => catalyst.id],
];

/**
 * One field. A spreadsheet runs a cell that starts with = + - or @ (or a tab or carriage return
 * before one) as a formula: such text gets an apostrophe in front, as OWASP's CSV injection advice says.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function catalystCsv(list: readonly Catalyst[], publicUrl: string): string {
  const rows = [COLUMNS.map(([name]) => name), ...list.map((catalyst) => COLUMNS.map(([, value]) => value(catalyst, publicUrl)))];
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
