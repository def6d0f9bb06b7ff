import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// /rd-intelligence against the Europe PMC and bioRxiv stubs (tests/stubs/europepmc.ts): any query
// replays the five recorded preprints; "stub-empty" finds none and "stub-fail" makes Europe PMC fail.

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function search(page: Page, query: string) {
  await page.getByLabel("Research query").fill(query);
  await page.getByRole("button", { name: "Search Papers" }).click();
}

const papers = (page: Page) => page.getByRole("list").filter({ has: page.locator("article") }).locator("article");

test.beforeEach(async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/rd-intelligence");
  await expect(page.getByRole("heading", { level: 1, name: "R&D Discovery Scout" })).toBeVisible();
});

test("a search lists bioRxiv and medRxiv preprints with the spec's fields", async ({ page }) => {
  const bioRxiv = page.getByRole("checkbox", { name: "bioRxiv" });
  const medRxiv = page.getByRole("checkbox", { name: "medRxiv" });
  const button = page.getByRole("button", { name: "Search Papers" });
  await expect(bioRxiv).toBeChecked();
  await expect(medRxiv).toBeChecked();
  for (const type of ["Research Trends", "Gap Analysis"]) await expect(page.getByRole("button", { name: type })).toBeDisabled();

  await bioRxiv.click();
  await medRxiv.click();
  await expect(button).toBeDisabled();
  await bioRxiv.click();
  await medRxiv.click();

  await button.click();
  await expect(toast(page, "Search Query Required")).toContainText("Please enter a search query to find scientific papers.");

  await search(page, "colorectal cancer");
  await expect(toast(page, "Search Complete")).toContainText("Found 5 relevant papers.");
  await expect(papers(page)).toHaveCount(5);
  const first = papers(page).first();
  await expect(first.getByRole("heading")).toHaveText(/^Red meat intake interacts with a TGF-β-pathway-based polygenic risk score/);
  await expect(first).toContainText("medRxiv");
  await expect(first).toContainText("epidemiology");
  await expect(first).toContainText("Mendez JS, Queme B, Fu Y +69 more");
  await expect(first).toContainText("Published: Jun 16, 2025");
  await expect(first).toContainText("DOI: 10.1101/2025.06.13.25329599");
  await expect(first).toContainText("100%");
  const read = first.getByRole("link", { name: /Read Paper/ });
  await expect(read).toHaveAttribute("href", "https://www.medrxiv.org/content/10.1101/2025.06.13.25329599");
  await expect(read).toHaveAttribute("target", "_blank");
  await expect(papers(page).nth(1)).toContainText("Zok S, Behar D, Linial M");
  await expect(page.getByRole("button", { name: "Research Trends" })).toBeEnabled();
});

test("a search without hits shows the empty state; a failing service shows 'Search Failed'", async ({ page }) => {
  await search(page, "stub-empty topic");
  await expect(toast(page, "Search Complete")).toContainText("Found 0 relevant papers.");
  await expect(page.getByText("No papers found. Try other keywords or select another source.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Methodology Analysis" })).toBeDisabled();

  await search(page, "stub-fail topic");
  const failed = page.locator("[data-sonner-toast][data-type='error']").filter({ hasText: "Search Failed" });
  await expect(failed).toContainText("There was an error searching for papers. Please try again.", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Search Papers" })).toBeEnabled();
});

test("an analysis joins the chat and Recent Analyses, and stays there after a reload", async ({ page }) => {
  await search(page, "cancer progression");
  await expect(papers(page)).toHaveCount(5);

  await page.getByRole("button", { name: "Collaboration Network" }).click();
  await expect(toast(page, "Analysis Complete")).toContainText("Collaboration Network analysis has been generated successfully.");
  const messages = page.getByRole("list", { name: "Research Assistant messages" });
  await expect(messages).toContainText("Run Collaboration Network analysis on current papers");
  await expect(messages).toContainText("Authorship");
  await expect(messages).toContainText("[1]");
  const view = page.getByRole("article", { name: "Collaboration Network analysis" }).first();
  await expect(view).toContainText("Co-authorship network");
  await expect(view).toContainText("Computed by the built-in engine from the listed sources");

  const recent = page.getByRole("heading", { name: "Recent Analyses" }).locator("xpath=../..");
  await expect(recent.getByText("Collaboration Network", { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Recent Analyses" })).toBeVisible();
  await expect(recent.getByText("Collaboration Network", { exact: true }).first()).toBeVisible();
  await expect(recent).toContainText(/Confidence \d+%/);
});

test("the screen with results and an analysis has no serious axe findings and fits a phone", async ({ page }) => {
  await search(page, "cancer");
  await expect(papers(page)).toHaveCount(5);
  await page.getByRole("button", { name: "Methodology Analysis" }).click();
  await expect(toast(page, "Analysis Complete")).toBeVisible();
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the Research Assistant answers from the first papers and ignores an empty message", async ({ page }) => {
  await search(page, "cancer");
  await expect(papers(page)).toHaveCount(5);
  const messages = page.getByRole("list", { name: "Research Assistant messages" });
  const input = page.getByRole("textbox", { name: "Message" });

  await input.fill("   ");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(messages.locator("li")).toHaveCount(0);

  await input.fill("What do they say about polygenic risk and red meat?");
  await input.press("Enter");
  await expect(messages.locator("li")).toHaveCount(2);
  await expect(messages.locator("li").nth(1)).toContainText("Of the 5 papers in view, this one is closest to your question:");
  await expect(messages.locator("li").nth(1)).toContainText("[1] “Red meat intake interacts");
});
