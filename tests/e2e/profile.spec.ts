import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { Profile } from "../../src/shared/auth/contracts";
import type { E2E_ACCOUNTS } from "./support/constants";
import { apiSignedInAs, expect, test } from "./support/fixtures";

type AccountName = keyof typeof E2E_ACCOUNTS;

// Sign-in is limited to 10 a minute per address, and every spec signs in from 127.0.0.1: each
// account signs in once per file, and pages borrow its cookies.
const sessions = new Map<AccountName, APIRequestContext>();

async function signPageIn(page: Page, playwright: PlaywrightWorkerArgs["playwright"], name: AccountName): Promise<void> {
  let api = sessions.get(name);
  if (!api) {
    api = await apiSignedInAs(playwright, name);
    sessions.set(name, api);
  }
  await page.context().addCookies((await api.storageState()).cookies);
}

test.afterAll(async () => {
  for (const api of sessions.values()) await api.dispose();
  sessions.clear();
});

/** Serious and critical axe findings inside the page's main content, and whether it scrolls sideways. */
async function checkPage(page: Page, width: number) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

function detail(page: Page, label: string) {
  return page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
}

test("a signed-out visitor is sent to /auth", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a user edits, cancels and saves the profile, with the e-mail read-only", async ({ page, playwright }) => {
  await signPageIn(page, playwright, "reader");
  const original = (await (await page.request.get("/api/profile")).json()) as Profile;

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Review News" })).toHaveCount(0);
  await expect(page.getByText(/^Previews left: \d+ of 5 \(lifetime\)$/)).toBeVisible();
  await expect(page.getByText(/^Publications left: \d+ of 5 \(lifetime\)$/)).toBeVisible();
  await expect(detail(page, "Email")).toHaveText("reader@e2e.test");
  await expect(page.getByRole("textbox")).toHaveCount(0);

  // Cancel leaves everything as it was.
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await page.getByLabel("Full Name").fill("Someone Else");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Edit" })).toBeFocused();
  await expect(detail(page, "Full Name")).toHaveText(original.full_name ?? "Not provided");

  // Edit and Save.
  await page.getByRole("button", { name: "Edit" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toHaveValue("reader@e2e.test");
  await expect(email).toHaveAttribute("readonly", "");
  await page.getByLabel("Full Name").fill("  Rita Reader  ");
  await page.getByLabel("Job Title").fill("Business Development Lead");
  await page.getByLabel("Company").fill("Lund Biologics AB");
  await page.getByLabel("Department").fill("");
  await page.getByRole("combobox", { name: "Organization Type" }).click();
  await page.getByRole("option", { name: "Biotech Company" }).click();
  await page.getByRole("combobox", { name: "Experience Level" }).click();
  await page.getByRole("option", { name: "Senior Level (8-15 years)" }).click();
  await page.getByRole("combobox", { name: "Primary Use Case" }).click();
  await page.getByRole("option", { name: "Competitive Intelligence" }).click();
  await page.getByRole("button", { name: "Research Focus" }).click();
  await page.getByRole("checkbox", { name: "Genomics & Precision Medicine" }).check();
  await page.getByRole("checkbox", { name: "Drug Discovery" }).check();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Therapeutic Areas" }).click();
  await page.getByRole("checkbox", { name: "Oncology" }).check();
  await page.keyboard.press("Escape");
  const newsletter = page.getByRole("checkbox", { name: "Subscribe to our newsletter for industry insights and updates" });
  const wasSubscribed = original.communication_preferences.newsletter;
  await newsletter.click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();

  const checkSaved = async () => {
    await expect(detail(page, "Full Name")).toHaveText("Rita Reader");
    await expect(detail(page, "Job Title")).toHaveText("Business Development Lead");
    await expect(detail(page, "Company")).toHaveText("Lund Biologics AB");
    await expect(detail(page, "Department")).toHaveText("Not provided");
    await expect(detail(page, "Organization Type")).toHaveText("Biotech Company");
    await expect(detail(page, "Experience Level")).toHaveText("Senior Level (8-15 years)");
    await expect(detail(page, "Primary Use Case")).toHaveText("Competitive Intelligence");
    await expect(detail(page, "Research Focus")).toHaveText("Drug Discovery, Genomics & Precision Medicine");
    await expect(detail(page, "Therapeutic Areas")).toHaveText("Oncology");
    await expect(detail(page, "Newsletter")).toHaveText(wasSubscribed ? "Not subscribed" : "Subscribed");
    await expect(detail(page, "Email")).toHaveText("reader@e2e.test");
  };
  await checkSaved();
  await page.reload();
  await checkSaved();

  // Leave the shared account as it was for other specs.
  const { user_id: _userId, email: _email, ...restore } = original;
  expect((await page.request.put("/api/profile", { data: restore })).status()).toBe(200);
});

test("an editor has the Review News tab, daily credits, and Sign Out goes home", async ({ page, signInAs }) => {
  // A session of its own: signing out ends it.
  await signInAs("editor");
  await page.goto("/profile");
  await expect(page.getByText(/^Previews left: \d+ of 100 \(today\)$/)).toBeVisible();
  await page.getByRole("tab", { name: "Review News" }).click();
  const link = page.getByRole("link", { name: "Go to News Review" });
  await expect(link).toHaveAttribute("href", "/review");
  await link.click();
  await expect(page).toHaveURL(/\/review$/);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the profile passes axe and fits a 360 px phone, in both modes", async ({ page, playwright }) => {
  await signPageIn(page, playwright, "editor");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/profile");
  await expect(page.getByText(/^Previews left:/)).toBeVisible();
  await expect(detail(page, "Email")).toHaveText("editor@e2e.test");
  await checkPage(page, 360);
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await checkPage(page, 360);
  await page.getByRole("tab", { name: "Review News" }).click();
  await checkPage(page, 360);
});
