import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// Issue 15 §4 on the two intelligence screens with analyses: a confidence only with the sentence
// it rests on, and an analysis that can compute nothing says so, adds nothing and is not stored.
// The Europe PMC stub answers five recorded preprints that carry authors and dates but no abstracts;
// the SEC stub answers SNOW (three 10-Ks with XBRL figures).

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const recentCard = (page: Page) => page.getByRole("heading", { name: "Recent Analyses" }).locator("xpath=../..");

test.beforeEach(async ({ signInAs }) => {
  await signInAs("reader");
});

test("preprints: the confidence stands next to its basis; an analysis with nothing to read says so and is not kept", async ({ page }) => {
  await page.goto("/rd-intelligence");
  await page.getByLabel("Research query").fill("cancer progression");
  await page.getByRole("button", { name: "Search Papers" }).click();
  await expect(toast(page, "Search Complete")).toContainText("Found 5 relevant papers.");

  await page.getByRole("button", { name: "Collaboration Network" }).click();
  const view = page.getByRole("article", { name: "Collaboration Network analysis" }).first();
  await expect(view).toContainText("Confidence 100%: 5 of 5 papers list two or more authors.");
  await expect(recentCard(page)).toContainText("Confidence 100%: 5 of 5 papers list two or more authors.");
  const messages = page.getByRole("list", { name: "Research Assistant messages" });
  await expect(messages.locator("li")).toHaveCount(2);

  // The recorded papers carry no abstracts, which Gap Analysis reads.
  await page.getByRole("button", { name: "Gap Analysis" }).click();
  await expect(toast(page, "Nothing to Analyze")).toContainText(
    "Gap Analysis reads the papers' abstracts, and none of these papers came with one. No analysis was saved.",
  );
  await expect(toast(page, "Analysis Failed")).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Gap Analysis analysis" })).toHaveCount(0);
  await expect(messages.locator("li")).toHaveCount(2);
  await page.reload();
  await expect(recentCard(page).getByText("Collaboration Network", { exact: true }).first()).toBeVisible();
  await expect(recentCard(page).getByText("Gap Analysis", { exact: true })).toHaveCount(0);
});

test("preprints: the assistant does not search for filler words", async ({ page }) => {
  await page.goto("/rd-intelligence");
  await page.getByLabel("Research query").fill("cancer");
  await page.getByRole("button", { name: "Search Papers" }).click();
  await expect(toast(page, "Search Complete")).toBeVisible();
  const messages = page.getByRole("list", { name: "Research Assistant messages" });
  const input = page.getByRole("textbox", { name: "Message" });

  await input.fill("Which of these papers are relevant?");
  await input.press("Enter");
  await expect(messages.locator("li").nth(1)).toContainText("Here are the 5 papers in view:");
  await expect(messages.locator("li").nth(1)).not.toContainText("relevant");

  await input.fill("Welche Studien sind zu Brustkrebs und Zebrafischen relevant?");
  await input.press("Enter");
  await expect(messages.locator("li").nth(3)).toContainText("None of the 5 papers in view mentions “brustkrebs”, “zebrafischen”.");
});

test("filings: the confidence stands next to its basis; filings without the figures an analysis needs give a clear message", async ({ page }) => {
  await page.goto("/market-intelligence");
  await page.getByLabel("Company name or ticker").fill("SNOW");
  await page.getByRole("button", { name: "Search Filings" }).click();
  await expect(page.getByText("Found 3 relevant SEC filings.")).toBeVisible();

  await page.getByRole("button", { name: "Market Sizing" }).click();
  const view = page.getByRole("article", { name: "Market Sizing analysis" }).first();
  await expect(view).toContainText("Confidence 100%: 1 of 1 company in these filings reports revenue.");

  // The same company as EDGAR would answer it without XBRL figures (the server computes the analysis).
  await page.route("**/api/filings/search", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { results: Array<{ financial_highlights: Record<string, unknown> }> };
    for (const filing of body.results) {
      Object.assign(filing.financial_highlights, { revenue: null, revenue_previous: null, net_income: null, total_assets: null });
    }
    await route.fulfill({ response, json: body });
  });
  await page.getByRole("button", { name: "Search Filings" }).click();
  await expect(toast(page, "Search Complete")).toHaveCount(2);
  await page.getByRole("button", { name: "Financial Performance" }).click();
  await expect(toast(page, "Nothing to Analyze")).toContainText(
    "Financial Performance needs revenue, net income or total assets, and none of these filings reports any in its XBRL facts. No analysis was saved.",
  );
  await expect(page.getByRole("article", { name: "Financial Performance analysis" })).toHaveCount(0);
  await expect(recentCard(page).getByText("Financial Performance", { exact: true })).toHaveCount(0);
});
