import { cn } from "@/client/lib/class-names";

export function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
    isActive ? "bg-teal-50 text-teal-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );
}
