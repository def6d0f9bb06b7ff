import type { ReactNode } from "react";
import { CalendarDays, Eye, Handshake, Lock, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO, UPTIME_SLA_PERCENT } from "./legal/legal-facts";
import { TextLink } from "./text-link";

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Sources first",
    text: "Every summary links to its article and every analysis cites its papers, trials or filings. If we cannot show where a statement comes from, we do not make it.",
  },
  {
    icon: Eye,
    title: "Honest about the machine",
    text: "Each output says whether our built-in engine or an AI model wrote it, and our tools say plainly what they cannot do, such as translating without a model.",
  },
  {
    icon: Lock,
    title: "Your data stays yours",
    text: "We collect only what the service needs, never sell personal data, and offer on-premise installation for documents that must not leave your network.",
  },
  {
    icon: Handshake,
    title: "Built with practitioners",
    text: "Our agents are shaped by the scientists, regulatory specialists and business developers who use them, and by partner developers who publish their own.",
  },
] as const;

function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 py-10">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      <div className="mt-4 space-y-4 text-lg leading-8 text-slate-700">{children}</div>
    </section>
  );
}

/** /about (news-community-support.md §2): the company, its mission and values. */
export function AboutPage() {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="pb-10">
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">About BioAgent Hub</h1>
        <p className="mt-3 text-sm text-slate-600">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
        </p>
        <p className="mt-6 text-xl text-pretty text-slate-700">
          We build AI agents that help biotech and pharma teams find, read and act on the information that drives drug
          discovery and development.
        </p>
      </header>

      <AboutSection title="Who we are">
        <p>
          BioAgent Hub is run by a biotech company based in Sweden, with its office in Lund, one of Europe's life
          science centres. Our team combines drug development, regulatory and data science experience with software
          engineering.
        </p>
        <p>
          The hub brings together agents for patent research, clinical development, scientific literature and market
          analysis, a news service with English summaries of biotech and pharma articles from around the world, and
          agents that companies run on their own documents and databases.
        </p>
      </AboutSection>

      <AboutSection title="Our mission">
        <p>
          Important facts about a target, a trial or a competitor are scattered across patents, preprints, registries,
          filings and news in many languages. Our mission is to make that knowledge one question away, with the source
          always in view, so that scientists and decision makers spend their time on judgement rather than searching.
        </p>
        <p>
          We also want to give AI agent developers a place to publish and monetize agents for the life sciences, so that
          good tools reach the teams that need them.
        </p>
      </AboutSection>

      <AboutSection title="What we value">
        <ul className="grid gap-6 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden className="flex size-10 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-base leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection title="Built to be there when you need it">
        <p>
          Our managed cloud deployment runs 24/7 and is offered with a {UPTIME_SLA_PERCENT} uptime SLA. These are
          commitments of our managed service, set out in each customer's agreement; the public website and free
          accounts are provided as they are, as described in our <TextLink to={ROUTES.terms}>Terms of Use</TextLink>.
        </p>
        <p className="flex items-start gap-2 text-base text-slate-600">
          <Sparkles aria-hidden className="mt-1 size-4 shrink-0 text-teal-700" />
          Summaries and analyses on BioAgent Hub are informational, link to their sources and are not medical, regulatory
          or investment advice.
        </p>
      </AboutSection>

      <AboutSection title="Get in touch">
        <p>Questions, partnerships or a demo for your team: we typically reply within 24 hours.</p>
        <Button asChild size="lg">
          <Link to={ROUTES.contact}>
            <CalendarDays aria-hidden />
            Contact us
          </Link>
        </Button>
      </AboutSection>
    </article>
  );
}
