import type { ComponentProps } from "react";
import { cn } from "@/client/lib/class-names";
import { FIELD_CLASSES } from "./input";
import type { SelectOption } from "./select";

type NativeSelectProps = Omit<ComponentProps<"select">, "children"> & {
  options: readonly SelectOption[];
  /** The first choice, with the value "" ("Any regulator"). */
  emptyLabel?: string;
};

/** The browser's own list: no Radix in the chunk, for screens that must stay small. */
export function NativeSelect({ options, emptyLabel, className, ...props }: NativeSelectProps) {
  return (
    <select className={cn(FIELD_CLASSES, "h-10 pr-8", className)} {...props}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
