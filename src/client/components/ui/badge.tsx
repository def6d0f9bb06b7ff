import type { ComponentProps } from "react";
import { cn } from "@/client/lib/class-names";

const VARIANTS = {
  neutral: "border-slate-200 bg-slate-100 text-slate-700",
  teal: "border-teal-200 bg-teal-50 text-teal-800",
  outline: "border-slate-300 bg-white text-slate-700",
  amber: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

type BadgeProps = ComponentProps<"span"> & { variant?: keyof typeof VARIANTS };

/** A small label: a tag, a count, a state. */
export function Badge({ variant = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
