import { SITE_NAME, type RouteKey } from "./routes";

/** What each screen is called in the browser tab and the history list (the screens' own headings). */
export const PAGE_TITLES: Record<RouteKey, string> = {
  home: "AI Agents for Biotech & Pharma",
  auth: "Sign In",
  forgotPassword: "Forgot Password",
  resetPassword: "Reset Password",
  editorLogin: "Editor Login",
  ipIntelligence: "Patent Explorer",
  rdIntelligence: "R&D Intelligence",
  clinicalDevelopment: "Clinical Development",
  marketIntelligence: "Market Intelligence",
  chat: "Biotech AI Assistant",
  news: "Biotech News",
  newsItem: "Biotech News",
  entity: "Entity",
  story: "Story",
  catalysts: "Catalyst Calendar",
  review: "News Review",
  newsReview: "News Review",
  profile: "Profile",
  alerts: "Alerts",
  websiteMonitor: "Website Monitor",
  emailDelivery: "E-mail Delivery",
  aiAgents: "AI Agents",
  about: "About",
  contact: "Contact",
  resources: "Resources",
  ragAgent: "RAG Agent",
  dbChatAgent: "Database Chat Agent",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  cookies: "Cookie Policy",
};

export const NOT_FOUND_TITLE = "Page not found";

/** "Biotech News · BioAgent Hub"; home keeps the product's own line first. */
export function documentTitle(title: string, route: RouteKey | null = null): string {
  return route === "home" ? `${SITE_NAME} — ${title}` : `${title} · ${SITE_NAME}`;
}
