import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function AboutPage() {
  return (
    <PlaceholderPage
      title="About"
      description="This page will introduce BioAgent Hub, the Sweden-based team behind it and what the platform offers biotech and pharma professionals."
    />
  );
}
