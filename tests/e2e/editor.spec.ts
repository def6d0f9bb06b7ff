import { expect, test } from "./support/fixtures";
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
