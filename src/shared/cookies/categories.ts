import { EDITOR_ACCESS_HOURS, SESSION_DAYS } from "../limits";

/** news-community-support.md §2 (/cookies): strictly necessary, then four optional categories. */
export const OPTIONAL_COOKIE_CATEGORIES = ["preferences", "analytics", "functional", "marketing"] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];
export type CookieCategory = "necessary" | OptionalCookieCategory;

export type CookieCategoryInfo = { id: CookieCategory; name: string; description: string };

export const COOKIE_CATEGORIES: readonly CookieCategoryInfo[] = [
  {
    id: "necessary",
    name: "Strictly necessary",
    description:
      "Keep you signed in, protect your account and the editor tools, and remember your cookie choice. The site cannot work without them, so they are always on.",
  },
  {
    id: "preferences",
    name: "Preferences",
    description: "Remember settings you choose, such as display options, so you do not have to set them again.",
  },
  {
    id: "analytics",
    name: "Analytics",
    description: "Count visits and measure how pages are used, so we can see what works and improve it.",
  },
  {
    id: "functional",
    name: "Functional / performance",
    description: "Enable extra features and measure loading speed and errors, so the site stays fast and reliable.",
  },
  {
    id: "marketing",
    name: "Marketing",
    description: "Measure the reach of our campaigns and show relevant content about BioAgent Hub on other sites.",
  },
];

/** The first-party cookie that holds the consent record itself. */
export const CONSENT_COOKIE = "bioagent.consent";
/** §9: preferences, including the consent record, last up to 12 months. */
export const CONSENT_MAX_AGE_DAYS = 365;

export type CookieDescription = {
  name: string;
  purpose: string;
  category: string;
  lifetime: string;
  kind: "cookie" | "local storage";
};

/**
 * Everything this product stores in the browser, shown in the Cookie Policy's table. Keep it in
 * step with the server (Better Auth's session cookie, EDITOR_COOKIE) and the client.
 */
export const COOKIES_WE_SET: readonly CookieDescription[] = [
  {
    name: "better-auth.session_token",
    purpose:
      "Keeps you signed in after you sign in; holds a random session identifier, never your password. On HTTPS the name carries the __Secure- prefix.",
    category: "Strictly necessary",
    lifetime: `For your session, or up to 1 month with “remember me” (sessions last ${SESSION_DAYS} days); removed when you sign out`,
    kind: "cookie",
  },
  {
    name: "bioagent.editor_access",
    purpose: "Grants editor access in this browser after the editor password was entered.",
    category: "Strictly necessary",
    lifetime: `${EDITOR_ACCESS_HOURS} hours, or until you leave editor mode`,
    kind: "cookie",
  },
  {
    name: CONSENT_COOKIE,
    purpose:
      "Records your cookie choice (the categories you allowed, when, and the policy version), so we do not ask again on every page.",
    category: "Preferences (set as strictly necessary, because it stores your choice)",
    lifetime: "Up to 12 months",
    kind: "cookie",
  },
  {
    name: "editorAccess",
    purpose: "Lets the page show that editor mode is on; the server-side grant above is what counts.",
    category: "Strictly necessary",
    lifetime: "Until you leave editor mode or sign out",
    kind: "local storage",
  },
];
