import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { ListAlertsResponse, SavedSearch } from "../../src/shared/alerts/contracts";
import type { NewsItem } from "../../src/shared/news/contracts";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL, E2E_URL } from "./support/constants";
import { apiSignedInAs, createConfirmedAccount, expect, saveDraftThroughApi, test } from "./support/fixtures";

// Saved searches and alerts (issue 19 §1): Save search on /news, the /alerts page, Follow on an
// entity's page. One new account of the file's own, so its list starts empty and no other spec's
// searches show; each test empties it first.

const PASSWORD = "alerts-pass-123";
const EMPTY_TEXT =
  "Save a search on News to follow a company, drug, target or topic. We e-mail you new matches at once or in a daily or weekly digest, and every saved search has a private feed for your reader.";

let account: { email: string; api: APIRequestContext } | undefined;
let admin: APIRequestContext | undefined;

test.beforeAll(async ({ browser, playwright }) => {
  const page = await browser.newPage();
  const email = await createConfirmedAccount(page, PASSWORD, "alerts");
  await page.close();
  const api = await playwright.request.newContext({ baseURL: E2E_URL });
  const signIn = await api.post("/api/account/sign-in", { data: { email, password: PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  account = { email, api };
});

test.afterAll(async () => {
  await account?.api.dispose();
  await admin?.dispose();
});

/** Deletes the file's account's saved searches. */
async function emptyAccount(): Promise<void> {
  const { api } = account!;
  const list = (await (await api.get("/api/alerts")).json()) as ListAlertsResponse;
  for (const alert of list.alerts) expect((await api.delete(`/api/alerts/${alert.id}`)).status()).toBe(200);
}

/** The page signed in as the file's account, with no saved searches. */
async function signInFresh(page: Page): Promise<void> {
  await emptyAccount();
  await page.context().addCookies((await account!.api.storageState()).cookies);
}

async function createAlert(data: { name: string; query: Record<string, unknown>; frequency?: string }): Promise<SavedSearch> {
  const response = await account!.api.post("/api/alerts", { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedSearch;
}

/** A published item about the English stub article (which names entities), made as the admin. */
async function publishItem(playwright: PlaywrightWorkerArgs["playwright"]): Promise<NewsItem> {
  if (!admin) {
    admin = await apiSignedInAs(playwright, "admin");
  }
  const url = `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.en}?alerts=${randomBytes(6).toString("hex")}`;
  const { id } = await saveDraftThroughApi({ request: admin }, url);
  expect((await admin.post(`/api/news/${id}/publish`)).status()).toBe(200);
  const item = (await (await admin.get(`/api/news/${id}`)).json()) as NewsItem;
  expect(item.entity_links.length, "the stub article names at least one entity").toBeGreaterThan(0);
  return item;
}

function savedSearch(page: Page, name: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

function detail(item: Locator, label: string): Locator {
  return item.locator("dl > div").filter({ has: item.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
}

async function expectAccessible(page: Page, width: number) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("an account saves a search of /news and finds it on /alerts in words", async ({ page }) => {
  await signInFresh(page);
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
  await expect(page.getByText("0 of 25 saved searches")).toBeVisible();
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Go to News" })).toHaveAttribute("href", "/news");

  // No filter, no Save search.
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1, name: "Biotech News" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save search" })).toHaveCount(0);

  await page.goto("/news?q=obesity");
  const save = page.getByRole("button", { name: "Save search" });
  await save.click();
  const dialog = page.getByRole("dialog", { name: "Save search" });
  await expect(dialog.getByLabel("Name")).toHaveValue("obesity");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  // The account's default, the server's own until it is changed.
  await expect(dialog.getByRole("combobox", { name: "Email" })).toHaveText("Daily");
  await dialog.getByRole("combobox", { name: "Email" }).click();
  await expect(page.getByRole("option")).toHaveText(["Instant", "Daily", "Weekly", "Off"]);
  await page.getByRole("option", { name: "Weekly" }).click();
  await dialog.getByLabel("Name").fill("Obesity news");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();

  // Topics and an event, saved with the name the dialog suggests.
  await page.goto(`/news?${new URLSearchParams([["tag", "Oncology"], ["tag", "M&A"], ["event", "approval"]]).toString()}`);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue("Oncology, M&A");
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("link", { name: "Manage alerts" }).click();

  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByText("2 of 25 saved searches")).toBeVisible();
  const obesity = savedSearch(page, "Obesity news");
  await expect(obesity.getByRole("list", { name: "Obesity news looks for" }).getByRole("listitem")).toHaveText(["“obesity”"]);
  await expect(detail(obesity, "Email")).toHaveText("Weekly");
  await expect(detail(obesity, "Last sent")).toHaveText("Never");
  await expect(detail(obesity, "Matches")).toHaveText("0 items in the last 7 days");
  await expect(obesity.getByRole("link", { name: /^Open in News/ })).toHaveAttribute("href", "/news?q=obesity");
  await expect(obesity.getByText("Paused", { exact: true })).toHaveCount(0);

  const topics = savedSearch(page, "Oncology, M&A");
  await expect(topics.getByRole("list", { name: "Oncology, M&A looks for" }).getByRole("listitem")).toHaveText([
    "Event: Approval",
    "Oncology",
    "M&A",
  ]);
  await expect(detail(topics, "Email")).toHaveText("Daily");
  // Newest first.
  await expect(page.getByRole("article").first()).toContainText("Oncology, M&A");

  await topics.getByRole("link", { name: /^Open in News/ }).click();
  await expect(page).toHaveURL(/\/news\?tag=Oncology&tag=M%26A&event=approval$/);
  await expect(page.getByText("Filtering by:")).toBeVisible();
});

test("a saved search is edited, paused, resumed, its feed copied and renewed, and deleted", async ({ page, request }) => {
  await signInFresh(page);
  const alert = await createAlert({ name: "Pfizer deals", query: { q: "pfizer deal" }, frequency: "daily" });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/alerts");
  const item = savedSearch(page, "Pfizer deals");

  // Edit: the dialog starts with the name and frequency; Cancel changes nothing.
  const edit = item.getByRole("button", { name: /^Edit/ });
  await edit.click();
  let dialog = page.getByRole("dialog", { name: "Edit saved search" });
  await expect(dialog.getByLabel("Name")).toHaveValue("Pfizer deals");
  await expect(dialog.getByRole("combobox", { name: "Email" })).toHaveText("Daily");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeFocused();
  await edit.click();
  dialog = page.getByRole("dialog", { name: "Edit saved search" });
  await dialog.getByLabel("Name").fill(" ");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByText("Please give the search a name.")).toBeVisible();
  await dialog.getByLabel("Name").fill("Pfizer deals");
  await dialog.getByRole("combobox", { name: "Email" }).click();
  await page.getByRole("option", { name: "Instant" }).click();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved search updated.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(detail(item, "Email")).toHaveText("Instant");

  // Pause and Resume.
  await item.getByRole("button", { name: /^Pause/ }).click();
  await expect(item.getByText("Paused", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: /^Resume/ }).click();
  await expect(item.getByText("Paused", { exact: true })).toHaveCount(0);
  await expect(item.getByRole("button", { name: /^Pause/ })).toBeVisible();
  await page.reload();
  await expect(detail(item, "Email")).toHaveText("Instant");
  await expect(item.getByText("Paused", { exact: true })).toHaveCount(0);

  // Copy feed URL: the private feed's full address, which a reader opens without cookies.
  await item.getByRole("button", { name: /^Copy feed URL/ }).click();
  await expect(item.getByRole("button", { name: /^Copied/ })).toBeVisible();
  await expect(item.getByRole("status").filter({ hasText: "The feed URL of Pfizer deals is copied." })).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${E2E_URL}${alert.feed_path}`);
  // `request` carries no cookie of the page's.
  expect((await request.get(copied)).status()).toBe(200);
  await expect(item.getByRole("button", { name: /^Copy feed URL/ })).toBeVisible();

  // New feed URL, after a word on what happens to the old one.
  const renew = item.getByRole("button", { name: /^New feed URL/ });
  await renew.click();
  const confirm = page.getByRole("alertdialog", { name: "Give the feed a new address?" });
  await expect(confirm).toContainText("The old address stops working at once");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(renew).toBeFocused();
  await renew.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "New feed URL" }).click();
  await expect(page.getByText("The feed has a new address. Copy it into your reader.")).toBeVisible();
  await item.getByRole("button", { name: /^Copy feed URL/ }).click();
  await expect(item.getByRole("button", { name: /^Copied/ })).toBeVisible();
  const renewed = await page.evaluate(() => navigator.clipboard.readText());
  expect(renewed).not.toBe(copied);
  expect((await request.get(renewed)).status()).toBe(200);
  expect((await request.get(copied)).status()).toBe(404);

  await expectAccessible(page, 1280);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible(page, 360);

  // Delete, after a confirmation.
  await item.getByRole("button", { name: /^Delete/ }).click();
  const remove = page.getByRole("alertdialog", { name: "Delete “Pfizer deals”?" });
  await remove.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Saved search deleted.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
  await expect(page.getByText("0 of 25 saved searches")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Saved searches" })).toBeFocused();
});

test("digest settings are saved, and paused e-mail is resumed", async ({ page }) => {
  await signInFresh(page);
  // The server pauses e-mail after a bounce; the first answer here says so, as it would then.
  let isFirstList = true;
  await page.route("**/api/alerts", async (route) => {
    if (route.request().method() !== "GET" || !isFirstList) return route.fallback();
    isFirstList = false;
    const response = await route.fetch();
    const body = (await response.json()) as ListAlertsResponse;
    const mail = { paused: true, reason: "550 5.1.1 No such mailbox here", paused_at: new Date().toISOString() };
    await route.fulfill({ response, json: { ...body, mail } });
  });
  await page.goto("/alerts");
  const panel = page.getByRole("region", { name: "E-mail alerts are paused because messages to your address could not be delivered." });
  await expect(panel).toContainText("550 5.1.1 No such mailbox here");
  const resume = page.waitForRequest((request) => request.method() === "PUT" && request.url().endsWith("/api/alerts/settings"));
  await panel.getByRole("button", { name: "Resume e-mail" }).click();
  expect((await resume).postDataJSON()).toEqual({ resume_mail: true });
  await expect(page.getByText("E-mail alerts resumed.")).toBeVisible();
  await expect(panel).toHaveCount(0);

  const settings = page.getByRole("form", { name: "Digest settings" });
  await settings.getByRole("combobox", { name: "Time zone" }).click();
  await page.getByRole("option", { name: "Europe/Stockholm" }).click();
  await settings.getByRole("combobox", { name: "Hour" }).click();
  await page.getByRole("option", { name: "07:00" }).click();
  await settings.getByRole("combobox", { name: "Weekly digest day" }).click();
  await page.getByRole("option", { name: "Friday" }).click();
  await settings.getByRole("combobox", { name: "Default e-mail" }).click();
  await page.getByRole("option", { name: "Weekly" }).click();
  await settings.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Digest settings saved.")).toBeVisible();

  await page.reload();
  await expect(settings.getByRole("combobox", { name: "Time zone" })).toHaveText("Europe/Stockholm");
  await expect(settings.getByRole("combobox", { name: "Hour" })).toHaveText("07:00");
  await expect(settings.getByRole("combobox", { name: "Weekly digest day" })).toHaveText("Friday");
  await expect(settings.getByRole("combobox", { name: "Default e-mail" })).toHaveText("Weekly");

  // The new default is what Save search starts with.
  await page.goto("/news?q=biosimilar");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("dialog").getByRole("combobox", { name: "Email" })).toHaveText("Weekly");

  // Back to the server's defaults for the other tests.
  const reset = { time_zone: "UTC", digest_hour: 8, digest_weekday: 1, default_frequency: "daily" };
  expect((await account!.api.put("/api/alerts/settings", { data: reset })).status()).toBe(200);
});

test("Follow on an entity's page saves a search of the entity, and says Following from then on", async ({ page, playwright }) => {
  const item = await publishItem(playwright);
  const entity = item.entity_links[0]!;
  await signInFresh(page);
  const entityPath = `/entities/${encodeURIComponent(entity.slug)}`;
  await page.goto(entityPath);
  await expect(page.getByRole("heading", { level: 1, name: entity.name })).toBeVisible();
  await page.getByRole("button", { name: /^Follow/ }).click();
  const following = page.getByRole("link", { name: /^Following/ });
  await expect(following).toBeFocused();
  await expect(following).toHaveAttribute("href", "/alerts");

  await page.reload();
  await expect(page.getByRole("link", { name: /^Following/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Follow/ })).toHaveCount(0);

  await page.getByRole("link", { name: /^Following/ }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  const followed = savedSearch(page, entity.name);
  const mention = followed.getByRole("link", { name: `Mentions ${entity.name}` });
  await expect(mention).toHaveAttribute("href", entityPath);
  await expect(followed.getByRole("listitem")).toHaveCount(1);
  // Without a frequency of its own, the account's default.
  await expect(detail(followed, "Email")).toHaveText("Daily");
  await expect(followed.getByRole("link", { name: /^Open in News/ })).toHaveAttribute(
    "href",
    `/news?${new URLSearchParams({ entity: entity.slug }).toString()}`,
  );

  // A search of the entity with more to it is not following it; /news suggests the entity's name.
  await createAlert({ name: "More", query: { entity: entity.slug, q: "trial" } });
  await page.goto(`/news?${new URLSearchParams({ entity: entity.slug }).toString()}`);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue(entity.name);
});

test("a visitor's Save search leads to sign-in, and back to the search", async ({ page }) => {
  await page.goto("/news?q=gene%20therapy");
  await expect(page.getByText("Filtering by:")).toBeVisible();
  const save = page.getByRole("link", { name: "Save search" });
  await expect(save).toHaveAttribute("href", `/auth?${new URLSearchParams({ next: "/news?q=gene%20therapy" }).toString()}`);
  await save.click();
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();

  await page.getByLabel("Email").fill(account!.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/news\?q=gene%20therapy$/);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("dialog", { name: "Save search" }).getByLabel("Name")).toHaveValue("gene therapy");
});

test("a visitor's Follow leads to sign-in and back to the entity; /alerts is for accounts", async ({ page, playwright }) => {
  await page.goto("/alerts");
  await expect(page).toHaveURL(/\/auth$/);

  await emptyAccount();
  const item = await publishItem(playwright);
  const entity = item.entity_links[0]!;
  const entityPath = `/entities/${encodeURIComponent(entity.slug)}`;
  await page.goto(entityPath);
  const follow = page.getByRole("link", { name: "Follow" });
  await expect(follow).toHaveAttribute("href", `/auth?${new URLSearchParams({ next: entityPath }).toString()}`);
  await follow.click();
  await page.getByLabel("Email").fill(account!.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === entityPath);
  await expect(page.getByRole("heading", { level: 1, name: entity.name })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Follow/ })).toBeEnabled();
});
