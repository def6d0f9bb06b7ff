import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function NewsReviewPage() {
  return (
    <PlaceholderPage
      title="News Review"
      description="This screen will list pending and published news summaries for editors to edit, publish or move back to pending."
    />
  );
}
