import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function ChatPage() {
  return (
    <PlaceholderPage
      title="Biotech AI Assistant"
      description="This screen will answer your questions about biotech, clinical trials, patents and market intelligence in a chat."
    />
  );
}
