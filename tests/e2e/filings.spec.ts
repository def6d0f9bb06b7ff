import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// /market-intelligence against the SEC stub (tests/stubs/sec.ts): SNOW has three 10-Ks with
// XBRL figures, LPA three 20-Fs, "stub-fail" makes SEC answer 503.

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
  await expect(page.getByText("Found 3 relevant SEC filings.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "20-F (3)" })).toBeVisible();

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

test("the screen with filings has no serious axe findings and fits a phone", async ({ page }) => {
  await searchFor(page, "SNOW");
  await expect(page.getByText("Found 3 relevant SEC filings.")).toBeVisible();
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
