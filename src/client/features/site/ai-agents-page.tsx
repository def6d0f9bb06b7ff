import { ROUTES } from "@/shared/site/routes";
import { AgentCards } from "./agent-card";
import { CallsToAction } from "./calls-to-action";
import { PageHero, PageSection } from "./marketing-blocks";
import { CATALOGUE_AGENTS } from "./site-data/agents";

/** The agents catalogue page (news-community-support.md §2). */
export function AiAgentsPage() {
  return (
    <>
      <PageHero
        title="AI Agents for Biotech"
        subtitle="Specialized agents for patents, clinical development, research, markets, company knowledge and lab data, each one citing its sources."
      >
        <CallsToAction label="Get Started" to={ROUTES.auth} />
      </PageHero>
      <PageSection
        tone="white"
        title="Choose an Agent"
        intro="The intelligence agents open in your browser after you sign in; the knowledge and database agents are set up for your company."
      >
        <AgentCards agents={CATALOGUE_AGENTS} />
      </PageSection>
      <PageSection
        title="Ready to Put the Agents to Work?"
        intro="Create a free account to try the intelligence agents today, or schedule a demo to plan a deployment for your team."
      >
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <CallsToAction label="Get Started" to={ROUTES.auth} />
        </div>
      </PageSection>
    </>
  );
}
