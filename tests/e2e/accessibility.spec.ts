import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { NewsItem } from "../../src/shared/news/contracts";
import { SHORT_ARTICLES } from "../stubs/short-articles";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { expect, saveDraftThroughApi, test } from "./support/fixtures";

// Every public route of the route table, the sign-in screens and a path that does not exist.
const PUBLIC_ROUTES = [
  "/",
  "/news",
  "/catalysts",
  "/catalysts?view=month&month=2026-09",
  "/ai-agents",
  "/about",
  "/contact",
  "/resources",
  "/rag-agent",
  "/db-chat-agent",
  "/terms",
  "/privacy",
  "/cookies",
  "/auth",
  "/forgot-password",
  "/reset-password?token=axe-check-token",
  "/editor-login",
  "/no-such-page",
] as const;

const PHONE_WIDTH = 360;

/** Waits until the route's lazy page and its first data have arrived. */
async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
}

/** Serious and critical axe-core findings, as readable lines (the first three elements of each rule). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(" ")} ${node.html.slice(0, 120)}`)
          .join(" | ")}`,
    );
}

for (const route of PUBLIC_ROUTES) {
  test(`${route} has no serious or critical axe violations`, async ({ page }) => {
    await open(page, route);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// Signed-in screens (each screen's own spec also checks it with its results shown).
const SIGNED_IN_ROUTES = ["/profile", "/alerts", "/rd-intelligence", "/market-intelligence", "/clinical-development", "/ip-intelligence", "/n8n-chat"] as const;
const ADMIN_ROUTES = ["/website-monitor", "/email-delivery"] as const;

for (const route of SIGNED_IN_ROUTES) {
  test(`${route}, signed in, has no serious or critical axe violations`, async ({ page, signInAs }) => {
    await signInAs("reader");
    await open(page, route);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const route of ADMIN_ROUTES) {
  test(`${route}, as an admin, has no serious or critical axe violations`, async ({ page, signInAs }) => {
    await signInAs("admin");
    await open(page, route);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/** A story of two reports (one article published twice by the signed-in editor): its page's address. */
async function publishStory(page: Page): Promise<string> {
  const url = `${E2E_ARTICLE_SITE_URL}${SHORT_ARTICLES.en.path}?a11y=${randomBytes(6).toString("hex")}`;
  let storyId: string | null = null;
  for (const copy of ["first", "second"]) {
    const { id } = await saveDraftThroughApi(page, `${url}&copy=${copy}`);
    const published = await page.request.post(`/api/news/${id}/publish`);
    expect(published.status(), await published.text()).toBe(200);
    storyId = ((await published.json()) as NewsItem).story_id;
  }
  return `/stories/${storyId}`;
}

test("/stories/{id}, with an editor's controls, has no serious or critical axe violations and fits a phone", async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  await signInAs("editor");
  const route = await publishStory(page);
  await open(page, route);
  await expect(page.getByRole("button", { name: /Split out/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
});

test(`no page scrolls sideways at ${PHONE_WIDTH} px`, async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  const tooWide: string[] = [];
  const measure = async (route: string) => {
    await open(page, route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE_WIDTH) tooWide.push(`${route}: ${width} px`);
  };
  for (const route of PUBLIC_ROUTES) await measure(route);
  await signInAs("reader");
  for (const route of SIGNED_IN_ROUTES) await measure(route);
  await signInAs("admin");
  for (const route of ADMIN_ROUTES) await measure(route);
  expect(tooWide).toEqual([]);
});
