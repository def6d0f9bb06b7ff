import { useId } from "react";
import { EVENT_TYPE_NAMES } from "@/shared/entities/names";
import type { EventType } from "@/shared/entities/vocabulary";
import { FIELD_CLASSES } from "@/client/components/ui/input";
import { cn } from "@/client/lib/class-names";
import { feedEventOf } from "./use-feed-params";

const EVENT_OPTIONS = Object.entries(EVENT_TYPE_NAMES) as [EventType, string][];

/**
 * The feed's event filter: the items that report an approval, a readout, a deal… A native list,
 * not the Radix one, so that the feed's chunk stays small.
 */
export function EventFilter({ value, onChange }: { value: EventType | undefined; onChange: (value: EventType | undefined) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Event
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(change) => onChange(feedEventOf(change.target.value))}
        className={cn(FIELD_CLASSES, "h-10 w-auto pr-8")}
      >
        <option value="">Any event</option>
        {EVENT_OPTIONS.map(([type, name]) => (
          <option key={type} value={type}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
