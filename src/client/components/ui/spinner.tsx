import { LoaderCircle } from "lucide-react";
import { cn } from "@/client/lib/class-names";

/** An announced loading indicator; pass `label={null}` when the surrounding text says it all. */
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string | null }) {
  if (label === null) return <LoaderCircle aria-hidden className={cn("size-4 animate-spin", className)} />;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden className={cn("size-6 animate-spin text-teal-700", className)} />
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
