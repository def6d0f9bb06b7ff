import AxeBuilder from "@axe-core/playwright";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import type { NewsItem } from "../../../src/shared/news/contracts";
import { E2E_ACCOUNTS, E2E_MAIL_DIR, E2E_PASSWORD, E2E_URL } from "./constants";

type AccountName = keyof typeof E2E_ACCOUNTS;

// Sessions made by signInAs, per server and account, reused while the server still accepts them:
// signing in for every test would trip the product's own sign-in limits (10 a minute per account
// and client), which the suite is not here to test.
type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
const sessions = new Map<string, Cookies>();

/** Signs the page's browser context in through the API (the form itself is tested once). */
async function signInAs(page: Page, baseURL: string | undefined, name: AccountName): Promise<void> {
  const key = `${baseURL ?? ""}|${name}`;
  const cached = sessions.get(key);
  if (cached) {
    await page.context().addCookies(cached);
    if ((await page.request.get("/api/me")).ok()) return;
    await page.context().clearCookies();
  }
  const response = await page.request.post("/api/account/sign-in", {
    data: { email: E2E_ACCOUNTS[name].email, password: E2E_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  sessions.set(key, await page.context().cookies());
}

export const test = base.extend<{ signInAs: (name: AccountName) => Promise<void> }>({
  signInAs: async ({ page, baseURL }, use) => {
    await use((name) => signInAs(page, baseURL, name));
  },
});

export { expect };

/** An API client of its own (not a page's cookies), signed in as the account; the caller disposes of it. */
export async function apiSignedInAs(playwright: PlaywrightWorkerArgs["playwright"], name: AccountName): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: E2E_URL });
  const response = await api.post("/api/account/sign-in", { data: { email: E2E_ACCOUNTS[name].email, password: E2E_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/**
 * Waits for the newest e-mail to `address` (with `subject`, when given) captured by the e2e SMTP
 * server and returns its text. Messages are sent by the background worker after the request
 * answered, so an earlier message to the same address may still be the newest for a moment.
 */
export async function waitForEmail(address: string, subject?: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(E2E_MAIL_DIR).sort();
        for (const file of files.reverse()) {
          const mail = JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), "utf8")) as { to: string[]; data: string };
          if (mail.to.includes(address) && (!subject || mail.data.includes(`\nSubject: ${subject}\r\n`))) {
            found = mail.data;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The confirmation link of a captured message (quoted-printable soft breaks undone). */
export function confirmationLink(rawMessage: string): string {
  const text = rawMessage.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?[^\s"<>]+/.exec(text);
  if (!match) throw new Error("No confirmation link in the captured e-mail");
  return match[0];
}

/** A confirmed account made through the product's own sign-up and the link in its e-mail. */
export async function createConfirmedAccount(page: Page, password: string, name = "password"): Promise<string> {
  const email = `${name}.${Date.now()}.${Math.floor(Math.random() * 1000)}@e2e.test`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: {
      email,
      password,
      confirmPassword: password,
      fullName: "Petra Password",
      company: "Lund Biologics AB",
      organizationType: "biotech",
      jobTitle: "Head of Discovery",
      useCase: "rd_planning",
      researchFocus: [],
      therapeuticAreas: [],
      newsletter: false,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const confirm = await page.request.get(confirmationLink(await waitForEmail(email)), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  return email;
}

/**
 * The article at `url` summarized and saved as a pending draft through the API, as the ingest tool
 * does, by a page or by any signed-in API client (`{ request }`). The seeded accounts' ingests of
 * every spec share one limit a minute: when it is used up, this waits as long as the 429 says.
 */
export async function saveDraftThroughApi(page: Pick<Page, "request">, url: string): Promise<{ id: string; title: string }> {
  const post = () => page.request.post("/api/news/ingest", { data: { url } });
  let ingest = await post();
  // Spent credits are a 429 too, without a Retry-After: no wait ends them.
  while (ingest.status() === 429 && ingest.headers()["retry-after"]) {
    await new Promise((resolve) => setTimeout(resolve, Number(ingest.headers()["retry-after"]) * 1000));
    ingest = await post();
  }
  expect(ingest.status(), await ingest.text()).toBe(200);
  const { engine: _engine, model: _model, notice: _notice, ...draft } = await ingest.json();
  const saved = await page.request.post("/api/news", { data: draft });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  return { id, title: draft.title };
}

/** An article ingested, saved and published by an editor through the API (PUT with status "published"); `api` is signed in as the editor. */
export async function publishArticleThroughApi(api: APIRequestContext, url: string): Promise<NewsItem> {
  const { id } = await saveDraftThroughApi({ request: api }, url);
  const draft = (await (await api.get(`/api/news/${id}`)).json()) as NewsItem;
  const published = await api.put(`/api/news/${id}`, {
    data: { title: draft.title, summary_en: draft.summary_en, tags: draft.tags, entities: draft.entities, status: "published", version: draft.version },
  });
  expect(published.status(), await published.text()).toBe(200);
  return (await published.json()) as NewsItem;
}

/** The rules axe-core rates serious or critical that the page breaks. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Read the page as it settles, not mid-transition: a toast fading in has, for a moment, the
  // contrast of half its opacity (axe once found color-contrast there in CI). Endless animations
  // (a spinner) are not waited for; one cancelled meanwhile counts as done.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id);
}
