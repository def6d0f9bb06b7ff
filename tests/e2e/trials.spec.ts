import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The ClinicalTrials.gov stub (tests/stubs/clinicaltrials.ts) replays recorded pages: any search
// gets the Phelan-McDermid page 1 (5 of 21 studies, none recruiting), patient matching gets 7
// recorded studies (3 recruiting melanoma studies, 4 with other statuses and conditions).

// ClinicalTrials.gov is asked at most once a second (with a burst of 3), by every test of this
// server alike: an answer can wait a few seconds for its turn.
const REMOTE_TIMEOUT = 20_000;

async function openScreen(page: Page) {
  await page.goto("/clinical-development");
  await expect(page.getByRole("heading", { level: 1, name: "Clinical Development Tracker" })).toBeVisible();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole("combobox", { name: field, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** No serious or critical axe findings inside the main content. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
}

const cards = (page: Page) => page.getByRole("main").getByRole("listitem").filter({ has: page.getByText("Select for comparison") });

test("a signed-out visitor is sent to /auth", async ({ page }) => {
  await page.goto("/clinical-development");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a popular search shows trial cards; the filters reach the server; a failure shows the toast", async ({ page, signInAs }) => {
  await signInAs("reader");
  await openScreen(page);
  await expect(page.getByRole("tab", { name: "Search Trials" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("combobox", { name: "Phase", exact: true })).toHaveText("All Phases");
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveText("All Statuses");
  await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveText("United States");
  await expect(page.getByRole("combobox", { name: "Age Group", exact: true })).toHaveText("All Ages");

  const popular = page.waitForRequest((request) => request.url().endsWith("/api/trials/search"));
  await page.getByRole("button", { name: "Type 2 Diabetes" }).click();
  expect((await popular).postDataJSON()).toEqual({ query: "Type 2 Diabetes", phase: "all", status: "all", country: "US", ageGroup: "all" });
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible({ timeout: REMOTE_TIMEOUT });
  await expect(page.getByText(/showing 5 of 21$/)).toBeVisible({ timeout: REMOTE_TIMEOUT });
  await expect(cards(page)).toHaveCount(5);
  const first = cards(page).first();
  await expect(first.getByText("NCT02710084")).toBeVisible();
  await expect(first.getByRole("link", { name: /Phelan-McDermid/ })).toHaveAttribute("href", "https://clinicaltrials.gov/study/NCT02710084");
  for (const label of ["Condition", "Phase", "Status", "Sponsor", "Locations", "Enrollment", "Age Range", "Last Update", "Intervention Type"]) {
    await expect(first.locator("dt", { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expectAccessible(page);

  await choose(page, "Phase", "Phase 3");
  await choose(page, "Status", "Recruiting");
  await choose(page, "Country", "United Kingdom");
  await choose(page, "Age Group", "Senior (65+)");
  await page.getByRole("textbox", { name: "Search trials" }).fill("Depression");
  const filtered = page.waitForRequest((request) => request.url().endsWith("/api/trials/search"));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  expect((await filtered).postDataJSON()).toEqual({ query: "Depression", phase: "3", status: "recruiting", country: "UK", ageGroup: "senior" });
  await expect(page.getByText(/Results for “Depression” \(United Kingdom\)/)).toBeVisible({ timeout: REMOTE_TIMEOUT });
  // Recruiting was asked for; the stub answered five studies that are not: none is shown as one.
  await expect(page.getByText("Left out, because ClinicalTrials.gov listed them with a status other than Recruiting: 5")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No clinical trials found. Try other words or fewer filters.")).toBeVisible();

  await page.getByRole("textbox", { name: "Search trials" }).fill("stub-fail");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Search Failed" });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast).toContainText("There was an error searching clinical trials. Please try again.");
});

test("a trial card lists the entities it names that have a page, and a chip leads to that page", async ({ page, signInAs }) => {
  await signInAs("reader");
  await openScreen(page);
  await page.getByRole("button", { name: "Type 2 Diabetes" }).click();
  await expect(cards(page)).toHaveCount(5, { timeout: REMOTE_TIMEOUT });
  // NCT03493607's condition is one the seed registry knows; its sponsor, a person, is no entity.
  const card = cards(page).filter({ hasText: "NCT03493607" });
  const chips = card.getByRole("list", { name: "Entities in this trial" });
  await expect(chips.getByRole("link")).toHaveText(["Epilepsy (Indication)"]);
  await chips.getByRole("link", { name: /Epilepsy/ }).click();
  await expect(page).toHaveURL(/\/entities\/indication-epilepsy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Epilepsy" })).toBeVisible();
});

test("eligibility: required fields, then only eligible recruiting trials scored with their parts; the others set aside with why", async ({ page, signInAs }) => {
  await signInAs("reader");
  await openScreen(page);
  await page.getByRole("tab", { name: "Find Eligible Trials" }).click();
  await page.getByRole("button", { name: "Find Eligible Trials" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter age and at least one condition" })).toBeVisible();

  // The patient: a 54-year-old with melanoma.
  await page.getByRole("spinbutton", { name: "Age" }).fill("54");
  await page.getByRole("textbox", { name: "Medical Conditions" }).fill("melanoma");
  await page.getByRole("button", { name: "Find Eligible Trials" }).click();

  await expect(page.getByRole("tab", { name: "Search Trials" })).toHaveAttribute("aria-selected", "true", { timeout: REMOTE_TIMEOUT });
  await expect(page.getByRole("heading", { name: "Eligible Trials" })).toBeVisible({ timeout: REMOTE_TIMEOUT });
  await expect(page.getByText("Eligible trials for a 54-year-old with melanoma: checked: 7, eligible: 3, set aside: 4. Best match first.")).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  // Neither the diabetic-retinopathy study nor a study that is not recruiting is listed as eligible.
  await expect(cards(page).filter({ hasText: "NCT05600179" })).toHaveCount(0);
  await expect(cards(page).filter({ hasText: "NCT02576665" })).toHaveCount(0);
  for (const card of await cards(page).all()) await expect(card.locator("dd").nth(2)).toHaveText("Recruiting");

  const best = cards(page).first();
  await expect(best.getByText("NCT04114136")).toBeVisible();
  await expect(best.getByText("83% match")).toBeVisible();
  await expect(best.getByRole("heading", { name: "Match reasons: 83 of 100 points" })).toBeVisible();
  for (const part of [
    "Age (25/25): Age 54 is within the age range (18 Years and older)",
    "Sex (8/15): The study does not say which sexes it enrolls",
    "Condition (30/30): Studies Melanoma, which matches melanoma",
    "Location (10/10): No location preference given",
    "Exclusion criteria (5/10): No exclusion criteria published",
  ]) {
    await expect(best.getByText(part)).toBeVisible();
  }

  const setAside = page.getByRole("list", { name: "Studies set aside as not eligible" });
  await expect(setAside).toBeHidden();
  await page.getByText("Not eligible, set aside (4)").click();
  await expect(setAside.getByRole("listitem").filter({ has: page.locator("[id$='-set-aside']") })).toHaveCount(4);
  const retinopathy = setAside.getByRole("listitem").filter({ hasText: "NCT05600179" }).first();
  await expect(retinopathy).toContainText("Does not match the patient's condition: Lists Diabetic Retinopathy; none matches melanoma");
  await expect(retinopathy).toContainText("Not recruiting: Status is Completed, not Recruiting");
  const terminated = setAside.getByRole("listitem").filter({ hasText: "NCT02576665" }).first();
  await expect(terminated).toContainText("Not recruiting: Status is Terminated, not Recruiting");
  await expect(terminated).not.toContainText("Does not match the patient's condition");
  await expect(setAside).not.toContainText("% match");
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("trends: phase, status, sponsor type and start year charts for a condition", async ({ page, signInAs }) => {
  await signInAs("reader");
  await openScreen(page);
  await page.getByRole("tab", { name: "Analyze Trends" }).click();
  await page.getByRole("textbox", { name: "Condition" }).fill("Phelan-McDermid Syndrome");
  await page.getByRole("button", { name: "Analyze Trends" }).click();
  await expect(page.getByText("Counted 10 of 21 studies on ClinicalTrials.gov.")).toBeVisible({ timeout: REMOTE_TIMEOUT });
  for (const title of ["Trials by phase", "Trials by status", "Trials by sponsor type", "Trials by start year"]) {
    await expect(page.locator("figcaption", { hasText: title })).toBeVisible();
  }
  const phases = page.locator("figure").filter({ has: page.locator("figcaption", { hasText: "Trials by phase" }) });
  await expect(phases.locator("li").filter({ hasText: /^Phase 2\s*5$/ })).toHaveCount(1);
  const sponsors = page.locator("figure").filter({ has: page.locator("figcaption", { hasText: "Trials by sponsor type" }) });
  await expect(sponsors.locator("li")).toHaveText([/Other\s*10/]);
  await expectAccessible(page);
});

test("comparison: fewer than 2 is refused, at most 5 are kept, 2 appear side by side", async ({ page, signInAs }) => {
  await signInAs("reader");
  await openScreen(page);
  await page.getByRole("button", { name: "Breast Cancer" }).click();
  await expect(cards(page)).toHaveCount(5, { timeout: REMOTE_TIMEOUT });

  await page.getByRole("button", { name: "Compare Selected" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select 2-5 trials to compare" })).toBeVisible();

  const boxes = page.getByRole("checkbox", { name: "Select for comparison" });
  await boxes.nth(0).click();
  await page.getByRole("button", { name: "Compare Selected" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select 2-5 trials to compare" })).toBeVisible();
  for (let index = 1; index < 5; index += 1) await boxes.nth(index).click();
  await expect(page.getByText("5 of 5 selected")).toBeVisible();
  await boxes.nth(2).click();
  await boxes.nth(3).click();
  await boxes.nth(4).click();
  await expect(page.getByText("2 of 5 selected")).toBeVisible();

  await page.getByRole("button", { name: "Compare Selected" }).click();
  await expect(page.getByRole("tab", { name: /Trial Comparison/ })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(3, { timeout: REMOTE_TIMEOUT });
  await expect(table.getByRole("columnheader").nth(1)).toContainText("NCT02710084");
  await expect(table.getByRole("columnheader").nth(2)).toContainText("NCT05105685");
  await expect(table.getByRole("row", { name: /^Phase/ })).toContainText("Phase 1/Phase 2");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Remove NCT05105685 from the comparison" }).click();
  await expect(page.getByText("Please select 2-5 trials to compare")).toBeVisible();
});

test("search results fit a phone without sideways scrolling", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.setViewportSize({ width: 360, height: 800 });
  await openScreen(page);
  await page.getByRole("button", { name: "Type 2 Diabetes" }).click();
  await expect(page.getByText(/showing 5 of 21$/)).toBeVisible({ timeout: REMOTE_TIMEOUT });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
