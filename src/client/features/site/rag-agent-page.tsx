import { useRef } from "react";
import {
  ArrowRight,
  BadgeCheck,
  BrainCircuit,
  Briefcase,
  ClipboardCheck,
  Cpu,
  Database,
  FileText,
  FlaskConical,
  KeyRound,
  Palette,
  Rocket,
  ScrollText,
  Activity,
} from "lucide-react";
import { ROUTES } from "@/shared/site/routes";
import { AgentMarketingPage } from "./agent-marketing-page";
import { UPTIME_SLA_PERCENT } from "./legal/legal-facts";
import { RagDemo } from "./rag-demo";

const FLOW = [
  { icon: FileText, title: "Company Documents", text: "Reports, SOPs, submissions and slides" },
  { icon: BrainCircuit, title: "AI Core", text: "Private index and language model" },
  { icon: BadgeCheck, title: "Verified Answers", text: "Every statement cited to its source" },
] as const;

const STEPS = [
  {
    title: "Connect your files",
    text: "Link the folders you choose from cloud drives, SharePoint or internal servers. Nothing else is read.",
  },
  {
    title: "Train on a private vector database",
    text: "Your documents are indexed in a vector database that belongs to your company alone and is kept up to date as files change.",
  },
  {
    title: "Ask and get cited answers",
    text: "Ask in plain language and get an answer with citations to the exact documents and passages it comes from.",
  },
] as const;

const AUDIENCES = [
  {
    icon: FlaskConical,
    title: "R&D",
    text: "Find earlier study results, assay protocols and decisions without digging through years of reports.",
  },
  {
    icon: ScrollText,
    title: "Regulatory Affairs",
    text: "Pull facts for submissions and agency questions from past dossiers, briefing books and correspondence.",
  },
  {
    icon: ClipboardCheck,
    title: "Quality Assurance",
    text: "Check what SOPs, batch records and audit reports say, and answer inspectors' questions quickly.",
  },
  {
    icon: Briefcase,
    title: "Business Development",
    text: "Prepare due diligence and partner meetings with the company's own data on assets and programmes.",
  },
] as const;

const FEATURES = [
  {
    icon: Palette,
    title: "Company configuration and branding",
    text: "Your name, colours and sources, with answers tuned to your terminology.",
  },
  {
    icon: Database,
    title: "Secure vector database",
    text: "A private, encrypted index for your documents only, in the cloud or on-premise.",
  },
  {
    icon: KeyRound,
    title: "Role-based access control",
    text: "People see answers only from the documents their role allows them to read.",
  },
  {
    icon: Cpu,
    title: "Gemini 1.5 Pro or GPT-4 support",
    text: "Choose the language model that fits your policies and budget.",
  },
  {
    icon: Activity,
    title: `${UPTIME_SLA_PERCENT} uptime SLA`,
    text: "A managed service your teams can rely on every day.",
  },
] as const;

function KnowledgeFlow() {
  return (
    <figure className="mx-auto max-w-4xl px-4 pb-14 sm:px-6 lg:px-8">
      <ol className="flex flex-col items-stretch gap-3 md:flex-row md:items-center">
        {FLOW.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex flex-col items-center gap-3 md:flex-1 md:flex-row">
            <div className="flex w-full flex-col items-center rounded-xl border border-teal-200 bg-white p-5 text-center shadow-sm">
              <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-teal-700 text-white">
                <Icon className="size-6" />
              </span>
              <span className="mt-3 font-semibold text-slate-900">{title}</span>
              <span className="mt-1 text-sm text-slate-600">{text}</span>
            </div>
            {index < FLOW.length - 1 && (
              <ArrowRight aria-hidden className="size-6 shrink-0 rotate-90 text-teal-700 md:rotate-0" />
            )}
          </li>
        ))}
      </ol>
      <figcaption className="sr-only">
        Company documents go into the AI core, which returns verified answers.
      </figcaption>
    </figure>
  );
}

/** /rag-agent, the company knowledge agent's page (news-community-support.md §2). */
export function RagAgentPage() {
  const questionRef = useRef<HTMLInputElement>(null);

  return (
    <AgentMarketingPage
      eyebrow="RAG Knowledge Agent"
      title="Your Company Knowledge, One Question Away"
      subtitle="A private AI agent that reads your company's documents and answers questions in seconds, citing the documents behind every answer."
      actions={[{ label: "Launch Your Agent", icon: Rocket, to: ROUTES.contact }, "try-demo"]}
      figure={<KnowledgeFlow />}
      sections={[
        { title: "How It Works", tone: "grey", steps: STEPS },
        { title: "Built for Every Team", tone: "white", cards: AUDIENCES },
        { title: "Core Features", tone: "grey", cards: FEATURES, columns: 3 },
        {
          title: "Try It Out",
          tone: "white",
          intro: "Ask a question as you would ask a colleague. This demo answers from a few sample documents.",
          demo: { focus: questionRef },
          content: <RagDemo inputRef={questionRef} />,
        },
      ]}
    />
  );
}
