import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_URL } from "./support/constants";
import { createConfirmedAccount, expect, test, waitForEmail } from "./support/fixtures";

// Each test makes its own account: changing a seeded account's password would sign other specs out.

/** Another device: a session of its own, outside the page's browser. */
async function otherDevice(playwright: PlaywrightWorkerArgs["playwright"], email: string, password: string): Promise<APIRequestContext> {
  const device = await playwright.request.newContext({ baseURL: E2E_URL });
  const signIn = await device.post("/api/account/sign-in", { data: { email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  expect((await device.get("/api/me")).status()).toBe(200);
  return device;
}

/** The reset link of a captured message (quoted-printable soft breaks undone). */
function resetLink(rawMessage: string): string {
  const text = rawMessage.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error("No reset link in the captured e-mail");
  return match[0];
}

/** No serious or critical axe findings in the main content, and no sideways scrolling at 360 px. */
async function checkAccessibleOnPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back! You've been successfully signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test("a user changes the password on the profile, other devices are signed out, and the new one signs in", async ({ page, playwright }) => {
  const email = await createConfirmedAccount(page, "first-password-1");
  const signIn = await page.request.post("/api/account/sign-in", { data: { email, password: "first-password-1" } });
  expect(signIn.status()).toBe(200);
  const device = await otherDevice(playwright, email, "first-password-1");

  await page.goto("/profile");
  const open = page.getByRole("button", { name: "Change password" });
  await open.click();
  const card = page.getByRole("form", { name: "Change password" });
  const current = card.getByLabel("Current password");
  const fresh = card.getByLabel("New password", { exact: true });
  const confirm = card.getByLabel("Confirm new password");
  const submit = card.getByRole("button", { name: "Save new password" });
  await expect(current).toBeFocused();

  // The form's own checks, then the server's answer on a wrong current password.
  await current.fill("first-password-1");
  await fresh.fill("short");
  await confirm.fill("different");
  await submit.click();
  await expect(card.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(card.getByText("Passwords don't match")).toBeVisible();
  await checkAccessibleOnPhone(page);

  await current.fill("not-my-password");
  await fresh.fill("second-password-2");
  await confirm.fill("second-password-2");
  await submit.click();
  await expect(card.getByText("Current password is incorrect")).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");

  await current.fill("first-password-1");
  await submit.click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  for (const field of [current, fresh, confirm]) await expect(field).toHaveValue("");
  await card.getByRole("button", { name: "Cancel" }).click();

  // This browser stays signed in with its new session; the other device does not.
  expect((await device.get("/api/me")).status()).toBe(401);
  await device.dispose();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await signInWithForm(page, email, "second-password-2");
});

test("a user who forgot the password resets it through the e-mailed link, once", async ({ page, playwright }) => {
  const email = await createConfirmedAccount(page, "forgotten-password-1");
  const device = await otherDevice(playwright, email, "forgotten-password-1");

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account exists for that email, we have sent a link to reset your password." }),
  ).toBeVisible();

  const link = resetLink(await waitForEmail(email, "Reset your BioAgent Hub password"));
  expect(link.startsWith(`${E2E_URL}/reset-password?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("remembered-password-2");
  await page.getByLabel("Confirm new password").fill("remembered-password-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("remembered-password-2");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();
  expect((await device.get("/api/me")).status()).toBe(401);
  await device.dispose();

  await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInWithForm(page, email, "remembered-password-2");

  // The link works once: a second use says so and offers a new one.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("third-password-4");
  await page.getByLabel("Confirm new password").fill("third-password-4");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "invalid, has expired or has already been used" })).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
