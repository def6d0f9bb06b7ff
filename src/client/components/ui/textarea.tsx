import type { ComponentProps } from "react";
import { cn } from "@/client/lib/class-names";
import { FIELD_CLASSES } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(FIELD_CLASSES, "min-h-24 py-2", className)} {...props} />;
}
