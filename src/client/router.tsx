import { lazy, type ComponentType, type ReactNode } from "react";
import { Outlet, useLocation, useRoutes, type RouteObject } from "react-router";
import { ROUTES, type RouteKey } from "@/shared/site/routes";
import { SiteLayout } from "./components/layout/site-layout";
import { RedirectSignedIn, RequirePermission, RequireUser } from "./features/auth/route-guards";
import { NotFoundPage } from "./features/site/not-found-page";
import { RouteErrorBoundary } from "./features/site/route-error-page";

/** Each screen but not-found is its own chunk: the first load carries the shell and the visited page. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactNode {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Page />;
}

/**
 * A lazily loaded screen that can be loaded before the first render: a page the server drew in
 * its first HTML must replace that HTML with itself in React's first commit, never a spinner.
 */
function preloadablePage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded = (await load())[name];
  };
  const Lazy = lazy<ComponentType>(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, preload };
}

const newsReview = lazyPage(() => import("./features/news/news-review-page"), "NewsReviewPage");
const newsItem = preloadablePage(() => import("./features/news/news-item-page"), "NewsItemPage");
const home = preloadablePage(() => import("./features/site/home-page"), "HomePage");

/**
 * Screens loaded before the first render when the reader arrives on them (main.tsx): the item page,
 * which the server may draw in the first HTML (server/core/http/static.ts, `firstPaint`), and the
 * home page, the site's front door, which would otherwise open on a spinner.
 */
export const preloadFirstPage: Partial<Record<RouteKey, () => Promise<void>>> = { newsItem: newsItem.preload, home: home.preload };

function signedIn(page: ReactNode): ReactNode {
  return <RequireUser>{page}</RequireUser>;
}

/** A page's errors show the product's error page inside the site's frame; another address tries again. */
function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        element: <PageBoundary />,
        children: [
          { path: ROUTES.home, element: home.element },
          {
            path: ROUTES.auth,
            element: <RedirectSignedIn>{lazyPage(() => import("./features/auth/auth-page"), "AuthPage")}</RedirectSignedIn>,
          },
          {
            path: ROUTES.forgotPassword,
            element: lazyPage(() => import("./features/auth/forgot-password-page"), "ForgotPasswordPage"),
          },
          {
            path: ROUTES.resetPassword,
            element: lazyPage(() => import("./features/auth/reset-password-page"), "ResetPasswordPage"),
          },
          {
            path: ROUTES.editorLogin,
            element: lazyPage(() => import("./features/auth/editor-login-page"), "EditorLoginPage"),
          },
          {
            path: ROUTES.ipIntelligence,
            element: signedIn(lazyPage(() => import("./features/patents/patent-explorer-page"), "PatentExplorerPage")),
          },
          {
            path: ROUTES.rdIntelligence,
            element: signedIn(lazyPage(() => import("./features/literature/literature-page"), "LiteraturePage")),
          },
          {
            path: ROUTES.clinicalDevelopment,
            element: signedIn(
              lazyPage(() => import("./features/trials/clinical-development-page"), "ClinicalDevelopmentPage"),
            ),
          },
          {
            path: ROUTES.marketIntelligence,
            element: signedIn(
              lazyPage(() => import("./features/filings/market-intelligence-page"), "MarketIntelligencePage"),
            ),
          },
          { path: ROUTES.chat, element: signedIn(lazyPage(() => import("./features/chat/chat-page"), "ChatPage")) },
          { path: ROUTES.news, element: lazyPage(() => import("./features/news/news-page"), "NewsPage") },
          { path: ROUTES.newsItem, element: newsItem.element },
          { path: ROUTES.entity, element: lazyPage(() => import("./features/entities/entity-page"), "EntityPage") },
          { path: ROUTES.story, element: lazyPage(() => import("./features/stories/story-page"), "StoryPage") },
          { path: ROUTES.catalysts, element: lazyPage(() => import("./features/catalysts/catalysts-page"), "CatalystsPage") },
          // The spec names both paths for one review screen (agents-accounts-admin.md §2).
          { path: ROUTES.review, element: newsReview },
          { path: ROUTES.newsReview, element: newsReview },
          {
            path: ROUTES.profile,
            element: signedIn(lazyPage(() => import("./features/profile/profile-page"), "ProfilePage")),
          },
          {
            path: ROUTES.alerts,
            element: signedIn(lazyPage(() => import("./features/alerts/alerts-page"), "AlertsPage")),
          },
          {
            path: ROUTES.websiteMonitor,
            element: (
              <RequirePermission action="monitor:manage" redirectTo={ROUTES.home}>
                {lazyPage(() => import("./features/monitor/website-monitor-page"), "WebsiteMonitorPage")}
              </RequirePermission>
            ),
          },
          {
            path: ROUTES.emailDelivery,
            element: (
              <RequirePermission action="mail:manage" redirectTo={ROUTES.home}>
                {lazyPage(() => import("./features/email/email-delivery-page"), "EmailDeliveryPage")}
              </RequirePermission>
            ),
          },
          { path: ROUTES.aiAgents, element: lazyPage(() => import("./features/site/ai-agents-page"), "AiAgentsPage") },
          { path: ROUTES.about, element: lazyPage(() => import("./features/site/about-page"), "AboutPage") },
          { path: ROUTES.contact, element: lazyPage(() => import("./features/contact/contact-page"), "ContactPage") },
          { path: ROUTES.resources, element: lazyPage(() => import("./features/site/resources-page"), "ResourcesPage") },
          { path: ROUTES.ragAgent, element: lazyPage(() => import("./features/site/rag-agent-page"), "RagAgentPage") },
          {
            path: ROUTES.dbChatAgent,
            element: lazyPage(() => import("./features/site/db-chat-agent-page"), "DbChatAgentPage"),
          },
          { path: ROUTES.terms, element: lazyPage(() => import("./features/site/terms-page"), "TermsPage") },
          { path: ROUTES.privacy, element: lazyPage(() => import("./features/site/privacy-page"), "PrivacyPage") },
          { path: ROUTES.cookies, element: lazyPage(() => import("./features/site/cookies-page"), "CookiesPage") },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Every page renders inside the site's layout under one error boundary (the product's error page,
 * never a blank screen); should the layout itself fail, the outer boundary shows the same page on
 * its own. Declared routes under a BrowserRouter (main.tsx), not a data router: the site loads no
 * data through the router, and the data router's code is 17 KB (gzip) on every page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary standalone resetKey={pathname}>
      {page}
    </RouteErrorBoundary>
  );
}
