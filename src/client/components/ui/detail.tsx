import type { ReactNode } from "react";

/** One label and value of a record's details, inside a `<dl>`: the label small and above. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}
