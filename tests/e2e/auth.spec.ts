import { confirmationLink, expect, test, waitForEmail } from "./support/fixtures";
import { E2E_ACCOUNTS, E2E_PASSWORD } from "./support/constants";

test.describe("sign up, confirm, sign in, sign out", () => {
  test("a new professional goes from sign-up to a signed-in menu and back out", async ({ page }) => {
    const email = `maria.svensson+${Date.now()}@e2e.test`;
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();

    await page.getByLabel("Full Name").fill("Maria Svensson");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("lund-biotech-2025");
    await page.getByLabel("Confirm Password").fill("lund-biotech-2025");
    await page.getByLabel("Company").fill("Lund Biologics AB");
    await page.getByRole("combobox", { name: "Organization Type" }).click();
    await page.getByRole("option", { name: "Biotech Company" }).click();
    await page.getByLabel("Department (optional)").fill("Translational Research");
    await page.getByLabel("Job Title").fill("Head of Discovery");
    await page.getByRole("combobox", { name: "Primary Use Case" }).click();
    await page.getByRole("option", { name: "R&D Planning" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByText("Account created successfully! Please check your email to confirm your account.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

    // Sign-in before confirming is refused with a way to get a new link.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("lund-biotech-2025");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "confirm your email" })).toBeVisible();

    const link = confirmationLink(await waitForEmail(email));
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?confirmed=1/);
    await expect(page.getByText("Your email address is confirmed. Please sign in.")).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("lund-biotech-2025");
    const submit = page.getByRole("button", { name: /Sign In|Signing In/ });
    await submit.click();
    await expect(page.getByText("Welcome back! You've been successfully signed in.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const localPart = email.split("@")[0]!;
    const menu = page.getByRole("button", { name: localPart });
    await expect(menu).toBeVisible();
    await page.reload();
    await expect(menu).toBeVisible();

    await menu.click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "News Review" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Website Monitor" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Sign Out" }).click();

    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });
});

test.describe("form messages", () => {
  test("sign-in shows the spec's message under each field", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  });

  test("sign-up shows the spec's message under each field", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Email").fill("nope");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password").fill("different");
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "Full name must be at least 2 characters",
      "Please enter a valid email address",
      "Password must be at least 8 characters",
      "Passwords don't match",
      "Company name is required",
      "Please select an organization type",
      "Job title is required",
      "Please select your primary use case",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });
});

test.describe("error mappings", () => {
  test("a wrong password gets the spec's sign-in message", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(E2E_ACCOUNTS.reader.email);
    await page.getByLabel("Password").fill("definitely-wrong");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid email or password. Please check your credentials and try again." }),
    ).toBeVisible();
  });

  test("an e-mail that has an account gets the spec's sign-up message", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Full Name").fill("Reader Again");
    await page.getByLabel("Email").fill(E2E_ACCOUNTS.reader.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel("Confirm Password").fill(E2E_PASSWORD);
    await page.getByLabel("Company").fill("Reader Co");
    await page.getByRole("combobox", { name: "Organization Type" }).click();
    await page.getByRole("option", { name: "Academic Institution" }).click();
    await page.getByLabel("Job Title").fill("Analyst");
    await page.getByRole("combobox", { name: "Primary Use Case" }).click();
    await page.getByRole("option", { name: "Market Analysis" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "An account with this email already exists. Please sign in instead." }),
    ).toBeVisible();
  });
});

test("a signed-in user who opens /auth is sent home", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});
