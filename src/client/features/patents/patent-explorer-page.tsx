import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function PatentExplorerPage() {
  return (
    <PlaceholderPage
      title="Patent Explorer"
      description="This screen will search patents by keyword, filter them by status, country and language, and summarize the results by year, citations and country."
    />
  );
}
