import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function TermsPage() {
  return (
    <PlaceholderPage
      title="Terms of Use & Legal Statement"
      description="This page will set out the terms for using BioAgent Hub and its legal statement."
    />
  );
}
