import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { Me } from "../../src/shared/auth/contracts";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL, type E2E_ACCOUNTS } from "./support/constants";
import { apiSignedInAs, expect, test } from "./support/fixtures";

type AccountName = keyof typeof E2E_ACCOUNTS;

// Sign-in is limited to 10 a minute per address, and every spec signs in from 127.0.0.1: each
// account signs in once per file, and pages borrow its cookies.
const sessions = new Map<AccountName, APIRequestContext>();

/** An API client of its own (not the page's cookies), signed in as `name`. */
async function apiAs(playwright: PlaywrightWorkerArgs["playwright"], name: AccountName): Promise<APIRequestContext> {
  const known = sessions.get(name);
  if (known) return known;
  const api = await apiSignedInAs(playwright, name);
  sessions.set(name, api);
  return api;
}

/** Signs the page in with the account's one session. */
async function signPageIn(page: Page, playwright: PlaywrightWorkerArgs["playwright"], name: AccountName): Promise<void> {
  const api = await apiAs(playwright, name);
  await page.context().addCookies((await api.storageState()).cookies);
}

test.afterAll(async () => {
  for (const api of sessions.values()) await api.dispose();
  sessions.clear();
});

/** A published item made through the API as the admin: ingest, save, publish. */
async function createPublishedItem(playwright: PlaywrightWorkerArgs["playwright"]): Promise<string> {
  const admin = await apiAs(playwright, "admin");
  const url = `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.en}?c=${randomBytes(6).toString("hex")}`;
  const ingest = await admin.post("/api/news/ingest", { data: { url } });
  expect(ingest.status(), await ingest.text()).toBe(200);
  const { engine: _engine, model: _model, notice: _notice, ...draft } = (await ingest.json()) as Record<string, unknown>;
  const saved = await admin.post("/api/news", { data: draft });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  const published = await admin.post(`/api/news/${id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** The name the comments show for the signed-in account: profile full name, else the e-mail's local part. */
async function displayName(page: Page): Promise<string> {
  const me = (await (await page.request.get("/api/me")).json()) as Me;
  return me.profile?.full_name?.trim() || me.user.email.split("@")[0]!;
}

/** The item page, scrolled to its end: the comments load when a reader comes near them. */
async function openComments(page: Page, id: string): Promise<void> {
  await page.goto(`/news/${id}`);
  // The footer is React's (the page drawn in the first HTML has none).
  await page.getByRole("contentinfo").waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

function commentsRegion(page: Page): Locator {
  return page.getByRole("region", { name: /^Comments/ });
}

function commentWith(page: Page, text: string): Locator {
  return commentsRegion(page).getByRole("article").filter({ hasText: text });
}

test("a visitor reads comments and is asked to sign in to add one", async ({ page, playwright }) => {
  const id = await createPublishedItem(playwright);
  const reader = await apiAs(playwright, "reader");
  expect((await reader.post(`/api/news/${id}/comments`, { data: { content: "Visible to everyone." } })).status()).toBe(201);

  await openComments(page, id);
  const region = commentsRegion(page);
  await expect(region.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await expect(region.getByText("Visible to everyone.")).toBeVisible();
  await expect(region.getByText("Please sign in to add comments", { exact: true })).toBeVisible();
  await expect(region.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(region.getByRole("textbox")).toHaveCount(0);
  await expect(region.getByRole("button", { name: "Edit" })).toHaveCount(0);
});

test("the author posts, edits and deletes a comment", async ({ page, playwright }) => {
  const id = await createPublishedItem(playwright);
  await signPageIn(page, playwright, "reader");
  const name = await displayName(page);
  await openComments(page, id);
  const region = commentsRegion(page);
  await expect(region.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await expect(region.getByText("No comments yet.")).toBeVisible();

  const textarea = region.getByLabel("Add a comment");
  const post = region.getByRole("button", { name: "Post Comment" });
  await expect(post).toBeDisabled();
  await textarea.fill("   \n  ");
  await expect(post).toBeDisabled();
  const text = "First line <b>not bold</b>\n\n  indented second paragraph";
  await textarea.fill(`  ${text}  `);
  await expect(region.getByText(`${text.trim().length}/2000`)).toBeVisible();
  await post.click();
  await expect(page.getByText("Comment added")).toBeVisible();
  await expect(textarea).toHaveValue("");
  await expect(region.getByRole("heading", { name: "Comments (1)" })).toBeVisible();

  // The only comment; found by position, since its text changes while it is edited.
  const comment = region.getByRole("article").first();
  await expect(comment).toContainText("First line");
  await expect(comment.getByText(name, { exact: true })).toBeVisible();
  await expect(comment.getByText(name.slice(0, 2).toUpperCase(), { exact: true })).toBeAttached();
  await expect(comment.getByText("less than a minute ago")).toBeVisible();
  await expect(comment.getByText("(edited)")).toHaveCount(0);
  // Plain text, whitespace kept: the markup shows as typed and makes no element.
  const body = comment.locator("p").filter({ hasText: "First line" });
  await expect(body).toHaveText(text);
  await expect(body.locator("b")).toHaveCount(0);
  await expect(body).toHaveCSS("white-space", "pre-wrap");

  // Edit, then Cancel: nothing changes.
  await comment.getByRole("button", { name: "Edit" }).click();
  const editor = comment.getByLabel("Edit comment");
  await expect(editor).toBeFocused();
  await editor.fill("Not saved");
  await comment.getByRole("button", { name: "Cancel" }).click();
  await expect(comment.getByRole("button", { name: "Edit" })).toBeFocused();
  await expect(body).toHaveText(text);

  // Edit and Save: Save is disabled while blank; the comment shows '(edited)'.
  await comment.getByRole("button", { name: "Edit" }).click();
  await editor.fill("  ");
  await expect(comment.getByRole("button", { name: "Save" })).toBeDisabled();
  await editor.fill("  Edited after a second look.  ");
  await comment.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Comment updated")).toBeVisible();
  const edited = commentWith(page, "Edited after a second look.");
  await expect(edited.getByText("(edited)")).toBeVisible();
  await expect(edited.locator("p").filter({ hasText: "Edited" })).toHaveText("Edited after a second look.");

  // The edit is stored: it survives a reload.
  await page.reload();
  await expect(commentWith(page, "Edited after a second look.").getByText("(edited)")).toBeVisible();

  // Delete asks first.
  await commentWith(page, "Edited after a second look.").getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to delete this comment?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(commentWith(page, "Edited after a second look.")).toBeVisible();
  await commentWith(page, "Edited after a second look.").getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Comment deleted")).toBeVisible();
  await expect(region.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await expect(region.getByRole("article")).toHaveCount(0);
});

test("another user sees no edit or delete, and the API refuses them with 403", async ({ page, playwright }) => {
  const id = await createPublishedItem(playwright);
  const reader = await apiAs(playwright, "reader");
  const created = await reader.post(`/api/news/${id}/comments`, { data: { content: "The reader's own words." } });
  expect(created.status()).toBe(201);
  const { id: commentId } = (await created.json()) as { id: string };

  await signPageIn(page, playwright, "editor");
  await openComments(page, id);
  const comment = commentWith(page, "The reader's own words.");
  await expect(comment).toBeVisible();
  await expect(comment.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(comment.getByRole("button", { name: "Delete" })).toHaveCount(0);
  // The editor may still comment.
  await expect(commentsRegion(page).getByLabel("Add a comment")).toBeVisible();

  const edit = await page.request.put(`/api/comments/${commentId}`, { data: { content: "Hijacked" } });
  expect(edit.status()).toBe(403);
  const remove = await page.request.delete(`/api/comments/${commentId}`);
  expect(remove.status()).toBe(403);
  await page.reload();
  await expect(commentWith(page, "The reader's own words.")).toBeVisible();
});

test("a keyboard alone posts, edits and deletes a comment", async ({ page, playwright }) => {
  const id = await createPublishedItem(playwright);
  await signPageIn(page, playwright, "reader");
  await openComments(page, id);
  const region = commentsRegion(page);
  const textarea = region.getByLabel("Add a comment");
  await expect(textarea).toBeVisible();

  // Tab from the top of the page to the comment box.
  await page.locator("body").focus();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await textarea.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(textarea).toBeFocused();
  await page.keyboard.type("Typed without a mouse.");
  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: "Post Comment" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Comment added")).toBeVisible();
  await expect(textarea).toBeFocused();

  // The blank box's Post Comment is disabled, so the next stop is the new comment's Edit.
  const comment = commentWith(page, "Typed without a mouse.");
  await page.keyboard.press("Tab");
  await expect(comment.getByRole("button", { name: "Edit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(comment.getByLabel("Edit comment")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Edited without a mouse.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: "Save" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Comment updated")).toBeVisible();

  const edited = commentWith(page, "Edited without a mouse.");
  await expect(edited.getByRole("button", { name: "Edit" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(edited.getByRole("button", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to delete this comment?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Comment deleted")).toBeVisible();
  await expect(region.getByRole("heading", { name: "Comments (0)" })).toBeFocused();
});

test("the comments section passes axe and fits a 360 px phone, editing included", async ({ page, playwright }) => {
  const id = await createPublishedItem(playwright);
  await signPageIn(page, playwright, "reader");
  await page.request.post(`/api/news/${id}/comments`, { data: { content: `A long word: ${"x".repeat(300)}\nand a second line.` } });
  await page.setViewportSize({ width: 360, height: 740 });
  await openComments(page, id);
  const region = commentsRegion(page);
  const comment = region.getByRole("article").first();
  await expect(comment).toBeVisible();

  const check = async () => {
    const results = await new AxeBuilder({ page }).include("section[aria-labelledby]").analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  };
  await check();
  await comment.getByRole("button", { name: "Edit" }).click();
  await expect(comment.getByLabel("Edit comment")).toBeFocused();
  await check();
  await expect(comment.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await comment.getByRole("button", { name: "Cancel" }).click();
  await comment.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  const dialog = await new AxeBuilder({ page }).include("[role=alertdialog]").analyze();
  expect(dialog.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
});
