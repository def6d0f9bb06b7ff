import { expect, seriousAxeFindings, test } from "./support/fixtures";
import { E2E_EDITOR_PASSWORD } from "./support/constants";

test("a wrong editor password is refused", async ({ page }) => {
  await page.goto("/editor-login");
  await page.getByLabel("Editor Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid password")).toBeVisible();
  await expect(page).toHaveURL(/\/editor-login$/);
  const status = await (await page.request.get("/api/editor/status")).json();
  expect(status.active).toBe(false);
});

test("the editor password grants editor access and opens the review screen", async ({ page }) => {
  await page.goto("/editor-login");
  await page.getByLabel("Editor Password").fill(E2E_EDITOR_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/news-review$/);
  await expect(page.getByRole("heading", { name: "News Review" })).toBeVisible();
  const status = await (await page.request.get("/api/editor/status")).json();
  expect(status.active).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "bioagent.editor_access")?.httpOnly).toBe(true);
});

test("editor mode without an account says so on every page and ends with Exit editor mode (issue 15 §6)", async ({ page }) => {
  await page.goto("/editor-login");
  await page.getByLabel("Editor Password").fill(E2E_EDITOR_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/news-review$/);

  await page.goto("/news");
  const bar = page.getByRole("region", { name: "Editor mode" });
  await expect(bar).toContainText("Editor mode is on in this browser until");
  // Still signed out: the account links stay, and the bar is what says that editor mode is on.
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

  await bar.getByRole("button", { name: "Exit editor mode" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Editor mode" })).toHaveCount(0);
  expect((await (await page.request.get("/api/editor/status")).json()).active).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem("editorAccess"))).toBeNull();

  await page.goto("/review");
  await expect(page.getByText("Editor access needed")).toBeVisible();
});

test("the editor-mode bar fits a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/editor-login");
  await page.getByLabel("Editor Password").fill(E2E_EDITOR_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  const exit = page.getByRole("region", { name: "Editor mode" }).getByRole("button", { name: "Exit editor mode" });
  await expect(exit).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await exit.click();
  await expect(page.getByRole("region", { name: "Editor mode" })).toHaveCount(0);
});
