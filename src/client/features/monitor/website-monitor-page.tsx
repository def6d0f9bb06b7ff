import { PlaceholderPage } from "@/client/features/site/placeholder-page";

export function WebsiteMonitorPage() {
  return (
    <PlaceholderPage
      title="Website Monitor"
      description="This screen will list the websites the monitor checks for new articles, and let admins add, pause, remove and run them."
    />
  );
}
