import type { ReactNode } from "react";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { cn } from "@/client/lib/class-names";

const VARIANTS = {
  destructive: { classes: "border-red-200 bg-red-50 text-red-800", Icon: CircleAlert, role: "alert" },
  success: { classes: "border-teal-200 bg-teal-50 text-teal-900", Icon: CircleCheck, role: "status" },
  info: { classes: "border-sky-200 bg-sky-50 text-sky-900", Icon: Info, role: "status" },
} as const;

type AlertProps = {
  variant?: keyof typeof VARIANTS;
  title?: string;
  children: ReactNode;
  className?: string;
};

/** Destructive alerts are announced at once (role="alert"); the others politely (role="status"). */
export function Alert({ variant = "info", title, children, className }: AlertProps) {
  const { classes, Icon, role } = VARIANTS[variant];
  return (
    <div role={role} className={cn("flex gap-3 rounded-md border p-3 text-sm", classes, className)}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
