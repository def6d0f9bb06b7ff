import {
  BookOpenText,
  Database,
  FlaskConical,
  Microscope,
  Scale,
  ShieldCheck,
  TrendingUp,
  Truck,
  type LucideIcon,
} from "lucide-react";
import { ROUTES } from "@/shared/site/routes";

type AgentStatus = "Active" | "Coming Soon";

export type Agent = {
  name: string;
  category: string;
  status: AgentStatus;
  /** Where Launch goes; `null` while the agent is not available yet. */
  route: string | null;
  description: string;
  icon: LucideIcon;
  /** The visible verb of the card's action; the agent's name is added for screen readers. */
  actionLabel?: string;
};

const patentAnalysis: Agent = {
  name: "Patent Analysis Agent",
  category: "IP & Legal",
  status: "Active",
  route: ROUTES.ipIntelligence,
  description: "Search granted patents and applications by keyword, assignee and country, and read claims at a glance.",
  icon: Scale,
};

const clinicalDevelopment: Agent = {
  name: "Clinical Development Tracker",
  category: "Clinical Operations",
  status: "Active",
  route: ROUTES.clinicalDevelopment,
  description: "Follow trials on ClinicalTrials.gov by condition, phase and status, and compare two to five side by side.",
  icon: FlaskConical,
};

const rdDiscovery: Agent = {
  name: "R&D Discovery Scout",
  category: "Research & Development",
  status: "Active",
  route: ROUTES.rdIntelligence,
  description: "Find bioRxiv and medRxiv preprints and get an analysis that cites every paper it draws on.",
  icon: Microscope,
};

const marketAnalysis: Agent = {
  name: "Market Analysis Agent",
  category: "Market Strategy",
  status: "Active",
  route: ROUTES.marketIntelligence,
  description: "Search SEC filings, read key financial figures and ask questions about a company's disclosures.",
  icon: TrendingUp,
};

/** Home's agent catalogue: the table of agents-accounts-admin.md §2, in its order. */
export const HOME_AGENTS: readonly Agent[] = [
  patentAnalysis,
  clinicalDevelopment,
  rdDiscovery,
  marketAnalysis,
  {
    name: "Regulatory Agent",
    category: "Regulatory Affairs",
    status: "Active",
    route: ROUTES.chat,
    description: "Ask regulatory, clinical and market questions in a chat and get answers in plain English.",
    icon: ShieldCheck,
  },
  {
    name: "Supply Chain Monitor",
    category: "Operations",
    status: "Coming Soon",
    route: null,
    description: "Watch suppliers, shortages and logistics risks that affect your materials and products.",
    icon: Truck,
  },
];

/** The /ai-agents page's six agents (news-community-support.md §2, agents catalogue page). */
export const CATALOGUE_AGENTS: readonly Agent[] = [
  patentAnalysis,
  clinicalDevelopment,
  rdDiscovery,
  marketAnalysis,
  {
    name: "RAG Knowledge Agent",
    category: "Company Knowledge",
    status: "Active",
    route: ROUTES.ragAgent,
    actionLabel: "Learn More",
    description: "Answers questions from your company's documents, with a citation for every statement.",
    icon: BookOpenText,
  },
  {
    name: "DB Chat Agent",
    category: "Data & Analytics",
    status: "Active",
    route: ROUTES.dbChatAgent,
    actionLabel: "Learn More",
    description: "Ask your LIMS, QC, inventory and study databases questions in plain English, read-only.",
    icon: Database,
  },
];
