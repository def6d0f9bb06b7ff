import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function MarketIntelligencePage() {
  return (
    <PlaceholderPage
      title="Market Analysis Agent"
      description="This screen will search SEC 10-K and 20-F filings and run AI analyses of market size, competitors, financial performance and risks."
    />
  );
}
