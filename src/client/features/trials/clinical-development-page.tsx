import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function ClinicalDevelopmentPage() {
  return (
    <PlaceholderPage
      title="Clinical Development Tracker"
      description="This screen will search ClinicalTrials.gov, find trials a patient may be eligible for, analyze trends and compare trials side by side."
    />
  );
}
