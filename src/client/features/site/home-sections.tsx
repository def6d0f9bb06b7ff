import { Briefcase, Building2, Cloud, Code, CreditCard, Server, Users, Wrench } from "lucide-react";
import { AgentCards } from "./agent-card";
import { FeatureCards, PageSection } from "./marketing-blocks";
import { HOME_AGENTS } from "./site-data/agents";

// The four services and four audiences that agents-accounts-admin.md §1 names.
const SERVICES = [
  {
    icon: Cloud,
    title: "Managed Cloud Deployment",
    text: "We host, scale and monitor your agents in the cloud, so your team uses them from day one without running servers.",
  },
  {
    icon: Server,
    title: "Local On-Premise Installation",
    text: "Install the agents inside your own network when documents and data must not leave your premises.",
  },
  {
    icon: Wrench,
    title: "Full Maintenance & Support",
    text: "Updates, data-source changes and model upgrades are handled for you, with support from people who know the field.",
  },
  {
    icon: CreditCard,
    title: "Pay-Per-Use Pricing",
    text: "Pay for what your team actually uses, with no large licence up front.",
  },
] as const;

const AUDIENCES = [
  {
    icon: Code,
    title: "AI Agent Developers",
    text: "Publish your agents to biotech and pharma buyers and monetize them through the hub.",
  },
  {
    icon: Briefcase,
    title: "Biotech & Pharma Decision Makers",
    text: "Get patent, clinical, scientific and market intelligence in hours rather than weeks.",
  },
  {
    icon: Users,
    title: "Industry Practitioners",
    text: "Researchers, regulatory specialists, consultants and investors who need sourced answers fast.",
  },
  {
    icon: Building2,
    title: "Enterprise Teams",
    text: "Deploy agents for whole departments, in the cloud or on-premise, with access control and support.",
  },
] as const;

export function AgentCatalogue() {
  return (
    <PageSection
      title="AI Agent Catalogue"
      intro="Specialized agents for the questions biotech and pharma teams ask every day."
    >
      <AgentCards agents={HOME_AGENTS} />
    </PageSection>
  );
}

export function PlatformServices() {
  return (
    <PageSection tone="white" title="Platform Services" intro="Run the agents the way your organisation needs.">
      <FeatureCards cards={SERVICES} />
    </PageSection>
  );
}

export function Audiences() {
  return (
    <PageSection title="Who It's For">
      <FeatureCards cards={AUDIENCES} />
    </PageSection>
  );
}
