import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { EVENT_TYPE_NAMES } from "../../src/shared/entities/names";
import type { NewsItem } from "../../src/shared/news/contracts";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { expect, test } from "./support/fixtures";

// Entity pages (issue 17 §4): an item's entity links lead to the entity's page, which lists the
// item under News and asks each intelligence service on its own (the stubs answer; one is made to
// fail here), and the feed filters by an entity.

// The services' stubs answer within seconds, in turn with every other test of this server.
const REMOTE_TIMEOUT = 20_000;
const PREPRINTS_DOWN = "Europe PMC did not answer. Try again in a few minutes.";

/** A published item about the English stub article, made through the API as the signed-in admin. */
async function publishItem(page: Page): Promise<NewsItem> {
  const url = `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.en}?entity=${randomBytes(6).toString("hex")}`;
  const ingest = await page.request.post("/api/news/ingest", { data: { url } });
  expect(ingest.status(), await ingest.text()).toBe(200);
  const { engine: _engine, model: _model, notice: _notice, ...draft } = (await ingest.json()) as Record<string, unknown>;
  const saved = await page.request.post("/api/news", { data: draft });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  expect((await page.request.post(`/api/news/${id}/publish`)).status()).toBe(200);
  const item = (await (await page.request.get(`/api/news/${id}`)).json()) as NewsItem;
  expect(item.entity_links.length, "the stub article names at least one entity").toBeGreaterThan(0);
  return item;
}

async function expectAccessibleOnPhone(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("an item's entity leads to its page: heading, the item under News, each source on its own", async ({ page, signInAs }) => {
  await signInAs("admin");
  const item = await publishItem(page);
  const entity = item.entity_links[0]!;
  // Europe PMC down: the Preprints section says so, the others still answer.
  await page.route("**/api/literature/search", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: { code: "remote_failed", message: PREPRINTS_DOWN } }) }),
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/news/${item.id}`);
  await page.getByRole("complementary", { name: "About this item" }).locator(`a[href="/entities/${encodeURIComponent(entity.slug)}"]`).first().click();

  await expect(page).toHaveURL(new RegExp(`/entities/${encodeURIComponent(entity.slug)}$`));
  await expect(page.getByRole("heading", { level: 1, name: entity.name })).toBeVisible();
  await expect(page).toHaveTitle(`${entity.name} · BioAgent Hub`);
  const news = page.getByRole("region", { name: /^News/ });
  await expect(news.locator(`a[href="/news/${item.id}"]`)).toBeVisible();

  const preprints = page.getByRole("region", { name: /^Preprints/ });
  await expect(preprints.getByText("Preprints could not be loaded")).toBeVisible({ timeout: REMOTE_TIMEOUT });
  await expect(preprints.getByText(PREPRINTS_DOWN)).toBeVisible();
  const trials = page.getByRole("region", { name: /^Clinical trials/ });
  await expect(trials.getByRole("link").first()).toHaveAttribute("href", /^https:\/\/clinicaltrials\.gov\/study\/NCT\d+$/, { timeout: REMOTE_TIMEOUT });
  for (const section of ["SEC filings", "Patents"]) {
    await expect(page.getByRole("region", { name: new RegExp(`^${section}`) }).getByRole("heading", { level: 2 })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: /^Patents/ }).getByRole("status")).toHaveCount(0, { timeout: REMOTE_TIMEOUT });
  await expectAccessibleOnPhone(page);
});

test("a signed-out visitor sees the entity's news, is invited to sign in for the services, and gets its feed", async ({ page, signInAs }) => {
  await signInAs("admin");
  const item = await publishItem(page);
  const entity = item.entity_links[0]!;
  await page.context().clearCookies();

  await page.goto(`/entities/${encodeURIComponent(entity.slug)}`);
  await expect(page.getByRole("heading", { level: 1, name: entity.name })).toBeVisible();
  await expect(page.getByRole("region", { name: /^News/ }).locator(`a[href="/news/${item.id}"]`)).toBeVisible();
  await expect(page.getByRole("region", { name: /^Preprints/ })).toContainText(`Sign in to see preprints about ${entity.name}.`);
  await expect(page.getByRole("region", { name: /^Clinical trials/ })).toContainText(`Sign in to see clinical trials about ${entity.name}.`);
  await expect(page.getByRole("region", { name: /^Patents/ })).toContainText(`Sign in to see patents about ${entity.name}.`);

  await page.goto(`/news?entity=${encodeURIComponent(entity.slug)}`);
  const chip = page.getByText(`Mentions ${entity.name}`);
  await expect(chip).toBeVisible();
  await expect(page.getByRole("region", { name: "Published news" }).locator(`a[href="/news/${item.id}"]`)).toBeVisible();
  await page.getByRole("button", { name: `Remove filter ${entity.name}` }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(chip).toHaveCount(0);
});

test("the feed filters by an event chosen in words, and a card's company leads to its page", async ({ page, signInAs }) => {
  await signInAs("admin");
  const item = await publishItem(page);
  const event = item.events[0];
  expect(event, "the stub article reports an event").toBeDefined();
  const name = EVENT_TYPE_NAMES[event!.type];

  await page.goto("/news");
  await page.getByLabel("Event").selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`/news\\?event=${event!.type}$`));
  const chip = page.getByText(`Event: ${name}`);
  await expect(chip).toBeVisible();
  const feed = page.getByRole("region", { name: "Published news" });
  const card = feed.getByRole("article").filter({ has: page.locator(`a[href="/news/${item.id}"]`) });
  await expect(card).toBeVisible();
  await page.getByRole("button", { name: `Remove filter ${name}` }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(chip).toHaveCount(0);
  await expect(page.getByLabel("Event")).toHaveValue("");

  // The company named on the card, above the card's own link to the item.
  const company = card.locator('a[href^="/entities/company-"]').first();
  const companyName = (await company.textContent())!;
  await company.click();
  await expect(page).toHaveURL(/\/entities\/company-/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(companyName.length).toBeGreaterThan(0);
});

test("an unknown entity's page says so; one the registry knows shows without news", async ({ page }) => {
  await page.goto("/entities/company-no-such-company-anywhere");
  await expect(page.getByRole("heading", { level: 1, name: "Entity not found" })).toBeVisible();
  await expect(page.getByText("No entity has this address.")).toBeVisible();

  // A filing's registrant as SEC writes it: the registry's company, at its own address.
  await page.goto("/entities/company-pfizer-inc");
  await expect(page).toHaveURL(/\/entities\/company-pfizer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pfizer" })).toBeVisible();
  await expect(page).toHaveTitle("Pfizer · BioAgent Hub");
});
