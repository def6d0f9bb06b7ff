import type { BrowserContext, Page } from "@playwright/test";
import { E2E_EDITOR_PASSWORD } from "./support/constants";
import { expect, test } from "./support/fixtures";

const CONSENT_COOKIE = "bioagent.consent";
const YEAR_SECONDS = 365 * 24 * 60 * 60;
type Categories = { preferences: boolean; analytics: boolean; functional: boolean; marketing: boolean };
const NONE: Categories = { preferences: false, analytics: false, functional: false, marketing: false };
const ALL: Categories = { preferences: true, analytics: true, functional: true, marketing: true };

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const settings = (page: Page) => page.getByRole("dialog", { name: "Cookie Settings" });

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === CONSENT_COOKIE);
  if (!cookie) return null;
  return { cookie, record: JSON.parse(decodeURIComponent(cookie.value)) as { version: number; decidedAt: string; categories: Categories; gpc: boolean } };
}

function withGpc(page: Page) {
  return page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
}

test("the first visit sets nothing; Accept all is stored for 12 months and survives a reload", async ({ page, context }) => {
  await page.goto("/news");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toHaveCount(0);
  const stored = await consentCookie(context);
  expect(stored?.record).toMatchObject({ version: 1, categories: ALL, gpc: false });
  expect(stored?.cookie).toMatchObject({ sameSite: "Lax", httpOnly: false, secure: false, path: "/" });
  expect(Math.abs(stored!.cookie.expires - Date.now() / 1000 - YEAR_SECONDS)).toBeLessThan(120);
  expect(Math.abs(Date.parse(stored!.record.decidedAt) - Date.now())).toBeLessThan(60_000);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("Reject non-essential is stored and survives a reload", async ({ page, context }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reject non-essential" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookie(context))?.record.categories).toEqual(NONE);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("Customize chooses per category; Cookie Settings in the footer reopens the stored choice", async ({ page, context }) => {
  await page.goto("/about");
  await banner(page).getByRole("button", { name: "Customize" }).click();
  const dialog = settings(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /Strictly necessary/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Strictly necessary/ })).toBeDisabled();
  for (const name of ["Preferences", "Analytics", "Functional / performance", "Marketing"]) {
    await expect(dialog.getByRole("checkbox", { name })).not.toBeChecked();
  }
  await dialog.getByRole("checkbox", { name: "Analytics" }).click();
  await dialog.getByRole("button", { name: "Save preferences" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookie(context))?.record.categories).toEqual({ ...NONE, analytics: true });

  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" });
  await footerButton.click();
  await expect(dialog.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Analytics" }).click();
  await dialog.getByRole("checkbox", { name: "Marketing" }).click();
  await dialog.getByRole("button", { name: "Save preferences" }).click();
  expect((await consentCookie(context))?.record.categories).toEqual({ ...NONE, marketing: true });

  await footerButton.click();
  await expect(dialog.getByRole("checkbox", { name: "Marketing" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(footerButton).toBeFocused();
  expect((await consentCookie(context))?.record.categories).toEqual({ ...NONE, marketing: true });
});

test("the banner works from the keyboard, does not trap focus and leaves the footer reachable", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Accept all" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Reject non-essential" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Customize" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "BioAgent Hub" }).first()).toBeFocused();

  // At the end of the page the banner sits below the footer instead of over it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" });
  const [buttonBox, bannerBox] = [await footerButton.boundingBox(), await banner(page).boundingBox()];
  expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(bannerBox!.y);
  await footerButton.click({ trial: true });

  await banner(page).getByRole("button", { name: "Reject non-essential" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator("main")).toBeFocused();
});

test("with Global Privacy Control the banner says so, offers no Accept all, and optional categories stay off", async ({ page, context }) => {
  await withGpc(page);
  await page.goto("/");
  await expect(banner(page)).toContainText("Global Privacy Control detected");
  await expect(banner(page).getByRole("button", { name: "Accept all" })).toHaveCount(0);
  expect(await context.cookies()).toEqual([]);

  await banner(page).getByRole("button", { name: "Customize" }).click();
  const dialog = settings(page);
  await expect(dialog).toContainText("Global Privacy Control signal");
  await expect(dialog.getByRole("button", { name: "Accept all" })).toHaveCount(0);
  for (const name of ["Preferences", "Analytics", "Functional / performance", "Marketing"]) {
    await expect(dialog.getByRole("checkbox", { name })).not.toBeChecked();
  }
  await dialog.getByRole("button", { name: "Reject non-essential" }).click();
  expect((await consentCookie(context))?.record).toMatchObject({ categories: NONE, gpc: true });

  // Turning a category on is an explicit act in Cookie Settings, and is then kept.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
  await dialog.getByRole("checkbox", { name: "Preferences" }).click();
  await dialog.getByRole("button", { name: "Save preferences" }).click();
  expect((await consentCookie(context))?.record).toMatchObject({ categories: { ...NONE, preferences: true }, gpc: true });
  await page.reload();
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Preferences" })).toBeChecked();
});

test("Global Privacy Control overrides an Accept all given without it", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await withGpc(page);
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
  const dialog = settings(page);
  await expect(dialog).toContainText("Global Privacy Control signal");
  for (const name of ["Preferences", "Analytics", "Functional / performance", "Marketing"]) {
    await expect(dialog.getByRole("checkbox", { name })).not.toBeChecked();
  }
});

test("the Cookie Policy has its date, seven sections and every cookie the product sets", async ({ page, context, signInAs }) => {
  await page.goto("/cookies");
  await expect(page.getByRole("heading", { name: "Cookie Policy", level: 1 })).toBeVisible();
  await expect(page.getByText("Last updated: October 2, 2025")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "1. What Are Cookies",
    "2. Categories of Cookies We Use",
    "3. Your Choices",
    "4. Cookies We Set",
    "5. Third-Party Processors",
    "6. Do Not Track and Global Privacy Control",
    "7. Updates to This Policy",
  ]);
  await expect(page.getByText("We honour GPC as an opt-out of all optional categories", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Open Cookie Settings" }).click();
  await expect(settings(page)).toBeVisible();
  await page.keyboard.press("Escape");

  const table = page.getByRole("table");
  await signInAs("reader");
  const editor = await page.request.post("/api/editor/login", { data: { password: E2E_EDITOR_PASSWORD } });
  expect(editor.status()).toBe(200);
  await banner(page).getByRole("button", { name: "Reject non-essential" }).click();
  const names = (await context.cookies()).map((cookie) => cookie.name).sort();
  expect(names).toEqual(["better-auth.session_token", "bioagent.consent", "bioagent.editor_access"]);
  for (const name of names) await expect(table.getByRole("rowheader", { name })).toBeVisible();
});
