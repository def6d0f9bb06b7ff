import { ROUTES } from "./routes";

// Top navigation of agents-accounts-admin.md §2, in the spec's order, with the Catalyst Calendar
// (issue 21) beside the news it is read from. The site header draws it, and the server's first HTML.
export const NAV_LINKS = [
  { to: ROUTES.home, label: "Home" },
  { to: ROUTES.news, label: "News" },
  { to: ROUTES.catalysts, label: "Catalyst Calendar" },
  { to: ROUTES.aiAgents, label: "AI Agents" },
  { to: ROUTES.resources, label: "Resources" },
  { to: ROUTES.about, label: "About" },
  { to: ROUTES.contact, label: "Contact" },
] as const;
