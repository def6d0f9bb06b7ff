import type { Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../../src/shared/cookies/categories";
import { createConsentRecord, NO_OPTIONAL_CONSENT } from "../../src/shared/cookies/consent";
import { expect, test } from "./support/fixtures";
import { E2E_URL } from "./support/constants";

// The cookie banner has its own spec; here a choice is already made so that it covers nothing.
test.beforeEach(async ({ context }) => {
  const record = createConsentRecord(NO_OPTIONAL_CONSENT, { gpc: false });
  await context.addCookies([
    { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(record)), url: E2E_URL },
  ]);
});

/** One h1, and no heading that skips a level below the one before it. */
async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator("main")
    .evaluate((main) => [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName[1])));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `heading ${index + 1} of ${levels.join(",")}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

test.describe("home", () => {
  test("shows the hero, the stats and the agent catalogue with launch links", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "AI Agent Hub for Biotech & Pharma" })).toBeVisible();
    await expect(main.getByText("Specialized AI Agents to accelerate drug discovery and development")).toBeVisible();
    await expect(main.getByRole("link", { name: "Explore Platform" })).toHaveAttribute("href", "/ai-agents");
    await expect(main.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/contact");

    const stats = main.getByRole("region", { name: "Platform in numbers" });
    for (const [value, label] of [
      ["10+", "AI Agents"],
      ["100+", "Partner Developers"],
      ["24/7", "Cloud Deployment"],
      ["99.9%", "Uptime SLA"],
    ]) {
      await expect(stats.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(stats.getByRole("term").filter({ hasText: label })).toBeVisible();
    }

    const catalogue = main.getByRole("region", { name: "AI Agent Catalogue" });
    const cards = catalogue.getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const [index, [name, category, status, href]] of (<const>[
      ["Patent Analysis Agent", "IP & Legal", "Active", "/ip-intelligence"],
      ["Clinical Development Tracker", "Clinical Operations", "Active", "/clinical-development"],
      ["R&D Discovery Scout", "Research & Development", "Active", "/rd-intelligence"],
      ["Market Analysis Agent", "Market Strategy", "Active", "/market-intelligence"],
      ["Regulatory Agent", "Regulatory Affairs", "Active", "/n8n-chat"],
    ]).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card.getByText(category, { exact: true })).toBeVisible();
      await expect(card.getByText(status, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: `Launch ${name}` })).toHaveAttribute("href", href);
    }
    const comingSoon = cards.nth(5);
    await expect(comingSoon.getByRole("heading", { name: "Supply Chain Monitor" })).toBeVisible();
    await expect(comingSoon.getByText("Operations", { exact: true })).toBeVisible();
    await expect(comingSoon.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(comingSoon.getByRole("button", { name: "Launch Supply Chain Monitor" })).toBeDisabled();
    await expect(comingSoon.getByRole("link")).toHaveCount(0);

    await expect(main.getByRole("heading", { name: "Managed Cloud Deployment" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Local On-Premise Installation" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Full Maintenance & Support" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Pay-Per-Use Pricing" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "AI Agent Developers" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Enterprise Teams" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Latest Insights" })).toBeVisible();
    await expectHeadingOutline(page);

    await main.getByRole("link", { name: "Launch Regulatory Agent" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a spinner shows while the session loads, then a signed-in user is welcomed", async ({ page, signInAs }) => {
    await signInAs("reader");
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route("**/api/me", async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto("/");
    const hero = page.getByRole("heading", { level: 1, name: "AI Agent Hub for Biotech & Pharma" });
    await expect(hero).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading your session" })).toBeVisible();
    releaseSession();
    await expect(page.getByRole("status", { name: "Loading your session" })).toHaveCount(0);
    await expect(page.getByText("Welcome back, reader.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Your profile" })).toHaveAttribute("href", "/profile");
  });

  test("the FAQ opens one answer at a time and closes it again", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(7);
    for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false");

    const credits = faq.getByRole("button", { name: "How do credits and usage limits work?" });
    const creditsAnswer = faq.getByText(/A free account includes 5 summary previews and 5 publications in total/);
    await credits.click();
    await expect(credits).toHaveAttribute("aria-expanded", "true");
    await expect(creditsAnswer).toBeVisible();

    const start = faq.getByRole("button", { name: "How do I get started?" });
    await start.click();
    await expect(start).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByRole("link", { name: "Create your free account" })).toHaveAttribute("href", "/auth");
    await expect(credits).toHaveAttribute("aria-expanded", "false");
    await expect(creditsAnswer).toBeHidden();

    await start.click();
    await expect(start).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("link", { name: "Create your free account" })).toBeHidden();
  });

  test("the FAQ works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.getByRole("button");
    await questions.first().focus();

    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(/From public sources, queried when you search/)).toBeVisible();

    await page.keyboard.press("End");
    await expect(questions.nth(6)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(questions.nth(6)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");

    // Tab moves into the open answer's link, then on to the page after the FAQ.
    await page.keyboard.press("Tab");
    await expect(faq.getByRole("link", { name: "Create your free account" })).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(questions.nth(6)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Home");
    await expect(questions.first()).toBeFocused();
  });
});

test("/ai-agents lists six agents and its calls to action", async ({ page }) => {
  await page.goto("/ai-agents");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "AI Agents for Biotech" })).toBeVisible();
  const agents = main.getByRole("region", { name: "Choose an Agent" }).getByRole("listitem");
  await expect(agents).toHaveCount(6);
  const hrefs = await agents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual([
    "/ip-intelligence",
    "/clinical-development",
    "/rd-intelligence",
    "/market-intelligence",
    "/rag-agent",
    "/db-chat-agent",
  ]);
  for (const link of await main.getByRole("link", { name: "Get Started" }).all()) await expect(link).toHaveAttribute("href", "/auth");
  for (const link of await main.getByRole("link", { name: "Schedule Demo" }).all()) await expect(link).toHaveAttribute("href", "/contact");
  await expectHeadingOutline(page);

  await agents.getByRole("link", { name: "Learn More RAG Knowledge Agent" }).click();
  await expect(page).toHaveURL(/\/rag-agent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Company Knowledge, One Question Away" })).toBeVisible();
});

test.describe("/rag-agent", () => {
  test("shows every section, and Try Demo brings the question box into view", async ({ page }) => {
    await page.goto("/rag-agent");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Launch Your Agent" })).toHaveAttribute("href", "/contact");
    for (const step of ["Company Documents", "AI Core", "Verified Answers"]) await expect(main.getByText(step, { exact: true })).toBeVisible();
    const howItWorks = main.getByRole("region", { name: "How It Works" });
    await expect(howItWorks.getByRole("listitem")).toHaveCount(3);
    await expect(howItWorks.getByText(/cloud drives, SharePoint or internal servers/)).toBeVisible();
    await expect(howItWorks.getByRole("heading", { name: /private vector database/ })).toBeVisible();
    await expect(howItWorks.getByRole("heading", { name: /cited answers/ })).toBeVisible();
    for (const team of ["R&D", "Regulatory Affairs", "Quality Assurance", "Business Development"]) {
      await expect(main.getByRole("heading", { name: team, exact: true })).toBeVisible();
    }
    const features = main.getByRole("region", { name: "Core Features" });
    for (const feature of [
      "Company configuration and branding",
      "Secure vector database",
      "Role-based access control",
      "Gemini 1.5 Pro or GPT-4 support",
      "99.9% uptime SLA",
    ]) {
      await expect(features.getByRole("heading", { name: feature })).toBeVisible();
    }
    await expectHeadingOutline(page);

    const question = main.getByRole("textbox", { name: "Ask a question about the sample company documents" });
    await expect(question).not.toBeInViewport();
    await main.getByRole("button", { name: "Try Demo" }).click();
    await expect(question).toBeFocused();
    await expect(question).toBeInViewport();
  });

  test("the demo answers on Enter or Ask with the three canned replies, without calling the server", async ({ page }) => {
    await page.goto("/rag-agent");
    await page.waitForLoadState("networkidle");
    const serverCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) serverCalls.push(request.url());
    });
    const demo = page.getByRole("region", { name: "Try It Out" });
    const question = demo.getByRole("textbox", { name: "Ask a question about the sample company documents" });
    const ask = demo.getByRole("button", { name: "Ask", exact: true });
    const answers = demo.getByRole("list", { name: "Demo answers" }).getByRole("listitem").filter({ has: page.getByText("Sources", { exact: true }) });

    await expect(ask).toBeDisabled();
    await question.fill("   ");
    await expect(ask).toBeDisabled();

    await question.fill("What do the DMPK studies show?");
    await question.press("Enter");
    await expect(answers.first()).toContainText("What do the DMPK studies show?");
    await expect(answers.first()).toContainText("pharmacokinetics");
    await expect(question).toHaveValue("");

    await question.fill("Summarize our NON-CLINICAL package");
    await ask.click();
    await expect(answers.first()).toContainText("Summarize our NON-CLINICAL package");
    await expect(answers.first()).toContainText("pharmacokinetics");

    await question.fill("Which SOP covers deviations?");
    await question.press("Enter");
    await expect(answers.first()).toContainText("SOP-QA-012 (Deviation Management");

    await question.fill("Quality agreement with our CMO");
    await ask.click();
    await expect(answers.first()).toContainText("SOP-QA-012 (Deviation Management");

    await question.fill("Who leads the oncology programme?");
    await question.press("Enter");
    await expect(answers.first()).toContainText("I found 3 relevant documents");
    await expect(answers).toHaveCount(5);

    expect(serverCalls).toEqual([]);
  });
});

test("/db-chat-agent describes the agent, its prompts and its safeguards", async ({ page }) => {
  await page.goto("/db-chat-agent");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByText(/LIMS, QC, inventory and study databases/).first()).toBeVisible();
  await expect(main.getByRole("heading", { name: "Postgres, MySQL and SQLite" })).toBeVisible();
  await expect(main.getByText(/read-only and limited to the schemas you whitelist/)).toBeVisible();
  const prompts = main.getByRole("region", { name: "Try These Prompts" });
  await expect(prompts.getByRole("listitem")).toHaveCount(4);
  const steps = main.getByRole("region", { name: "How It Works" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(2)).toContainText("CSV or XLSX");
  await expect(steps.nth(2)).toContainText("saved queries");
  await expect(main.getByText(/Admin, Scientist and Viewer roles/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Connect a Database" })).toHaveAttribute("href", "/contact");
  await expectHeadingOutline(page);

  await main.getByRole("button", { name: "Try Demo" }).click();
  await expect(prompts).toBeFocused();
  await expect(prompts.getByRole("heading", { name: "Try These Prompts" })).toBeInViewport();
});

test("/resources shows the featured repositories from the data file", async ({ page }) => {
  await page.goto("/resources");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Open Source Resources" })).toBeVisible();
  const cards = main.getByRole("region", { name: "Featured Repositories" }).getByRole("listitem").filter({ has: page.getByRole("heading") });
  await expect(cards).toHaveCount(4);
  for (const [index, description] of [/retrieval-augmented generation/, /AI agents for pharma/, /clinical trial matching/, /generative drug discovery/].entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(description);
    await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    await expect(card.getByRole("list", { name: "Topics" }).getByRole("listitem")).not.toHaveCount(0);
    const link = card.getByRole("link", { name: /View on GitHub/ });
    await expect(link).toHaveAttribute("href", /^https:\/\/github\.com\/bioagenthub\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(main.getByRole("link", { name: /All repositories on GitHub/ })).toHaveAttribute(
    "href",
    "https://github.com/orgs/bioagenthub/repositories",
  );
  await expect(main.getByRole("heading", { name: "Contributing" })).toBeVisible();
  await expectHeadingOutline(page);
});

test.describe("legal pages", () => {
  test("/terms states the operator, credits, liability cap, minimum age and governing law", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Terms of Use & Legal Statement" })).toBeVisible();
    await expect(main.getByText("Last updated: October 2, 2025")).toBeVisible();
    await expect(main.getByText(/biotech company based in Sweden, with its office in Lund/)).toBeVisible();
    await expect(main.getByText(/5 preview credits and 5 publish credits for the lifetime of the account/)).toBeVisible();
    await expect(main.getByText(/100 previews per day and 100 publications per day/)).toBeVisible();
    await expect(main.getByText(/A credit is charged only for work that succeeded/)).toBeVisible();
    await expect(
      main.getByText(/the greater of the amount you paid us for the service in the 3 months before .*, or 100 EUR/),
    ).toBeVisible();
    await expect(main.getByText(/at least 16 years old/)).toBeVisible();
    await expect(main.getByText(/governed by the laws of Sweden/)).toBeVisible();
    await expect(main.getByText(/not medical, regulatory or investment advice/)).toBeVisible();
    await expectHeadingOutline(page);
  });

  test("/privacy names the controller, retention periods, rights, IMY and the cookie policy", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Privacy Notice (GDPR)" })).toBeVisible();
    await expect(main.getByText("Last updated: October 2, 2025")).toBeVisible();
    await expect(main.getByText(/deleted or\s+anonymized within 90 days after the account ends/)).toBeVisible();
    await expect(main.getByText(/Logs are kept for 30 to 180 days/)).toBeVisible();
    await expect(main.getByText(/Backups are kept for up to 90 days/)).toBeVisible();
    await expect(main.getByText(/An AI provider, only when one is configured/)).toBeVisible();
    for (const right of ["access", "rectification", "erasure", "portability", "object"]) {
      await expect(main.getByRole("listitem").filter({ has: page.getByText(right, { exact: true }) })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: /Swedish Authority for Privacy Protection/ })).toHaveAttribute("href", /imy\.se/);
    await expect(main.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
    await expect(main.getByText(/at least 16\s+years old/)).toBeVisible();
    await expectHeadingOutline(page);
  });

  test("/about presents the company with its product claims and a way to reach us", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "About BioAgent Hub" })).toBeVisible();
    await expect(main.getByText("Last updated: October 2, 2025")).toBeVisible();
    await expect(main.getByText(/based in Sweden, with its office in Lund/)).toBeVisible();
    await expect(main.getByText(/runs 24\/7 and is offered with a 99\.9% uptime SLA/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expectHeadingOutline(page);
  });
});
