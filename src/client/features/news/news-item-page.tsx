import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function NewsItemPage() {
  return (
    <PlaceholderPage
      title="Biotech News"
      description="This screen will show one news summary with its companies, regulators, tags, source link and comments."
    />
  );
}
