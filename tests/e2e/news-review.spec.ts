import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import type { NewsItem } from "../../src/shared/news/contracts";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { createConfirmedAccount, expect, saveDraftThroughApi, seriousAxeFindings, test } from "./support/fixtures";

// The smallest valid PNG: 1×1 transparent pixel.
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A URL no other test has ingested: the stub answers by path, the extra parameter makes it new to the feed. */
const articleUrl = (path: string) => `${E2E_ARTICLE_SITE_URL}${path}?review=${randomBytes(6).toString("hex")}`;

/** A pending item with a title of this test's own, so that its row is found among everyone's. */
async function pendingItem(page: Page): Promise<NewsItem> {
  const { id } = await saveDraftThroughApi(page, articleUrl(ARTICLE_PATHS.en));
  const item = (await (await page.request.get(`/api/news/${id}`)).json()) as NewsItem;
  const title = `Review draft ${randomBytes(4).toString("hex")}`;
  const renamed = await page.request.put(`/api/news/${id}`, {
    data: { title, summary_en: item.summary_en, tags: item.tags, entities: item.entities, status: "pending", version: item.version },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  return (await renamed.json()) as NewsItem;
}

async function openEditDialog(page: Page, title: string) {
  await page.getByRole("row").filter({ hasText: title }).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit News Item" });
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
  return dialog;
}

test.describe("editing in News Review (issue 15 §6)", () => {
  test("an item opened again shows what was saved: title, summary and companies", async ({ page, signInAs }) => {
    test.setTimeout(60_000);
    await signInAs("editor");
    const item = await pendingItem(page);
    const newTitle = `${item.title} (edited)`;

    await page.goto("/review");
    let dialog = await openEditDialog(page, item.title);
    await dialog.getByLabel("Title", { exact: true }).fill(newTitle);
    await dialog.getByLabel("Companies", { exact: true }).fill("Lund Biologics AB, Uppsala Gene Works");
    const summary = dialog.getByRole("textbox", { name: "Summary" });
    await summary.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Checked by the news desk.");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Changes saved successfully")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: newTitle })).toBeVisible();

    dialog = await openEditDialog(page, newTitle);
    await expect(dialog.getByLabel("Companies", { exact: true })).toHaveValue("Lund Biologics AB, Uppsala Gene Works");
    await expect(dialog.getByRole("textbox", { name: "Summary" })).toContainText("Checked by the news desk.");

    // Saving again without a change keeps the saved text: nothing old is written back.
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const stored = (await (await page.request.get(`/api/news/${item.id}`)).json()) as NewsItem;
    expect(stored.title).toBe(newTitle);
    expect(stored.entities.companies).toEqual(["Lund Biologics AB", "Uppsala Gene Works"]);
    expect(stored.summary_en).toContain("Checked by the news desk.");
  });

  test("a save over someone else's newer save is refused; the dialog keeps the text and reloads on request", async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(60_000);
    await signInAs("editor");
    const item = await pendingItem(page);

    await page.goto("/review");
    const dialog = await openEditDialog(page, item.title);
    // Another editor saves while this dialog is open.
    const theirTitle = `${item.title} (their save)`;
    const theirs = await page.request.put(`/api/news/${item.id}`, {
      data: { title: theirTitle, summary_en: item.summary_en, tags: item.tags, entities: item.entities, status: "pending", version: item.version },
    });
    expect(theirs.status()).toBe(200);

    const myTitle = `${item.title} (my save)`;
    await dialog.getByLabel("Title", { exact: true }).fill(myTitle);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Someone else saved this item in the meantime" })).toBeVisible();
    await expect(page.getByText("Someone saved this item after you opened it, so your changes were not saved.")).toBeVisible();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(myTitle);
    expect(((await (await page.request.get(`/api/news/${item.id}`)).json()) as NewsItem).title).toBe(theirTitle);

    await dialog.getByRole("button", { name: "Reload saved version" }).click();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(theirTitle);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    // From the reloaded version a save goes through.
    await dialog.getByLabel("Title", { exact: true }).fill(myTitle);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Changes saved successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: myTitle })).toBeVisible();
  });

  test("an image chosen from the summary toolbar is uploaded and shown; a file that is no image is refused with the server's words", async ({
    page,
    signInAs,
  }) => {
    await signInAs("editor");
    const item = await pendingItem(page);
    await page.goto("/review");
    const dialog = await openEditDialog(page, item.title);
    const summary = dialog.getByRole("textbox", { name: "Summary" });
    await summary.click();

    // Claims to be a PNG; the server reads the bytes.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await dialog.getByLabel("Image file").setInputFiles({ name: "figure.png", mimeType: "image/png", buffer: svg });
    await expect(page.getByText("Only PNG, JPEG, GIF and WebP images can be uploaded.")).toBeVisible();
    await expect(summary.locator("img")).toHaveCount(0);

    await dialog.getByLabel("Image file").setInputFiles({ name: "dot.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG });
    const image = summary.locator("img");
    await expect(image).toHaveAttribute("src", /^\/uploads\/images\/[0-9a-f-]{36}$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
  });
});

test("a user without editor access finds their own drafts and publications in News Review, and the way to editor access", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A new account of its own: the seeded reader's 5 lifetime previews are spent by other specs.
  const password = "own-items-pass-1";
  const email = await createConfirmedAccount(page, password, "own-news");
  expect((await page.request.post("/api/account/sign-in", { data: { email, password } })).status()).toBe(200);
  const draft = await saveDraftThroughApi(page, articleUrl(ARTICLE_PATHS.de));
  const publication = await saveDraftThroughApi(page, articleUrl(ARTICLE_PATHS.ja));
  expect((await page.request.post(`/api/news/${publication.id}/publish`)).status()).toBe(200);

  await page.goto("/");
  await page.getByRole("button", { name: email.split("@")[0] }).click();
  await page.getByRole("menuitem", { name: "News Review" }).click();
  await expect(page.getByRole("heading", { name: "News Review" })).toBeVisible();
  const own = page.getByRole("region", { name: "Your drafts and publications" });
  const draftRow = own.getByRole("listitem").filter({ hasText: draft.title });
  const publishedRow = own.getByRole("listitem").filter({ hasText: publication.title });
  await expect(draftRow.getByText("Pending", { exact: true })).toBeVisible();
  await expect(publishedRow.getByText("Published", { exact: true })).toBeVisible();
  await expect(own.getByRole("listitem")).toHaveCount(2);
  // No review table of everyone's items.
  await expect(page.getByRole("tab", { name: "Pending" })).toHaveCount(0);

  await expect(page.getByText("Reviewing everyone's news needs editor access")).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole("link", { name: "Editor login" }).click();
  await expect(page).toHaveURL(/\/editor-login$/);

  await page.goBack();
  await publishedRow.getByRole("link", { name: publication.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: publication.title })).toBeVisible();
});
