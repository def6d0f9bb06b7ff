import type { Page } from "@playwright/test";
import { E2E_PATENTS_URL } from "./support/constants";
import { expect, test } from "./support/fixtures";

// /ip-intelligence on the second e2e server, which has a PatentsView key: its answers come from
// the PatentsView stub (tests/stubs/patents.ts), which checks the key; "stub-fail" makes it fail.
test.use({ baseURL: E2E_PATENTS_URL });

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search patents" });

test("with a key, results come from PatentsView, whose fixed filters are shown disabled with why", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/ip-intelligence");
  await expect(page.getByRole("heading", { level: 1, name: "Patent Explorer" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "PatentsView" })).toContainText("granted United States patents");
  await page.getByRole("button", { name: "Advanced Filters" }).click();
  const country = page.getByRole("combobox", { name: "Country" });
  await expect(country).toBeDisabled();
  await expect(country).toHaveText("United States (US)");
  await expect(country).toHaveAccessibleDescription("PatentsView covers United States patents only.");
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Granted");
  await expect(page.getByRole("combobox", { name: "Sort By" })).toBeEnabled();

  await searchBox(page).fill("antibody");
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { name: "Anti-PD-1 antibody in combination with a CTLA-4 inhibitor for treating melanoma" })).toBeVisible({
    timeout: 20_000,
  });
});

test("a PatentsView failure shows the destructive 'Search Failed' toast with the server's message", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/ip-intelligence");
  await searchBox(page).fill("stub-fail");
  await searchBox(page).press("Enter");
  const toast = page.locator("[data-sonner-toast][data-type='error']");
  await expect(toast).toContainText("Search Failed", { timeout: 20_000 });
  await expect(toast).toContainText("PatentsView");
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();
});
