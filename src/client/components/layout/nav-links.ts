import { Bell, FileCheck, MailWarning, MonitorCog, User } from "lucide-react";
import { ROUTES } from "@/shared/site/routes";

export const ACCOUNT_LINKS = [
  { to: ROUTES.profile, label: "Profile", icon: User },
  { to: ROUTES.alerts, label: "Alerts", icon: Bell },
  { to: ROUTES.review, label: "News Review", icon: FileCheck },
] as const;

export const ADMIN_LINKS = [
  { to: ROUTES.websiteMonitor, label: "Website Monitor", icon: MonitorCog },
  { to: ROUTES.emailDelivery, label: "E-mail Delivery", icon: MailWarning },
] as const;
