import type { Catalyst } from "@/shared/catalysts/contracts";
import { headline, statusWords, whenWords } from "./describe";
import { catalystEventName, formatCatalystDate } from "@/shared/catalysts/format";

// The calendar as an iCalendar file (RFC 5545) to subscribe to from Outlook, Google or Apple
// Calendar: one all-day event per catalyst, on its day, or on the first day of a coarser span
// with the span in its notes. https://www.rfc-editor.org/rfc/rfc5545

const CALENDAR_NAME = "BioAgent Hub catalysts";
// RFC 7986 §5.7 and its older spelling: how often a subscriber should fetch it again.
const REFRESH = "PT6H";
// §3.1: a line is at most 75 octets, CRLF excluded; a longer one goes on in lines starting with a space.
const LINE_OCTETS = 75;

/** §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n, other control characters dropped. */
export function escapeText(text: string): string {
  const kept = [...text.replace(/\r\n?/g, "\n")].filter((character) => {
    const code = character.codePointAt(0)!;
    return character === "\n" || character === "\t" || (code >= 0x20 && code !== 0x7f);
  });
  return kept
    .join("")
    .replace(/[\\;,]/g, (mark) => `\\${mark}`)
    .replace(/\n/g, "\\n");
}

/** §3.1 folding at 75 octets of UTF-8, never inside a character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    // A continuation line's leading space is one of its 75 octets.
    const room = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

const basicDate = (day: string) => day.replaceAll("-", "");
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** §3.3.5 a UTC date-time: 20261014T093000Z. */
const utcStamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** The address of a catalyst's source: its item on this site when published, else the article itself. */
export const sourceLink = (catalyst: Catalyst, publicUrl: string) =>
  catalyst.source.published ? `${publicUrl}/news/${catalyst.source.news_item_id}` : catalyst.source.source_url;

function summary(catalyst: Catalyst): string {
  return catalyst.date.precision === "day" ? headline(catalyst) : `${headline(catalyst)} (sometime in ${formatCatalystDate(catalyst.date)})`;
}

function description(catalyst: Catalyst, link: string): string {
  const { date, regulator, indication, trial, history, quote } = catalyst;
  return [
    whenWords(catalyst),
    date.text && date.text !== formatCatalystDate(date) ? `As written: ${date.text}` : "",
    `Status: ${statusWords(catalyst)}`,
    regulator ? `Regulator: ${regulator.name}` : "",
    indication ? `Indication: ${indication.name}` : "",
    trial ? `Trial: ${trial.name}` : "",
    history.length ? `Earlier dates: ${history.map((entry) => formatCatalystDate(entry)).join("; ")}` : "",
    quote ? `“${quote}”` : "",
    `Source: ${link}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function event(catalyst: Catalyst, publicUrl: string, host: string): string[] {
  const link = sourceLink(catalyst, publicUrl);
  const stamp = utcStamp(catalyst.updated_at);
  return [
    "BEGIN:VEVENT",
    // Stable across exports and edits: a subscriber's copy is updated, not duplicated.
    `UID:${catalyst.id}@${host}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(catalyst.date.start)}`,
    `DTEND;VALUE=DATE:${basicDate(nextDay(catalyst.date.start))}`,
    `SUMMARY:${escapeText(summary(catalyst))}`,
    `DESCRIPTION:${escapeText(description(catalyst, link))}`,
    `URL:${link}`,
    `CATEGORIES:${escapeText(catalystEventName(catalyst.type, null))}`,
    `STATUS:${catalyst.status === "happened" ? "CONFIRMED" : "TENTATIVE"}`,
    // A date to know, not time taken: it does not make the day busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The catalysts as one VCALENDAR, CRLF line endings, folded lines. */
export function catalystCalendar(list: readonly Catalyst[], publicUrl: string): string {
  const host = new URL(publicUrl).host;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//BioAgent Hub//Catalyst calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(CALENDAR_NAME)}`,
    `NAME:${escapeText(CALENDAR_NAME)}`,
    `X-WR-CALDESC:${escapeText("PDUFA dates, advisory committees, readouts and approvals read from the news and reviewed by editors.")}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...list.flatMap((catalyst) => event(catalyst, publicUrl, host)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
