import type { ReactNode } from "react";

type PageHeaderProps = { title: string; children: ReactNode };

/** A screen's title and the sentence that says what it is for. */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-lg text-slate-600">{children}</p>
    </header>
  );
}
