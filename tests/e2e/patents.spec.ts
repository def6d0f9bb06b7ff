import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The e2e server runs without PATENTSVIEW_API_KEY, so the Patent Explorer shows sample data.

function summary(page: Page, label: string) {
  return page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
}

const resultCards = (page: Page) => page.locator("section[aria-labelledby='patent-results-heading'] ul > li");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search patents" });

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a signed-out visitor is sent to /auth", async ({ page }) => {
  await page.goto("/ip-intelligence");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a reader sees the sample notice, and a blank query does nothing", async ({ page, signInAs }) => {
  await signInAs("reader");
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/patents/search")) searches.push(request.url());
  });
  await page.goto("/ip-intelligence");
  await expect(page.getByRole("heading", { level: 1, name: "Patent Explorer" })).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "Sample data" });
  await expect(notice).toContainText("PATENTSVIEW_API_KEY");
  await expect(page.getByRole("heading", { name: "Start your patent search" })).toBeVisible();

  await page.getByRole("button", { name: "Search", exact: true }).click();
  await searchBox(page).fill("   ");
  await searchBox(page).press("Enter");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Start your patent search" })).toBeVisible();
  expect(searches).toEqual([]);
});

test("a reader searches by Enter, by the button and by a shortcut, and sees cards and summaries", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/ip-intelligence");

  await searchBox(page).fill("mRNA vaccine");
  await searchBox(page).press("Enter");
  await expect(page.getByText("Searching patents...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  const count = await resultCards(page).count();
  expect(count).toBeGreaterThanOrEqual(8);
  await expect(page.getByText(`Showing ${count} of ${count} patents for “mRNA vaccine”`)).toBeVisible();
  await expect(summary(page, "Total Patents")).toHaveText(String(count));
  await expect(summary(page, "Top Country")).toHaveText("US");
  await expect(summary(page, "This Year")).toHaveText(/^\d+$/);
  await expect(summary(page, "Avg Citations")).toHaveText(/^\d+\.\d$/);

  const first = resultCards(page).first();
  await expect(first.getByText(/^US\d{8}B2$/)).toBeVisible();
  await expect(first.getByText(/^(Drug Development|Clinical Application|Manufacturing|Combination Therapy|Diagnostics)$/)).toBeVisible();
  await expect(first.getByRole("heading", { level: 3 })).toContainText("mRNA vaccine");
  await expect(first.getByText(/^\d{1,3}% relevance$/)).toBeVisible();
  for (const label of ["Inventors:", "Assignee:", "Filed:", "Granted:", "Citations:"]) await expect(first.getByText(label)).toBeVisible();
  const firstTitle = await first.getByRole("heading", { level: 3 }).textContent();
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);

  // The same search gives the same patents.
  await searchBox(page).fill("mRNA vaccine");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Searching patents...")).toBeHidden();
  await expect(resultCards(page).first().getByRole("heading", { level: 3 })).toHaveText(firstTitle!);

  await searchBox(page).fill("antibody drug conjugate");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText(/patents for “antibody drug conjugate”$/)).toBeVisible();

  await page.getByRole("button", { name: "CAR-T cell therapy" }).click();
  await expect(searchBox(page)).toHaveValue("CAR-T cell therapy");
  await expect(page.getByText(/patents for “CAR-T cell therapy”$/)).toBeVisible();
  await expect(resultCards(page).first().getByRole("heading", { level: 3 })).toContainText("CAR-T cell therapy");
});

test("a reader changes the advanced filters and meets the empty state", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/ip-intelligence");

  const toggle = page.getByRole("button", { name: "Advanced Filters" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Granted");
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveText("United States (US)");
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveText("English");
  await expect(page.getByRole("combobox", { name: "Sort By" })).toHaveText("Relevance");

  await searchBox(page).fill("gene therapy");
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();

  // A changed filter applies to the search on screen.
  await chooseFilter(page, "Country", "Japan (JP)");
  await expect(summary(page, "Top Country")).toHaveText("JP");
  await expect(resultCards(page).first().getByText(/^JP\d+B2$/)).toBeVisible();

  await chooseFilter(page, "Status", "Application");
  await expect(resultCards(page).first().getByText(/^JP\d{10}A$/)).toBeVisible();
  await expect(resultCards(page).first().getByText("Application", { exact: true })).toBeVisible();

  await chooseFilter(page, "Sort By", "Oldest");
  await expect(page.getByText("Searching patents...")).toBeHidden();
  const published = await resultCards(page)
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: /^Published:$/ }) })
    .locator("dd")
    .allTextContents();
  expect(published.length).toBeGreaterThanOrEqual(8);
  const times = published.map((text) => Date.parse(text));
  expect(times).toEqual([...times].sort((a, b) => a - b));

  await chooseFilter(page, "Language", "German");
  await expect(page.getByText("Sample data is written in English; a real source would return documents in German.")).toBeVisible();

  await searchBox(page).fill("%%%");
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { name: "No patents found" })).toBeVisible();
  await expect(summary(page, "Total Patents")).toHaveText("0");
  await expect(summary(page, "Top Country")).toHaveText("None");
});

test("results fit a phone without sideways scrolling", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/ip-intelligence");
  await searchBox(page).fill("antibody");
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { name: "Total Patents" }).or(page.getByText("Total Patents")).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
