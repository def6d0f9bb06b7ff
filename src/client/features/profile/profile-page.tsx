import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Profile"
      description="This screen will show and edit your name, company, role, interests and e-mail preferences."
    />
  );
}
