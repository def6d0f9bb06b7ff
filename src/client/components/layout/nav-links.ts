import { Bell, FileCheck, MailWarning, MonitorCog, User } from "lucide-react";
import { ROUTES } from "@/shared/site/routes";

// Top navigation of agents-accounts-admin.md §2, in the spec's order, with the Catalyst Calendar
// (issue 21) beside the news it is read from.
export const NAV_LINKS = [
  { to: ROUTES.home, label: "Home" },
  { to: ROUTES.news, label: "News" },
  { to: ROUTES.catalysts, label: "Catalyst Calendar" },
  { to: ROUTES.aiAgents, label: "AI Agents" },
  { to: ROUTES.resources, label: "Resources" },
  { to: ROUTES.about, label: "About" },
  { to: ROUTES.contact, label: "Contact" },
] as const;

export const ACCOUNT_LINKS = [
  { to: ROUTES.profile, label: "Profile", icon: User },
  { to: ROUTES.alerts, label: "Alerts", icon: Bell },
  { to: ROUTES.review, label: "News Review", icon: FileCheck },
] as const;

export const ADMIN_LINKS = [
  { to: ROUTES.websiteMonitor, label: "Website Monitor", icon: MonitorCog },
  { to: ROUTES.emailDelivery, label: "E-mail Delivery", icon: MailWarning },
] as const;
