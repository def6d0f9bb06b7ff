import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function NewsPage() {
  return (
    <PlaceholderPage
      title="Biotech News"
      description="This screen will translate and summarize biotech news from a link and list the published summaries, searchable and filterable by topic."
    />
  );
}
