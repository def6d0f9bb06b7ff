// Shared by the e2e server process and the specs.
export const E2E_PORT = 3101;
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SMTP_PORT = 2526;
/** The local stub site with articles in five languages (tests/stubs/article-site.ts). */
export const E2E_ARTICLE_PORT = 3102;
export const E2E_ARTICLE_SITE_URL = `http://127.0.0.1:${E2E_ARTICLE_PORT}`;
export const E2E_DATA_DIR = "data/e2e";
export const E2E_MAIL_DIR = "test-results/e2e-mail";
export const E2E_EDITOR_PASSWORD = "e2e-editor-password";
export const E2E_PASSWORD = "e2e-password-123";

/** Accounts created before the server starts (all confirmed). */
export const E2E_ACCOUNTS = {
  reader: { email: "reader@e2e.test", role: "user" },
  editor: { email: "editor@e2e.test", role: "editor" },
  admin: { email: "chief@e2e.test", role: "admin" },
} as const;
