import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function LiteraturePage() {
  return (
    <PlaceholderPage
      title="R&D Discovery Scout"
      description="This screen will search bioRxiv and medRxiv preprints and run AI analyses of research trends, methods, gaps and collaborations."
    />
  );
}
