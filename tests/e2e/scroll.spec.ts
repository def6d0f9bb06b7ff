import type { Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../../src/shared/cookies/categories";
import { createConsentRecord, NO_OPTIONAL_CONSENT } from "../../src/shared/cookies/consent";
import { expect, test } from "./support/fixtures";
import { E2E_URL } from "./support/constants";

// The site's own scroll restoration (components/layout/scroll-restoration.tsx): a new page opens at
// its top, Back returns to the reader's place, a change of view on the same page keeps it.
test.beforeEach(async ({ context, page }) => {
  const record = createConsentRecord(NO_OPTIONAL_CONSENT, { gpc: false });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(record)), url: E2E_URL }]);
  await page.setViewportSize({ width: 375, height: 600 });
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Follows a link where it is, as a script would: Playwright's click would first scroll it into view. */
const follow = (page: Page, locator: ReturnType<Page["locator"]>) => locator.evaluate((link: HTMLElement) => link.click());

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

test("a new page opens at its top; Back and Forward return to where the reader was", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await scrollTo(page, 1200);

  // A link in the footer, far down the page: the next page opens at its top.
  await follow(page, page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }));
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "About BioAgent Hub" })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await scrollTo(page, 300);

  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => scrollY(page)).toBe(1200);

  await page.goForward();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => scrollY(page)).toBe(300);
});

test("a reload keeps the reader's place", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms", exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  // The address changes before the next page is drawn, and a new page opens at its top: scroll on it.
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use & Legal Statement" })).toBeVisible();
  await scrollTo(page, 900);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(900);
});

test("switching the calendar's view keeps the reader's place on the page", async ({ page }) => {
  await page.goto("/catalysts?when=past");
  const views = page.getByRole("navigation", { name: "Calendar view" });
  await expect(views).toBeVisible();
  const canScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(canScroll).toBeGreaterThan(60);
  const y = Math.min(120, canScroll);
  await scrollTo(page, y);
  await follow(page, views.getByRole("link", { name: "Month" }));
  await expect(page).toHaveURL(/view=month/);
  await expect(views.getByRole("link", { name: "Month" })).toHaveAttribute("aria-current", "page");
  expect(await scrollY(page)).toBe(y);
});
