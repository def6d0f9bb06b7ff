import type { Page } from "@playwright/test";
import { expect, test, waitForEmail } from "./support/fixtures";

const CONTACT_EMAIL = "contact@bioagenthub.example";
let senderCount = 0;
/** A sender address of its own per test, so the per-address limit never carries over. */
const newSender = () => `sender-${Date.now()}-${++senderCount}@e2e.test`;
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test("the page shows how and when to reach us beside the form", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: CONTACT_EMAIL })).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);
  await expect(page.getByText("Lund, Sweden")).toBeVisible();
  await expect(page.getByText("We typically reply within 24 hours.")).toBeVisible();
  await expect(page.getByText("Monday - Friday: 9:00 AM - 6:00 PM EST")).toBeVisible();
  await expect(page.getByText("Saturday - Sunday: Closed")).toBeVisible();
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(field(page, label)).toHaveAttribute("aria-required", "true");
  }
});

test("a message sent with the keyboard alone: Sending..., the success toast, a reset form and an e-mail", async ({ page }) => {
  const sender = newSender();
  await page.goto("/contact");
  // Hold the request until the busy state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });

  await field(page, "Name").focus();
  await page.keyboard.type("  Grace Hopper  ");
  await page.keyboard.press("Tab");
  await page.keyboard.type(sender);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Demo of the patent agent");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Could you show our IP team the patent explorer next week?");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(page.getByText("Message sent!")).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We will get back to you soon.")).toBeVisible();
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(field(page, label)).toHaveValue("");
  }
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

  const email = await waitForEmail(CONTACT_EMAIL, "[Contact] Demo of the patent agent");
  expect(email).toContain(`Reply-To: ${sender}`);
  expect(email).toContain("Subject: [Contact] Demo of the patent agent");
  // Quoted-printable soft line breaks undone; the name arrives trimmed.
  expect(email.replace(/=\r?\n/g, "")).toContain(`From: Grace Hopper <${sender}>`);
});

test("the spec's messages show under each field, after trimming, and nothing is sent", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/contact")) posts.push(request.url());
  });
  await page.goto("/contact");
  await field(page, "Name").fill("   ");
  await field(page, "Message").fill("   short   ");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");

  await field(page, "Name").fill("n".repeat(101));
  await field(page, "Subject").fill("s".repeat(201));
  await field(page, "Message").fill("m".repeat(2001));
  await field(page, "Email").fill(`${"a".repeat(250)}@example.com`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be less than 100 characters")).toBeVisible();
  await expect(page.getByText("Email must be less than 255 characters")).toBeVisible();
  await expect(page.getByText("Subject must be less than 200 characters")).toBeVisible();
  await expect(page.getByText("Message must be less than 2000 characters")).toBeVisible();
  expect(posts).toEqual([]);
});

test("a failure shows the spec's error toast and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
  await field(page, "Name").fill("Rosalind Franklin");
  await field(page, "Email").fill(newSender());
  await field(page, "Subject").fill("Structures");
  await field(page, "Message").fill("A question about your literature agent.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText("Failed to send message. Please try again later.")).toBeVisible();
  await expect(field(page, "Name")).toHaveValue("Rosalind Franklin");
  await expect(field(page, "Message")).toHaveValue("A question about your literature agent.");
});

test("the 6th message in an hour from one address is refused with the server's message", async ({ page }) => {
  const sender = newSender();
  for (let sent = 1; sent <= 5; sent += 1) {
    const response = await page.request.post("/api/contact", {
      data: { name: "Busy Sender", email: sender, subject: `Message ${sent}`, message: "Another question for the team." },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await page.goto("/contact");
  await field(page, "Name").fill("Busy Sender");
  await field(page, "Email").fill(sender);
  await field(page, "Subject").fill("Message 6");
  await field(page, "Message").fill("One more question for the team.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText(/^You can send up to 5 messages an hour\. Please try again in \d+ minutes?\.$/)).toBeVisible();
  await expect(field(page, "Subject")).toHaveValue("Message 6");
});
