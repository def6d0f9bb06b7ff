import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact Us"
      description="This page will let you send us a message and show how and when to reach us."
    />
  );
}
