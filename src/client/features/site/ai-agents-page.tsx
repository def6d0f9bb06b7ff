import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function AiAgentsPage() {
  return (
    <PlaceholderPage
      title="AI Agents for Biotech"
      description="This page will present the platform's AI agents for patents, clinical development, R&D, market analysis, company knowledge and databases."
    />
  );
}
