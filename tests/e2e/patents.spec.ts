import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The e2e server runs without PATENTSVIEW_API_KEY, so the Patent Explorer searches Europe PMC's
// patent records: the stub answers SRC:PAT from hand-written records (tests/stubs/europepmc-patents.ts),
// seven of which hold the word "antibody".

/** The four summary cards, in the spec's order: Total Patents, This Year, Avg Citations, Top Country. */
async function expectSummary(page: Page, values: [string, string, string, string]) {
  const labels = ["Total Patents", "This Year", "Avg Citations", "Top Country"];
  const card = (label: string) =>
    page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
  for (const [index, label] of labels.entries()) await expect(card(label), label).toHaveText(values[index]!);
}

const resultCards = (page: Page) => page.locator("section[aria-labelledby='patent-results-heading'] > ul > li");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search patents" });
const detail = (card: ReturnType<typeof resultCards>, label: string) =>
  card.locator("dl > div").filter({ has: card.page().locator("dt", { hasText: new RegExp(`^${label}:$`) }) }).locator("dd");

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a signed-out visitor is sent to /auth", async ({ page }) => {
  await page.goto("/ip-intelligence");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a reader sees where patents come from, and a blank query does nothing", async ({ page, signInAs }) => {
  await signInAs("reader");
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/patents/search")) searches.push(request.url());
  });
  await page.goto("/ip-intelligence");
  await expect(page.getByRole("heading", { level: 1, name: "Patent Explorer" })).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "Europe PMC" });
  await expect(notice).toContainText("European Patent Office");
  await expect(page.getByText("Sample data")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Start your patent search" })).toBeVisible();

  await page.getByRole("button", { name: "Search", exact: true }).click();
  await searchBox(page).fill("   ");
  await searchBox(page).press("Enter");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Start your patent search" })).toBeVisible();
  expect(searches).toEqual([]);
});

test("a reader searches by Enter, by the button and by a shortcut, and sees real-shaped records and summaries", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/ip-intelligence");

  await searchBox(page).fill("antibody");
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByText("Showing 7 of 7 patents for “antibody”")).toBeVisible();
  await expect(resultCards(page)).toHaveCount(7);
  // From the seven records: one published this year, 21 citations over the six that report them.
  await expectSummary(page, ["7", "1", "3.5", "EP"]);

  const first = resultCards(page).first();
  await expect(first.getByText("EP3456789", { exact: true })).toBeVisible();
  await expect(first.getByText("B1", { exact: true })).toBeVisible();
  await expect(first.getByText("Granted", { exact: true })).toBeVisible();
  await expect(first.getByText("Combination Therapy", { exact: true })).toBeVisible();
  await expect(first.getByText("100% relevance")).toBeVisible();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText(
    "ANTI-PD-1 ANTIBODY FOR USE IN TREATING MELANOMA IN COMBINATION WITH A CTLA-4 INHIBITOR",
  );
  await expect(detail(first, "Inventors")).toHaveText("LINDQVIST ANNA, TANAKA KENJI");
  await expect(detail(first, "Assignee")).toHaveText("HELIXA THERAPEUTICS INC");
  await expect(detail(first, "Filed")).toHaveText("Mar 10, 2017");
  await expect(detail(first, "Published")).toHaveText("Aug 4, 2021");
  await expect(detail(first, "Citations")).toHaveText("3");
  const link = first.getByRole("link", { name: /View record EP3456789/ });
  await expect(link).toHaveAttribute("href", "https://europepmc.org/article/PAT/EP3456789");
  await expect(link).toHaveAttribute("target", "_blank");

  // A record without an abstract or a citation count says so.
  const japan = resultCards(page).filter({ hasText: "JP2020123456" });
  await expect(japan.getByText("Abstract not reported.")).toBeVisible();
  await expect(detail(japan, "Citations")).toHaveText("Not reported");
  await expect(japan.getByText("Application", { exact: true })).toBeVisible();
  await expect(detail(japan, "Assignee")).toHaveText("KAIROS PHARMA CO., LTD.");

  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);

  await searchBox(page).fill("antibody capture");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Showing 1 of 1 patent for “antibody capture”", { exact: true })).toBeVisible();
  await expect(resultCards(page).first()).toContainText("US2022012345");

  await page.getByRole("button", { name: "mRNA vaccine" }).click();
  await expect(searchBox(page)).toHaveValue("mRNA vaccine");
  await expect(page.getByText("Showing 1 of 1 patent for “mRNA vaccine”", { exact: true })).toBeVisible();
  await expect(resultCards(page).first().getByRole("heading", { level: 3 })).toHaveText("MRNA VACCINE ENCODING A PREFUSION-STABILISED RSV F ANTIGEN");
  await expect(resultCards(page).first().getByText("Application", { exact: true })).toBeVisible();
});

test("filters Europe PMC cannot apply are disabled with the reason; sort applies; nonsense finds nothing", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/ip-intelligence");

  const toggle = page.getByRole("button", { name: "Advanced Filters" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const reasons = {
    Status: "Europe PMC cannot search by status. Each patent shows its own, read from its kind code.",
    Country: "Europe PMC cannot search by country. Each patent's country is read from its publication number.",
    Language: "Europe PMC does not report the language of a patent.",
  };
  for (const [label, reason] of Object.entries(reasons)) {
    const filter = page.getByRole("combobox", { name: label });
    await expect(filter).toBeDisabled();
    await expect(filter).toHaveText("All");
    await expect(filter).toHaveAccessibleDescription(reason);
    await expect(page.getByText(reason)).toBeVisible();
  }
  await expect(page.getByRole("combobox", { name: "Sort By" })).toBeEnabled();
  await expect(page.getByRole("combobox", { name: "Sort By" })).toHaveText("Relevance");
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);

  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/patents/search")) searches.push(new URL(request.url()).search);
  });
  await searchBox(page).fill("antibody");
  await searchBox(page).press("Enter");
  await expect(resultCards(page)).toHaveCount(7);

  // A changed sort applies to the search on screen: oldest first, with no relevance to show.
  await chooseFilter(page, "Sort By", "Oldest");
  await expect(resultCards(page).first()).toContainText("JP2020123456");
  const published = await resultCards(page)
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: /^Published:$/ }) })
    .locator("dd")
    .allTextContents();
  expect(published).toHaveLength(7);
  const times = published.map((text) => Date.parse(text));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  await expect(resultCards(page).first().getByText("Relevance not reported")).toBeVisible();
  // The disabled filters are not sent.
  expect(searches).toEqual(["?q=antibody&sort=relevance", "?q=antibody&sort=oldest"]);

  await searchBox(page).fill("zzqxwv nonexistent");
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { name: "No patents found" })).toBeVisible();
  await expect(page.getByText("Showing 0 of 0 patents for “zzqxwv nonexistent”")).toBeVisible();
  await expect(resultCards(page)).toHaveCount(0);
  await expectSummary(page, ["0", "0", "0.0", "None"]);
});

test("results fit a phone without sideways scrolling", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/ip-intelligence");
  await searchBox(page).fill("antibody");
  await searchBox(page).press("Enter");
  await expect(resultCards(page)).toHaveCount(7);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
