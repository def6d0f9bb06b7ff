// The route table of agents-accounts-admin.md §2. Anything else is the not-found screen.
export const ROUTES = {
  home: "/",
  auth: "/auth",
  editorLogin: "/editor-login",
  ipIntelligence: "/ip-intelligence",
  rdIntelligence: "/rd-intelligence",
  clinicalDevelopment: "/clinical-development",
  marketIntelligence: "/market-intelligence",
  chat: "/n8n-chat",
  news: "/news",
  newsItem: "/news/:id",
  review: "/review",
  newsReview: "/news-review",
  profile: "/profile",
  websiteMonitor: "/website-monitor",
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

const patterns = Object.values(ROUTES).map(
  (route) => new RegExp(`^${route.replace(/:[a-z]+/g, "[^/]+")}/?$`),
);

export function isKnownRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

export const SITE_NAME = "BioAgent Hub";
