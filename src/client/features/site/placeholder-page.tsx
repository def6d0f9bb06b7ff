import type { ReactNode } from "react";

type PlaceholderPageProps = {
  title: string;
  /** One plain sentence on what the screen will do once it is built. */
  description: string;
  children?: ReactNode;
};

/** The honest stand-in for a screen that a later issue builds: its real title and purpose. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">{description}</p>
      {children}
    </section>
  );
}
