import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { AgentCard } from "./agent-card";
import { PageHero, PageSection } from "./marketing-blocks";
import { CATALOGUE_AGENTS } from "./site-data/agents";

function CallsToAction() {
  return (
    <>
      <Button asChild size="lg">
        <Link to={ROUTES.auth}>
          Get Started
          <ArrowRight aria-hidden />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={ROUTES.contact}>
          <CalendarDays aria-hidden />
          Schedule Demo
        </Link>
      </Button>
    </>
  );
}

/** The agents catalogue page (news-community-support.md §2). */
export function AiAgentsPage() {
  return (
    <>
      <PageHero
        title="AI Agents for Biotech"
        subtitle="Specialized agents for patents, clinical development, research, markets, company knowledge and lab data, each one citing its sources."
      >
        <CallsToAction />
      </PageHero>
      <PageSection
        tone="white"
        title="Choose an Agent"
        intro="The intelligence agents open in your browser after you sign in; the knowledge and database agents are set up for your company."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CATALOGUE_AGENTS.map((agent) => (
            <AgentCard key={agent.name} agent={agent} />
          ))}
        </ul>
      </PageSection>
      <PageSection
        title="Ready to Put the Agents to Work?"
        intro="Create a free account to try the intelligence agents today, or schedule a demo to plan a deployment for your team."
      >
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <CallsToAction />
        </div>
      </PageSection>
    </>
  );
}
