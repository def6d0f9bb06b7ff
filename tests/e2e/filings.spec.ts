import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// /market-intelligence against the SEC stub (tests/stubs/sec.ts): SNOW has three 10-Ks with
// XBRL figures, LPA two 20-Fs and a 20-F/A, Tesla (CIK 1318605) a 10-K and its 10-K/A,
// "stub-fail" makes SEC answer 503.

/** No serious or critical axe findings inside the main content. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
}

async function searchFor(page: Page, query: string) {
  await page.getByLabel("Company name or ticker").fill(query);
  await page.getByRole("button", { name: "Search Filings" }).click();
}

test.beforeEach(async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/market-intelligence");
  await expect(page.getByRole("heading", { level: 1, name: "Market Analysis Agent" })).toBeVisible();
});

test("searches by ticker, shows filings with figures and tabs with counts", async ({ page }) => {
  await searchFor(page, "SNOW");
  await expect(page.getByText("Search Complete")).toBeVisible();
  await expect(page.getByText("Found 3 relevant SEC filings.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "All (3)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "10-K (3)" })).toBeVisible();

  const newest = page.getByRole("tabpanel").locator("[aria-label='Snowflake Inc. 10-K filed 2025-03-21']");
  await expect(newest.getByText(/^Snowflake delivers the AI Data Cloud/)).toBeVisible();
  await expect(newest.getByText("$3.6B")).toBeVisible();
  await expect(newest.getByText("-$1.3B")).toBeVisible();
  await expect(newest.getByText("Market cap (public float)")).toBeVisible();
  await expect(newest.getByText("$42.3B")).toBeVisible();
  await expect(newest.getByText("We face intense competition, which could harm our results of operations.")).toBeVisible();
  // Eight key sections: six shown, the rest on request.
  await expect(newest.getByText("We are subject to litigation and legal proceedings that could be costly.")).toBeHidden();
  await newest.getByRole("button", { name: "Show all key sections (+2)" }).click();
  await expect(newest.getByText("We are subject to litigation and legal proceedings that could be costly.")).toBeVisible();
  await expect(newest.getByRole("link", { name: /View Filing/ })).toHaveAttribute("href", /snow-20250131\.htm$/);

  await page.getByRole("tab", { name: "20-F (0)" }).click();
  await expect(page.getByText("No 20-F filings in these results.")).toBeVisible();
});

test("asks for criteria, needs a filing type, shows an empty result and a failure", async ({ page }) => {
  await page.getByRole("button", { name: "Search Filings" }).click();
  await expect(page.getByText("Search Criteria Required")).toBeVisible();
  await expect(page.getByText("Please enter a company name, ticker, or CIK number to search SEC filings.")).toBeVisible();

  await page.getByRole("checkbox", { name: "10-K" }).click();
  await page.getByRole("checkbox", { name: "20-F" }).click();
  await expect(page.getByRole("button", { name: "Search Filings" })).toBeDisabled();
  await page.getByRole("checkbox", { name: "20-F" }).click();

  await searchFor(page, "Zyxwv Nonexistent Holdings");
  await expect(page.getByText("Found 0 relevant SEC filings.")).toBeVisible();
  await expect(page.getByText("No filings found. Try another company name, ticker or CIK number.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Market Sizing" })).toBeDisabled();

  await searchFor(page, "stub-fail");
  await expect(page.getByText("Search Failed")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("There was an error searching SEC filings. Please try again.")).toBeVisible();
});

test("runs an analysis, chats about the filings, and keeps the analysis in Recent Analyses", async ({ page }) => {
  await page.getByLabel("CIK Number (optional)").fill("1997711");
  await page.getByRole("button", { name: "Search Filings" }).click();
  await expect(page.getByText("Found 2 relevant SEC filings.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "20-F (2)" })).toBeVisible();

  await page.getByRole("button", { name: "Financial Performance" }).click();
  await expect(page.getByText("Analysis Complete")).toBeVisible();
  await expect(page.getByText("Financial Performance analysis has been generated successfully.")).toBeVisible();
  const analysis = page.getByRole("article", { name: "Financial Performance analysis" }).first();
  await expect(analysis.getByText("Logistic Properties of the Americas revenue grew 11.2% year over year, from $39.4M to $43.9M [1].")).toBeVisible();
  await expect(analysis.getByRole("link", { name: /Logistic Properties of the Americas 20-F 2024/ }).first()).toBeVisible();

  const messages = page.getByRole("list", { name: "Market Assistant messages" });
  await expect(messages.getByText("Run Financial Performance analysis on current filings")).toBeVisible();

  await page.getByRole("textbox", { name: "Message" }).fill("What are the main risks?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(messages.getByText(/Currency and macroeconomics: named in \d of \d filings read/)).toBeVisible();

  const recent = page.getByRole("heading", { name: "Recent Analyses" }).locator("xpath=ancestor::div[contains(@class,'rounded-xl')][1]");
  await expect(recent.getByText("Financial Performance")).toBeVisible();

  await page.reload();
  await expect(recent.getByText("Financial Performance")).toBeVisible();
  await expect(recent.getByText("Chat")).toBeVisible();
});

test("an amendment shows as filed, under its original, which comes first", async ({ page }) => {
  await page.getByLabel("CIK Number (optional)").fill("1318605");
  await page.getByRole("button", { name: "Search Filings" }).click();
  await expect(page.getByRole("tab", { name: "All (1)" })).toBeVisible();
  const cards = page.getByRole("tabpanel").locator("[aria-label^='Tesla, Inc.']");
  await expect(cards).toHaveCount(1);
  const original = cards.first();
  await expect(original).toHaveAttribute("aria-label", "Tesla, Inc. 10-K filed 2022-02-07");
  await expect(original.getByText("10-K", { exact: true })).toBeVisible();
  const amendments = original.getByRole("heading", { name: "Amendments" }).locator("xpath=..");
  await expect(amendments.getByRole("listitem")).toHaveText(["10-K/A filed 2022-05-02 · View amendment 10-K/A filed 2022-05-02 (opens in a new tab)"]);
  await expect(amendments.getByRole("link", { name: /View amendment/ })).toHaveAttribute("href", /000156459022016871\/tsla-10ka_20211231\.htm$/);

  await page.getByLabel("CIK Number (optional)").fill("1997711");
  await page.getByRole("button", { name: "Search Filings" }).click();
  const lpa = page.getByRole("tabpanel").locator("[aria-label^='Logistic Properties of the Americas']");
  await expect(lpa).toHaveCount(2);
  await expect(lpa.first()).toHaveAttribute("aria-label", "Logistic Properties of the Americas 20-F filed 2025-04-02");
  await expect(lpa.first().getByText("20-F/A filed 2025-04-07")).toBeVisible();
  await expectAccessible(page);
});

test("a result the search did not read shows so, and its description and key sections are read on request", async ({ page }) => {
  // Words in all three companies' documents: six results; the search reads the newest three.
  await searchFor(page, "competition");
  await expect(page.getByText("Found 6 relevant SEC filings.")).toBeVisible();
  const tesla = page.getByRole("tabpanel").locator("[aria-label='Tesla, Inc. 10-K filed 2022-02-07']");
  await expect(tesla.getByText("Business description and key sections: not read yet.", { exact: false })).toBeVisible();
  await tesla.getByRole("button", { name: "Read from the filing" }).click();
  await expect(tesla.getByText(/^We design, develop, manufacture, sell and lease high-performance fully electric vehicles/)).toBeVisible();
  await expect(tesla.getByRole("heading", { name: "Key sections" })).toBeVisible();
  await expect(tesla.getByText("We face strong competition for our products and services from a growing list of established and new competitors.")).toBeVisible();

  // Snowflake's 2023 document is not in SEC's (stubbed) archive: the card says so and offers another try.
  const snow2023 = page.getByRole("tabpanel").locator("[aria-label='Snowflake Inc. 10-K filed 2023-03-29']");
  await snow2023.getByRole("button", { name: "Read from the filing" }).click();
  await expect(snow2023.getByText("Business description and key sections: SEC EDGAR did not give this filing's document.")).toBeVisible();
  await expect(snow2023.getByRole("button", { name: "Try again" })).toBeVisible();
  await expectAccessible(page);
});

test("the screen with filings has no serious axe findings and fits a phone", async ({ page }) => {
  await searchFor(page, "SNOW");
  await expect(page.getByText("Found 3 relevant SEC filings.")).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
