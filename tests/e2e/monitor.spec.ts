import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MONITOR_MESSAGES, type WebsitesResponse } from "../../src/shared/monitor/contracts";
import { E2E_MONITORED_SITES_URL } from "./support/constants";
import { expect, test } from "./support/fixtures";

// The e2e server and its data last for the whole suite: every test names its own sites, and the
// run's expected count is read from the server just before the run.
const SITES = E2E_MONITORED_SITES_URL;
const PAGE = "/website-monitor";

function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function openMonitor(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Website Monitor" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading websites" })).toHaveCount(0);
}

const site = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function activeSiteCount(page: Page): Promise<number> {
  const response = await page.request.get("/api/monitor/websites");
  expect(response.status()).toBe(200);
  const { websites } = (await response.json()) as WebsitesResponse;
  return websites.filter((website) => website.is_active).length;
}

async function addSiteThroughApi(page: Page, name: string, url: string, rssFeedUrl?: string): Promise<string> {
  const response = await page.request.post("/api/monitor/websites", { data: { name, url, rss_feed_url: rssFeedUrl } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { website: { id: string } }).website.id;
}

test("a signed-out visitor, a reader and an editor are sent home from the website monitor", async ({ page, signInAs }) => {
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/$/);
  for (const account of ["reader", "editor"] as const) {
    await signInAs(account);
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Website Monitor" })).toHaveCount(0);
  }
});

test("an admin adds websites, runs the monitor and finds the new articles pending review", async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs("admin");
  await openMonitor(page);
  const wireName = uniqueName("Wire");
  const journalName = uniqueName("Journal");

  // The Add Website dialog: both required fields, then a site with its RSS feed.
  await page.getByRole("button", { name: "Add Website" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Website" });
  await dialog.getByRole("button", { name: "Add Website" }).click();
  await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription(MONITOR_MESSAGES.nameAndUrlRequired);
  await expect(dialog.getByRole("textbox", { name: "URL", exact: true })).toHaveAccessibleDescription(MONITOR_MESSAGES.nameAndUrlRequired);
  await dialog.getByLabel("Name").fill(wireName);
  await dialog.getByRole("textbox", { name: "URL", exact: true }).fill("wire news");
  await dialog.getByRole("button", { name: "Add Website" }).click();
  await expect(dialog.getByRole("textbox", { name: "URL", exact: true })).toHaveAccessibleDescription(MONITOR_MESSAGES.invalidUrl);
  await dialog.getByRole("textbox", { name: "URL", exact: true }).fill(`${SITES}/wire/`);
  await dialog.getByLabel("Description").fill("Daily biotech wire");
  await dialog.getByLabel("RSS Feed URL").fill(`${SITES}/wire/feed.xml`);
  await dialog.getByRole("button", { name: "Add Website" }).click();
  await expect(page.getByText(MONITOR_MESSAGES.added)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Website" })).toBeFocused();
  const wire = site(page, wireName);
  const wireLink = wire.getByRole("link", { name: `${SITES}/wire/ (opens in a new tab)`, exact: true });
  await expect(wireLink).toHaveAttribute("target", "_blank");
  await expect(wireLink).toHaveAttribute("rel", /noopener/);
  await expect(wire.getByRole("link", { name: `${SITES}/wire/feed.xml (opens in a new tab)` })).toBeVisible();
  await expect(wire.getByText("Daily biotech wire")).toBeVisible();
  await expect(wire.getByText("Active", { exact: true })).toBeVisible();
  await expect(wire.getByText("Never")).toBeVisible();

  // The server's field message for an address already monitored, then a site by its page address
  // only: the monitor reads the Atom feed the page declares.
  await page.getByRole("button", { name: "Add Website" }).click();
  await dialog.getByLabel("Name").fill(journalName);
  await dialog.getByRole("textbox", { name: "URL", exact: true }).fill(`${SITES}/wire/`);
  await dialog.getByRole("button", { name: "Add Website" }).click();
  await expect(dialog.getByRole("textbox", { name: "URL", exact: true })).toHaveAccessibleDescription(
    "This website is already monitored.",
  );
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await dialog.getByRole("textbox", { name: "URL", exact: true }).fill(`${SITES}/journal/`);
  await dialog.getByRole("button", { name: "Add Website" }).click();
  await expect(dialog).toHaveCount(0);
  const journal = site(page, journalName);
  await expect(journal.getByText("None (found from the page)")).toBeVisible();
  await expect(page.getByRole("article").first()).toHaveAccessibleName(journalName);

  // Run Monitor Now: 'Running...' for the whole run (the request is held until that is seen).
  const expectedCount = await activeSiteCount(page);
  let releaseRun!: () => void;
  const runHeld = new Promise<void>((resolve) => (releaseRun = resolve));
  await page.route("**/api/monitor/run", async (route) => {
    await runHeld;
    await route.continue();
  });
  await page.getByRole("button", { name: "Run Monitor Now" }).click();
  await expect(page.getByRole("button", { name: MONITOR_MESSAGES.running })).toBeDisabled();
  releaseRun();
  await expect(page.getByText(MONITOR_MESSAGES.completed(expectedCount))).toBeVisible({ timeout: 90_000 });
  await page.unroute("**/api/monitor/run");
  await expect(page.getByRole("button", { name: "Run Monitor Now" })).toBeEnabled();

  await expect(wire.getByText("3 new items")).toBeVisible();
  await expect(wire.getByText(`Feed read: ${SITES}/wire/feed.xml`)).toBeVisible();
  await expect(wire.getByText("less than a minute ago")).toBeVisible();
  await expect(journal.getByText("2 new items")).toBeVisible();
  await expect(journal.getByText(`Feed read: ${SITES}/journal/atom.xml`)).toBeVisible();

  const history = page.getByRole("region", { name: "Table of recent runs" });
  const latestRun = history.getByRole("row").nth(1);
  await expect(latestRun.getByRole("cell")).toHaveText([
    "less than a minute ago",
    "Manual",
    "Completed",
    `${expectedCount}/${expectedCount}`,
    /^\d+$/,
    "0",
    /^\d+ (s|min)/,
  ]);
  expect(Number(await latestRun.getByRole("cell").nth(4).textContent())).toBeGreaterThanOrEqual(5);

  // The new articles wait in News Review as pending items.
  await page.goto("/review");
  await expect(page.getByRole("tab", { name: "Pending" })).toHaveAttribute("aria-selected", "true");
  for (const article of ["wire/articles/wire-story-1", "wire/articles/wire-story-3", "journal/articles/journal-story-2"]) {
    await expect(page.getByRole("row").filter({ hasText: `${SITES}/${article}` })).toBeVisible();
  }
});

test("an admin deactivates, activates and deletes a website", async ({ page, signInAs }) => {
  await signInAs("admin");
  const name = uniqueName("Digest");
  await addSiteThroughApi(page, name, `${SITES}/digest/`);
  await openMonitor(page);
  const digest = site(page, name);

  await digest.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(MONITOR_MESSAGES.deactivated)).toBeVisible();
  await expect(digest.getByText("Inactive", { exact: true })).toBeVisible();
  await digest.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText(MONITOR_MESSAGES.activated)).toBeVisible();
  await expect(digest.getByText("Active", { exact: true })).toBeVisible();

  // Cancel keeps the site; Delete removes it.
  await digest.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: MONITOR_MESSAGES.confirmDelete });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(digest.getByRole("button", { name: "Delete" })).toBeFocused();
  await digest.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(MONITOR_MESSAGES.deleted)).toBeVisible();
  await expect(digest).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Monitored Websites" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Website Monitor" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading websites" })).toHaveCount(0);
  await expect(digest).toHaveCount(0);
});

test("the website monitor passes axe and fits a 360 px phone", async ({ page, signInAs }) => {
  await signInAs("admin");
  const name = uniqueName("Bulletin");
  const id = await addSiteThroughApi(page, name, `${SITES}/bulletin/`);
  await page.setViewportSize({ width: 360, height: 740 });
  await openMonitor(page);
  await expect(site(page, name)).toBeVisible();
  const check = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  };
  await check();
  await page.getByRole("button", { name: "Add Website" }).click();
  await page.getByRole("dialog", { name: "Add Website" }).getByRole("button", { name: "Add Website" }).click();
  await expect(page.getByRole("dialog").getByText(MONITOR_MESSAGES.nameAndUrlRequired).first()).toBeVisible();
  await check();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Removed, so that no later run in the suite checks it.
  expect((await page.request.delete(`/api/monitor/websites/${id}`)).status()).toBe(204);
});

// Issue 15 §6: "Monitoring completed. Processed 2 websites." while one of them had failed.
test("a run with a failing site says so beside the spec's words, and a card lists every article it could not read", async ({ page, signInAs }) => {
  test.setTimeout(120_000);
  await signInAs("admin");
  const patchyName = uniqueName("Patchy");
  const closedName = uniqueName("Closed");
  const ids = [
    await addSiteThroughApi(page, patchyName, `${SITES}/patchy/`, `${SITES}/patchy/feed.xml`),
    await addSiteThroughApi(page, closedName, `${SITES}/closed/`),
  ];
  await openMonitor(page);
  const expectedCount = await activeSiteCount(page);

  await page.getByRole("button", { name: "Run Monitor Now" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: MONITOR_MESSAGES.completed(expectedCount) });
  await expect(toast).toBeVisible({ timeout: 90_000 });
  await expect(toast).toContainText(`Monitoring completed. Processed ${expectedCount} websites.`);
  await expect(toast).toContainText("1 site failed, 1 new item created.");
  await expect(toast).toHaveAttribute("data-type", "warning");

  const patchy = site(page, patchyName);
  await expect(patchy.getByText("1 new item", { exact: true })).toBeVisible();
  await expect(patchy.getByText("2 articles could not be read")).toBeVisible();
  const unread = patchy.getByRole("region", { name: "Articles that could not be read" }).getByRole("listitem");
  await expect(unread).toHaveCount(2);
  await expect(unread.nth(0)).toContainText(`${SITES}/patchy/articles/patchy-gone`);
  await expect(unread.nth(0)).toContainText("The page could not be reached (the site answered 404).");
  await expect(unread.nth(1)).toContainText(`${SITES}/patchy/articles/patchy-broken`);
  await expect(unread.nth(1)).toContainText("The page could not be reached (the site answered 500).");
  await expect(unread.nth(0).getByRole("link")).toHaveAttribute("href", `${SITES}/patchy/articles/patchy-gone`);

  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);

  const closed = site(page, closedName);
  await expect(closed.getByText(/^Failed: /)).toBeVisible();
  await expect(closed.getByRole("region", { name: "Articles that could not be read" })).toHaveCount(0);

  const latestRun = page.getByRole("region", { name: "Table of recent runs" }).getByRole("row").nth(1);
  await expect(latestRun.getByRole("cell").nth(5)).toHaveText("1");

  // Removed, so that no later run in the suite checks them.
  for (const id of ids) expect((await page.request.delete(`/api/monitor/websites/${id}`)).status()).toBe(204);
});
