import type { ComponentProps } from "react";
import { cn } from "@/client/lib/class-names";

export const FIELD_CLASSES = cn(
  "w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm",
  "placeholder:text-slate-400 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600/40",
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70",
  "aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/40",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(FIELD_CLASSES, "h-10", className)} {...props} />;
}
