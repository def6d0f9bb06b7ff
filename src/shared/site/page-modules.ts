import type { RouteKey } from "./routes";

/**
 * The client module of each lazily loaded screen, by route (relative to src/client). The router
 * imports exactly these files; the server names a route's chunks in the first HTML it sends, so
 * the browser fetches them alongside the framework instead of after it (http/static.ts).
 * Not-found is in the main chunk.
 */
export const PAGE_MODULES: Partial<Record<RouteKey, string>> = {
  home: "features/site/home-page.tsx",
  auth: "features/auth/auth-page.tsx",
  forgotPassword: "features/auth/forgot-password-page.tsx",
  resetPassword: "features/auth/reset-password-page.tsx",
  editorLogin: "features/auth/editor-login-page.tsx",
  ipIntelligence: "features/patents/patent-explorer-page.tsx",
  rdIntelligence: "features/literature/literature-page.tsx",
  clinicalDevelopment: "features/trials/clinical-development-page.tsx",
  marketIntelligence: "features/filings/market-intelligence-page.tsx",
  chat: "features/chat/chat-page.tsx",
  news: "features/news/news-page.tsx",
  newsItem: "features/news/news-item-page.tsx",
  entity: "features/entities/entity-page.tsx",
  story: "features/stories/story-page.tsx",
  catalysts: "features/catalysts/catalysts-page.tsx",
  review: "features/news/news-review-page.tsx",
  newsReview: "features/news/news-review-page.tsx",
  profile: "features/profile/profile-page.tsx",
  alerts: "features/alerts/alerts-page.tsx",
  websiteMonitor: "features/monitor/website-monitor-page.tsx",
  emailDelivery: "features/email/email-delivery-page.tsx",
  aiAgents: "features/site/ai-agents-page.tsx",
  about: "features/site/about-page.tsx",
  contact: "features/contact/contact-page.tsx",
  resources: "features/site/resources-page.tsx",
  ragAgent: "features/site/rag-agent-page.tsx",
  dbChatAgent: "features/site/db-chat-agent-page.tsx",
  terms: "features/site/terms-page.tsx",
  privacy: "features/site/privacy-page.tsx",
  cookies: "features/site/cookies-page.tsx",
};
