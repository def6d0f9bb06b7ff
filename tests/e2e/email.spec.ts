import { E2E_BOUNCING_DOMAIN } from "./support/constants";
import { expect, test } from "./support/fixtures";

test("an admin sees an e-mail the mail server refused for good, and can queue it again", async ({ page, signInAs }) => {
  const email = `nobody.${Date.now()}@${E2E_BOUNCING_DOMAIN}`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: {
      email,
      password: "bounce-pass-123",
      confirmPassword: "bounce-pass-123",
      fullName: "Bo Unce",
      company: "Lund Biologics AB",
      organizationType: "biotech",
      jobTitle: "Scientist",
      useCase: "rd_planning",
      researchFocus: [],
      therapeuticAreas: [],
      newsletter: false,
    },
  });
  // The sign-up does not wait for the mail server: the confirmation waits in the outbox.
  expect(signUp.status(), await signUp.text()).toBe(201);

  await signInAs("admin");
  await page.goto("/email-delivery");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail Delivery" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Given up", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText("Confirm your BioAgent Hub account");
  await expect(row).toContainText("550");

  await row.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText(`The message to ${email} is queued again.`)).toBeVisible();
});
