import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { NewsItem } from "../../src/shared/news/contracts";
import { STORY_ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ACCOUNTS, E2E_ARTICLE_SITE_URL, E2E_PASSWORD, E2E_URL } from "./support/constants";
import { expect, publishArticleThroughApi, seriousAxeFindings, test } from "./support/fixtures";

// Stories (issue 20 §2): an approval reported in English, then in Chinese and Japanese a day later,
// is one story; the same company's first patient dosed the same week is another. Readers see the
// other reports on an item's page, the story's page and one card per story on /news; an editor
// splits a report out and merges it back. The editor publishes the four reports once, before the
// tests, which read them in turn (the split comes last and puts the report back); after a failure
// the rest are skipped rather than run again on a second copy of the reports.

test.describe.configure({ mode: "serial" });

type Reports = Record<keyof typeof STORY_ARTICLE_PATHS, NewsItem>;

let editor: APIRequestContext | undefined;
let reports: Reports;

/** A report of the stub site, published by the editor (a fresh address each run). */
const publishReport = (api: APIRequestContext, path: string) => publishArticleThroughApi(api, `${E2E_ARTICLE_SITE_URL}${path}?stories=${randomBytes(6).toString("hex")}`);

test.beforeAll(async ({ playwright }) => {
  // Four ingests, which may wait for the minute's limit that every spec's ingests share.
  test.setTimeout(120_000);
  editor = await playwright.request.newContext({ baseURL: E2E_URL });
  const signIn = await editor.post("/api/account/sign-in", { data: { email: E2E_ACCOUNTS.editor.email, password: E2E_PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const published: Partial<Reports> = {};
  for (const [name, path] of Object.entries(STORY_ARTICLE_PATHS)) published[name as keyof Reports] = await publishReport(editor, path);
  reports = published as Reports;
  expect(reports.en.story_id, "the approval's first report starts a story").toBeTruthy();
});

test.afterAll(async () => {
  await editor?.dispose();
});

/** The item's "Other reports of this story", once the item's story has been asked for. */
async function openItem(page: Page, item: NewsItem) {
  const story = page.waitForResponse((response) => response.url().endsWith(`/api/stories/${item.story_id}`));
  await page.goto(`/news/${item.id}`);
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await story;
  return page.getByRole("region", { name: "Other reports of this story" });
}

test("the Chinese and Japanese reports' pages list the story's other reports, and the same company's trial is apart", async ({ page }) => {
  const { en, zh, ja, trial } = reports;
  expect(zh.story_id).toBe(en.story_id);
  expect(ja.story_id).toBe(en.story_id);
  expect(trial.story_id).not.toBe(en.story_id);

  let others = await openItem(page, zh);
  await expect(others.getByRole("listitem")).toHaveCount(2);
  await expect(others.getByRole("listitem").filter({ hasText: "English" }).getByRole("link", { name: en.title })).toHaveAttribute("href", `/news/${en.id}`);
  await expect(others.getByRole("listitem").filter({ hasText: "Japanese" }).getByRole("link", { name: ja.title })).toHaveAttribute("href", `/news/${ja.id}`);
  await expect(others.getByText(trial.title)).toHaveCount(0);
  await expect(others.getByRole("link", { name: "All reports of this story" })).toHaveAttribute("href", `/stories/${en.story_id}`);

  others = await openItem(page, ja);
  await expect(others.getByRole("listitem")).toHaveCount(2);
  await expect(others.getByRole("listitem").filter({ hasText: "English" }).getByRole("link", { name: en.title })).toBeVisible();
  await expect(others.getByRole("listitem").filter({ hasText: "Chinese" }).getByRole("link", { name: zh.title })).toBeVisible();
  await expect(others.getByText(trial.title)).toHaveCount(0);

  others = await openItem(page, trial);
  await expect(page.getByRole("region", { name: "Summary" })).toBeVisible();
  await expect(others).toHaveCount(0);
});

test("the story's page lists its three reports oldest first, with their languages and what they mention", async ({ page }) => {
  const { en, zh, ja } = reports;
  await page.goto(`/news/${zh.id}`);
  await page.getByRole("link", { name: "All reports of this story" }).click();

  await expect(page).toHaveURL(new RegExp(`/stories/${en.story_id}$`));
  await expect(page.getByRole("heading", { level: 1, name: en.title })).toBeVisible();
  await expect(page).toHaveTitle(`${en.title} · BioAgent Hub`);
  await expect(page.getByText("3 reports in 3 languages")).toBeVisible();
  const timeline = page.getByRole("region", { name: "Reports, oldest first" }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(timeline.getByRole("heading", { level: 3 })).toHaveText([en.title, zh.title, ja.title]);
  await expect(timeline.nth(0)).toContainText("English");
  await expect(timeline.nth(1)).toContainText("Chinese");
  await expect(timeline.nth(2)).toContainText("Japanese");
  await expect(timeline.nth(0).getByRole("list", { name: "Events reported" })).toContainText("Approval");
  await expect(page.getByRole("complementary", { name: "About this story" }).getByRole("link", { name: /Corvalis Therapeutics/ })).toHaveAttribute(
    "href",
    "/entities/company-corvalis-therapeutics",
  );
  // Reviewers' controls only.
  await expect(page.getByRole("button", { name: /Split out/ })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Merge into story" })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const unknown = await page.goto("/stories/00000000-0000-4000-8000-000000000000");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Story not found" })).toBeVisible();
  await expect(page.getByText("This story does not exist or has no published report.")).toBeVisible();
  await expect(page).toHaveTitle("Story not found · BioAgent Hub");
});

test("/news with One card per story shows the story once, with its number of reports, and keeps it in the address", async ({ page }) => {
  const { en, trial } = reports;
  await page.goto("/news?q=Corvalis");
  const feed = page.getByRole("region", { name: "Published news" });
  const storyLinks = feed.getByRole("link", { name: "3 reports of this story" });
  // The English and Chinese reports match the search (the Japanese brief spells the company otherwise).
  await expect(storyLinks).toHaveCount(2);
  await expect(feed.getByRole("link", { name: trial.title })).toBeVisible();

  // Its state is the address's: it shows checked once the router has moved there.
  await page.getByRole("checkbox", { name: "One card per story" }).click();
  await expect(page).toHaveURL(/[?&]group=story(&|$)/);
  await expect(page.getByRole("checkbox", { name: "One card per story" })).toBeChecked();
  await expect(storyLinks).toHaveCount(1);
  await expect(feed.getByRole("article").filter({ has: page.getByRole("link", { name: "3 reports of this story" }) })).toContainText(en.title);
  await expect(feed.getByRole("link", { name: trial.title })).toBeVisible();
  // The reader's feed of this search is the search alone.
  await expect(feed.getByRole("link", { name: /RSS/ })).toHaveAttribute("href", "/feeds/news.rss?q=Corvalis");

  await page.reload();
  await expect(page.getByRole("checkbox", { name: "One card per story" })).toBeChecked();
  await expect(storyLinks).toHaveCount(1);
  await storyLinks.click();
  await expect(page).toHaveURL(new RegExp(`/stories/${en.story_id}$`));
});

test("an editor splits a report out of the story, and merges it back by the story's address", async ({ page, signInAs }) => {
  const { en, ja } = reports;
  const storyId = en.story_id!;
  await signInAs("editor");
  await page.goto(`/stories/${storyId}`);
  await page.getByRole("button", { name: `Split out “${ja.title}”` }).click();
  await expect(page.getByText("Report split out")).toBeVisible();
  await expect(page.getByText("2 reports in 2 languages")).toBeVisible();
  await expect(page.getByRole("link", { name: ja.title })).toHaveCount(0);

  const own = ((await (await page.request.get(`/api/news/${ja.id}`)).json()) as NewsItem).story_id!;
  expect(own).not.toBe(storyId);
  await page.goto("/news?q=Corvalis&group=story");
  await expect(page.getByRole("region", { name: "Published news" }).getByRole("link", { name: "2 reports of this story" })).toHaveCount(1);

  await page.goto(`/stories/${own}`);
  await expect(page.getByText("1 report in 1 language")).toBeVisible();
  const merge = page.getByRole("form", { name: "Merge into story" });
  const address = merge.getByLabel("Story address or id");
  await address.fill("the approval story");
  await merge.getByRole("button", { name: "Merge" }).click();
  await expect(merge.getByText("Enter a story's address (/stories/…) or its id.")).toBeVisible();
  await address.fill(own);
  await merge.getByRole("button", { name: "Merge" }).click();
  await expect(merge.getByText("These are already one story.")).toBeVisible();
  await address.fill(`${E2E_URL}/stories/${storyId}`);
  await merge.getByRole("button", { name: "Merge" }).click();

  await expect(page).toHaveURL(new RegExp(`/stories/${storyId}$`));
  await expect(page.getByText("3 reports in 3 languages")).toBeVisible();
  // The merged story's address leads to the one it joined.
  await page.goto(`/stories/${own}`);
  await expect(page).toHaveURL(new RegExp(`/stories/${storyId}$`));
  await expect(page.getByRole("heading", { level: 1, name: en.title })).toBeVisible();
});
