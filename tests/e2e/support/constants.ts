// Shared by the e2e server process and the specs.
// E2E_PORT_BASE (default 3100) moves every port and folder, so two suites can run side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE) || 3100;
const SUFFIX = PORT_BASE === 3100 ? "" : `-${PORT_BASE}`;
export const E2E_PORT = PORT_BASE + 1;
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SMTP_PORT = PORT_BASE + 3;
/** The local stub site with articles in five languages (tests/stubs/article-site.ts). */
export const E2E_ARTICLE_PORT = PORT_BASE + 2;
export const E2E_ARTICLE_SITE_URL = `http://127.0.0.1:${E2E_ARTICLE_PORT}`;
/** Europe PMC, bioRxiv, SEC, ClinicalTrials.gov and PatentsView stubs, one server (tests/stubs/data-services.ts). */
export const E2E_DATA_SERVICES_PORT = PORT_BASE + 4;
/** News sites for the website monitor (tests/stubs/monitored-sites.ts). */
export const E2E_MONITORED_SITES_PORT = PORT_BASE + 5;
export const E2E_MONITORED_SITES_URL = `http://127.0.0.1:${E2E_MONITORED_SITES_PORT}`;
export const E2E_DATA_DIR = `data/e2e${SUFFIX}`;
export const E2E_MAIL_DIR = `test-results/e2e-mail${SUFFIX}`;
/** The e2e mail server refuses every address of this domain for good (550). */
export const E2E_BOUNCING_DOMAIN = "bounce.e2e.test";
/**
 * A second product server with a PatentsView key (against the stub), for the patent screen's real
 * mode; everything else of it is moved by 50 (its own ports, data and mail folders).
 */
export const E2E_PATENTS_PORT_BASE = PORT_BASE + 50;
export const E2E_PATENTS_URL = `http://127.0.0.1:${E2E_PATENTS_PORT_BASE + 1}`;
export const E2E_PATENTSVIEW_KEY = "test-key";
/** Playwright's own output (it empties the folder at start). */
export const E2E_OUTPUT_DIR = `test-results/playwright${SUFFIX}`;
export const E2E_EDITOR_PASSWORD = "e2e-editor-password";
export const E2E_PASSWORD = "e2e-password-123";

/** Accounts created before the server starts (all confirmed). */
export const E2E_ACCOUNTS = {
  reader: { email: "reader@e2e.test", role: "user" },
  editor: { email: "editor@e2e.test", role: "editor" },
  admin: { email: "chief@e2e.test", role: "admin" },
} as const;
