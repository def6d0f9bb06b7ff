import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function PrivacyPage() {
  return (
    <PlaceholderPage
      title="Privacy Notice"
      description="This page will explain which personal data BioAgent Hub processes, why, and your rights under the GDPR."
    />
  );
}
