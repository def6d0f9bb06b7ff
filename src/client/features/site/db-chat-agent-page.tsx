import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function DbChatAgentPage() {
  return (
    <PlaceholderPage
      title="Database Chat Agent"
      description="This page will show how to ask questions about your laboratory, quality and inventory databases in plain English, with read-only access."
    />
  );
}
