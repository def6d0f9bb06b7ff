import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function ResourcesPage() {
  return (
    <PlaceholderPage
      title="Open Source Resources"
      description="This page will list our featured open source repositories for biotech and pharma AI and explain how to contribute."
    />
  );
}
