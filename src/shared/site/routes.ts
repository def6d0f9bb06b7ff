// The route table of agents-accounts-admin.md §2. Anything else is the not-found screen.
export const ROUTES = {
  home: "/",
  auth: "/auth",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  editorLogin: "/editor-login",
  ipIntelligence: "/ip-intelligence",
  rdIntelligence: "/rd-intelligence",
  clinicalDevelopment: "/clinical-development",
  marketIntelligence: "/market-intelligence",
  chat: "/n8n-chat",
  news: "/news",
  newsItem: "/news/:id",
  entity: "/entities/:slug",
  story: "/stories/:id",
  catalysts: "/catalysts",
  review: "/review",
  newsReview: "/news-review",
  profile: "/profile",
  alerts: "/alerts",
  websiteMonitor: "/website-monitor",
  emailDelivery: "/email-delivery",
  aiAgents: "/ai-agents",
  about: "/about",
  contact: "/contact",
  resources: "/resources",
  ragAgent: "/rag-agent",
  dbChatAgent: "/db-chat-agent",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
} as const;

export type RouteKey = keyof typeof ROUTES;

const patterns = (Object.entries(ROUTES) as Array<[RouteKey, string]>).map(
  ([key, route]) => [key, new RegExp(`^${route.replace(/:[a-z]+/g, "[^/]+")}/?$`)] as const,
);

/** The route a path belongs to, or null for the not-found screen. */
export function matchRoute(pathname: string): RouteKey | null {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

export function isKnownRoute(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}

export const SITE_NAME = "BioAgent Hub";
