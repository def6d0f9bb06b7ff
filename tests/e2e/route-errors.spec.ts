import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// Issue 15 §5: after a deploy, a tab of the previous build asks for a page chunk that no longer
// exists. The About page's chunk answers 404 here, as a pruned asset does.
const ABOUT_CHUNK = /\/assets\/about-page-[^/]+\.js$/;

/** Counts the page's document loads (the first visit, then each reload). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

async function openAboutFromTheMenu(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "AI Agent Hub for Biotech & Pharma" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();
}

test("a page whose code is gone reloads once, then shows the product's error page, never React Router's", async ({ page }) => {
  const documentLoads = countDocumentLoads(page);
  await page.route(ABOUT_CHUNK, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }));
  await openAboutFromTheMenu(page);

  await expect(page.getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  // One reload by itself (the first load and the reload), not a loop.
  expect(documentLoads()).toBe(2);
  await expect(page.getByText(/the site may have been updated since you opened it/)).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  // The site's header and footer are still there.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  // Readable and usable on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The chunk is back (the new build is served): Try again shows the page.
  await page.unroute(ABOUT_CHUNK);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About BioAgent Hub" })).toBeVisible();
  expect(documentLoads()).toBe(3);
});

test("a chunk that loads after the reload shows the page without a word of the error", async ({ page }) => {
  const documentLoads = countDocumentLoads(page);
  let refused = 0;
  await page.route(ABOUT_CHUNK, async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" });
  });
  await openAboutFromTheMenu(page);

  await expect(page.getByRole("heading", { level: 1, name: "About BioAgent Hub" })).toBeVisible();
  expect(refused).toBe(1);
  expect(documentLoads()).toBe(2);
  await expect(page.getByRole("heading", { name: "This page could not be shown" })).toHaveCount(0);
});

test("the error page's way home leaves the broken page", async ({ page }) => {
  await page.route(ABOUT_CHUNK, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }));
  await openAboutFromTheMenu(page);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "AI Agent Hub for Biotech & Pharma" })).toBeVisible();
});
