import { ROUTES } from "@/shared/site/routes";
import { Spinner } from "@/client/components/ui/spinner";
import { accountLabel, useMe } from "@/client/lib/session";
import { LatestInsights } from "@/client/features/news/latest-insights";
import { HomeFaq } from "./home-faq";
import { AgentCatalogue, Audiences, PlatformServices } from "./home-sections";
import { CallsToAction } from "./calls-to-action";
import { TextLink } from "./text-link";

// Marketing claims of agents-accounts-admin.md §2 and §9.
const STATS = [
  { value: "10+", label: "AI Agents" },
  { value: "100+", label: "Partner Developers" },
  { value: "24/7", label: "Cloud Deployment" },
  { value: "99.9%", label: "Uptime SLA" },
] as const;

/** The spec's spinner while the session loads, in a slot of fixed height so nothing below it moves. */
function SessionStatus() {
  const me = useMe();
  return (
    <div className="mt-6 flex h-6 items-center justify-center text-sm text-slate-600">
      {me.isPending ? (
        <Spinner label="Loading your session" className="size-5" />
      ) : me.data ? (
        <p>
          Welcome back, {accountLabel(me.data)}.{" "}
          <TextLink to={ROUTES.profile}>Your profile</TextLink>
        </p>
      ) : null}
    </div>
  );
}

export function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-teal-50 via-white to-slate-50">
        <div className="mx-auto max-w-5xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-24 sm:pb-14 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            AI Agent Hub for Biotech &amp; Pharma
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
            Specialized AI Agents to accelerate drug discovery and development
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <CallsToAction label="Explore Platform" to={ROUTES.aiAgents} />
          </div>
          <SessionStatus />
        </div>
      </section>
      <section aria-label="Platform in numbers" className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center gap-1 text-center">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-bold text-teal-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AgentCatalogue />
      <PlatformServices />
      <Audiences />
      <LatestInsights />
      <HomeFaq />
    </>
  );
}
