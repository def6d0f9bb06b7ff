import { useId, type ComponentProps, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/client/lib/class-names";

type PageHeroProps = {
  title: ReactNode;
  subtitle: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  children?: ReactNode;
};

/** The top of a marketing page: the page's h1, one sentence and its calls to action. */
export function PageHero({ title, subtitle, eyebrow, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-teal-50 via-white to-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">{subtitle}</p>
        {children && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>}
      </div>
    </section>
  );
}

type PageSectionProps = Omit<ComponentProps<"section">, "title"> & {
  title: ReactNode;
  intro?: ReactNode;
  /** Alternate sections between white and the page's grey. */
  tone?: "white" | "grey";
};

/** A titled band of a page; its h2 names the region for screen readers. */
export function PageSection({ title, intro, tone = "grey", className, children, ...props }: PageSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(tone === "white" ? "bg-white" : "bg-slate-50", className)} {...props}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-slate-900">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-pretty text-slate-600">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

type FeatureCardProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
};

/** An icon, an h3 and a sentence or two. */
function FeatureCard({ icon: Icon, title, children }: FeatureCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span aria-hidden className="flex size-10 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
        <Icon className="size-5" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="text-slate-600">{children}</div>
    </li>
  );
}

const GRID_COLUMNS = {
  3: "lg:[&>li]:w-[calc((100%-3rem)/3)]",
  4: "lg:[&>li]:w-[calc((100%-4.5rem)/4)]",
} as const;

/** FeatureCards in rows of up to 3 or 4; a short last row is centred. */
function FeatureGrid({ columns = 4, className, ...props }: ComponentProps<"ul"> & { columns?: 3 | 4 }) {
  return (
    <ul
      className={cn(
        "flex flex-wrap justify-center gap-6 [&>li]:w-full sm:[&>li]:w-[calc((100%-1.5rem)/2)]",
        GRID_COLUMNS[columns],
        className,
      )}
      {...props}
    />
  );
}

type FeatureCardData = { icon: LucideIcon; title: string; text: string };

/** A FeatureGrid of cards given as data. */
export function FeatureCards({ cards, columns }: { cards: readonly FeatureCardData[]; columns?: 3 | 4 }) {
  return (
    <FeatureGrid columns={columns}>
      {cards.map((card) => (
        <FeatureCard key={card.title} icon={card.icon} title={card.title}>
          {card.text}
        </FeatureCard>
      ))}
    </FeatureGrid>
  );
}
