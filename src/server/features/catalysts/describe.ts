import type { Catalyst } from "@/shared/catalysts/contracts";
import { CATALYST_STATUS_NAMES } from "@/shared/catalysts/vocabulary";
import { catalystEventName, CATALYST_OUTCOME_NAMES, formatCatalystDate } from "@/shared/catalysts/format";

// A catalyst in English words, as the calendar file and the CSV write it.


/** Its status, with the outcome of what happened: "Happened (positive)". */
export function statusWords(catalyst: Pick<Catalyst, "status" | "outcome">): string {
  const name = CATALYST_STATUS_NAMES[catalyst.status];
  return catalyst.outcome ? `${name} (${CATALYST_OUTCOME_NAMES[catalyst.outcome].toLowerCase()})` : name;
}

/** "Expected on 14 October 2026", "Expected in Q3 2026 (2026-07-01 to 2026-09-30)", "Missed: expected in 2026 (…)". */
export function whenWords(catalyst: Pick<Catalyst, "status" | "date">): string {
  const lead = { expected: "Expected", estimated: "Estimated", happened: "Happened", missed: "Missed: expected" }[catalyst.status];
  const { date } = catalyst;
  const words = formatCatalystDate(date);
  return date.precision === "day" ? `${lead} on ${words}` : `${lead} in ${words} (${date.start} to ${date.end})`;
}

/** "Company: Asset — PDUFA date", with what it has of the two. */
export function headline(catalyst: Pick<Catalyst, "company" | "asset" | "type" | "detail">): string {
  const who = [catalyst.company?.name, catalyst.asset?.name].filter(Boolean).join(": ");
  const event = catalystEventName(catalyst.type, catalyst.detail);
  return who ? `${who} — ${event}` : event;
}
