import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function RagAgentPage() {
  return (
    <PlaceholderPage
      title="Company Knowledge Agent"
      description="This page will show how a retrieval-augmented agent answers questions from your company's documents with cited sources."
    />
  );
}
