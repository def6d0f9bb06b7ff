import type { ComponentProps } from "react";
import { Check, ChevronDown } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import { cn } from "@/client/lib/class-names";
import { FIELD_CLASSES } from "./input";

export type SelectOption = { readonly value: string; readonly label: string };

type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Trigger>, "value" | "onChange"> & {
  options: readonly SelectOption[];
  /** `undefined` or "" shows the placeholder. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder: string;
  name?: string;
};

/** A single choice from a short list; trigger props (id, aria-*) go to the focusable button. */
export function Select({ options, value, onValueChange, placeholder, name, disabled, className, ...triggerProps }: SelectProps) {
  return (
    <SelectPrimitive.Root value={value ?? ""} onValueChange={onValueChange} name={name} disabled={disabled}>
      <SelectPrimitive.Trigger
        className={cn(
          FIELD_CLASSES,
          "flex h-10 items-center justify-between gap-2 text-left data-[placeholder]:text-slate-400",
          className,
        )}
        {...triggerProps}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden className="size-4 text-slate-500" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded py-1.5 pr-2 pl-7 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex">
                  <Check aria-hidden className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
