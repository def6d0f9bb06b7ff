import { useId, type ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { cn } from "@/client/lib/class-names";
import { Checkbox } from "./checkbox";
import { FIELD_CLASSES } from "./input";
import type { SelectOption } from "./select";

type MultiSelectProps = Omit<ComponentProps<"button">, "value" | "onChange"> & {
  options: readonly SelectOption[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  placeholder: string;
  /** Names the list of checkboxes inside the popover. */
  listLabel: string;
};

/** Several choices from a list: a button that opens a popover of checkboxes. */
export function MultiSelect({
  options,
  value,
  onValueChange,
  placeholder,
  listLabel,
  className,
  ...triggerProps
}: MultiSelectProps) {
  const baseId = useId();
  const selected = options.filter((option) => value.includes(option.value));
  const summary = selected.length === 0 ? placeholder : selected.map((option) => option.label).join(", ");

  function toggle(optionValue: string, checked: boolean) {
    const next = checked ? [...value, optionValue] : value.filter((item) => item !== optionValue);
    // Keep the options' order so that the stored list does not depend on click order.
    onValueChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  }

  return (
    <Popover.Root>
      <Popover.Trigger
        className={cn(FIELD_CLASSES, "flex min-h-10 items-center justify-between gap-2 py-2 text-left", className)}
        {...triggerProps}
      >
        <span className={cn("line-clamp-2", selected.length === 0 && "text-slate-400")}>{summary}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-72 w-(--radix-popover-trigger-width) min-w-64 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div role="group" aria-label={listLabel} className="space-y-1">
            {options.map((option) => {
              const id = `${baseId}-${option.value}`;
              return (
                <div key={option.value} className="flex items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
                  <Checkbox
                    id={id}
                    checked={value.includes(option.value)}
                    onCheckedChange={(checked) => toggle(option.value, checked === true)}
                  />
                  <label htmlFor={id} className="flex-1 cursor-pointer text-sm text-slate-800">
                    {option.label}
                  </label>
                </div>
              );
            })}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
