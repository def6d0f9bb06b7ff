import { expect, test } from "./support/fixtures";

test("an admin sees the Admin section with the website monitor", async ({ page, signInAs }) => {
  await signInAs("admin");
  await page.goto("/");
  await page.getByRole("button", { name: "chief" }).click();
  await expect(page.getByText("Admin", { exact: true })).toBeVisible();
  await page.getByRole("menuitem", { name: "Website Monitor" }).click();
  await expect(page).toHaveURL(/\/website-monitor$/);
  await expect(page.getByRole("heading", { name: "Website Monitor" })).toBeVisible();
});

test("a user who is not admin is sent from /website-monitor to /", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/website-monitor");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "AI Agent Hub for Biotech & Pharma" })).toBeVisible();
});

test("a signed-out visitor is sent from an agent screen to /auth", async ({ page }) => {
  await page.goto("/ip-intelligence");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});

test("an unknown path shows the not-found screen with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page).toHaveTitle("Page not found · BioAgent Hub");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("BioAgent Hub — AI Agents for Biotech & Pharma");
});

test("the tab title follows the screen, on arrival and on moving within the app", async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact · BioAgent Hub");
  await page.getByRole("navigation").first().getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle("About · BioAgent Hub");
  await page.getByRole("navigation").first().getByRole("link", { name: "News" }).click();
  await expect(page).toHaveTitle("Biotech News · BioAgent Hub");
});

test("the header and footer carry the spec's links", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation").first();
  for (const [name, href] of <const>[
    ["News", "/news"],
    ["AI Agents", "/ai-agents"],
    ["Resources", "/resources"],
    ["About", "/about"],
    ["Contact", "/contact"],
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/auth");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Cookies" })).toHaveAttribute("href", "/cookies");
  await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  await expect(footer.getByText("Careers")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Careers" })).toHaveCount(0);
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  await expect(
    footer.getByText("Summaries are informational and link to original sources. Not medical, regulatory, or investment advice."),
  ).toBeVisible();
});

test("on a phone the navigation folds into a menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("pages run under the strict CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/auth?tab=signup");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await page.getByRole("combobox", { name: "Organization Type" }).click();
  await page.getByRole("option", { name: "Biotech Company" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Job title is required")).toBeVisible();
  expect(violations).toEqual([]);
});
