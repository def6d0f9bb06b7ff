import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function CookiesPage() {
  return (
    <PlaceholderPage
      title="Cookie Policy"
      description="This page will explain which cookies BioAgent Hub sets, why, and how to change your choices."
    />
  );
}
