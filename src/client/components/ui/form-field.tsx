import type { ReactNode } from "react";
import { Slot } from "radix-ui";
import { cn } from "@/client/lib/class-names";
import { Label } from "./label";

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  /** One control; it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
};

/** A label, one control and its message, tied together for screen readers. */
export function FormField({ id, label, error, hint, className, required, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </Label>
      <Slot.Root
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
