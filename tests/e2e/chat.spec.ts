import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { expect, saveDraftThroughApi, test } from "./support/fixtures";

// /n8n-chat, Biotech AI Assistant (news-community-support.md §2, §4, §5, §8). The e2e server has
// no CHAT_WEBHOOK_URL and the built-in engine, so the product answers itself from published news.

const EMPTY_STATE = "Start a conversation by asking a question about biotech news, clinical trials, patents or market intelligence.";

/** Lowercase letters only: one search word that no other spec's item contains. */
function uniqueWord(): string {
  return `zeta${[...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
}

/** Publishes an item with these words as an editor (ingest, save, edit, publish), then signs the page out. */
async function publishNewsItem(page: Page, signInAs: (name: "editor") => Promise<void>, item: { title: string; summary: string }) {
  await signInAs("editor");
  const { id } = await saveDraftThroughApi(page, `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.en}?chat=${randomBytes(6).toString("hex")}`);
  const published = await page.request.put(`/api/news/${id}`, {
    data: { title: item.title, summary_en: `<p>${item.summary}</p>`, tags: [], entities: {}, status: "published", version: 1 },
  });
  expect(published.status(), await published.text()).toBe(200);
  await page.context().clearCookies();
  return id;
}

const textbox = (page: Page) => page.getByRole("textbox", { name: "Message" });
const sendButton = (page: Page) => page.getByRole("button", { name: "Send" });
const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const bubbles = (page: Page) => log(page).locator("[data-role]");
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** Every request the page makes to the chat endpoint, as sent. */
function recordChatRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/chat") sent.push(request);
  });
  return sent;
}

async function openChat(page: Page) {
  await page.goto("/n8n-chat");
  await expect(page.getByRole("heading", { level: 1, name: "Biotech AI Assistant" })).toBeVisible();
}

test("a signed-out visitor is sent to /auth", async ({ page }) => {
  await page.goto("/n8n-chat");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { name: "Biotech AI Assistant" })).toHaveCount(0);
});

test("a question answered from the published news, with numbered citations; Enter sends, Shift+Enter adds a line", async ({
  page,
  signInAs,
}) => {
  test.setTimeout(60_000);
  const word = uniqueWord();
  const title = `Helixion reports ${word} base editing data`;
  const id = await publishNewsItem(page, signInAs, {
    title,
    summary: `Helixion presented the ${word} base editor at a meeting. The ${word} editor lowered LDL cholesterol by 60 percent in monkeys. Shares rose.`,
  });
  await signInAs("reader");
  const sent = recordChatRequests(page);
  await openChat(page);
  await expect(page).toHaveTitle("Biotech AI Assistant · BioAgent Hub");
  await expect(log(page)).toContainText(EMPTY_STATE);

  // Whitespace only is not sent, by Enter or by the button.
  await textbox(page).fill("   \n  ");
  await expect(sendButton(page)).toBeDisabled();
  await textbox(page).press("Enter");
  await expect(log(page)).toContainText(EMPTY_STATE);

  // Shift+Enter makes a new line and sends nothing.
  await textbox(page).fill("");
  await textbox(page).pressSequentially("Line one");
  await textbox(page).press("Shift+Enter");
  await textbox(page).pressSequentially("line two");
  await expect(textbox(page)).toHaveValue("Line one\nline two");
  expect(sent).toHaveLength(0);

  // Hold the reply to see the waiting state: spinner, text box and button disabled.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat", async (route) => {
    await held;
    await route.continue();
  });
  await textbox(page).fill(`   What is new about ${word}?  `);
  await textbox(page).press("Enter");
  await expect(bubbles(page)).toHaveCount(1);
  await expect(bubbles(page).first()).toContainText(`What is new about ${word}?`);
  await expect(page.getByRole("status", { name: "The assistant is answering" })).toBeVisible();
  await expect(textbox(page)).toBeDisabled();
  await expect(textbox(page)).toHaveValue("");
  await expect(sendButton(page)).toBeDisabled();
  // The browser reports the request to the test after the page has shown it.
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.postDataJSON()).toEqual({ message: `What is new about ${word}?`, chatHistory: [] });
  release();

  const reply = bubbles(page).nth(1);
  await expect(reply).toHaveAttribute("data-role", "assistant");
  await expect(reply).toContainText("Here is what I found in our news:");
  await expect(reply).toContainText(`Helixion presented the ${word} base editor at a meeting [1].`);
  await expect(reply).toContainText(`The ${word} editor lowered LDL cholesterol by 60 percent in monkeys [1].`);
  await expect(reply).toContainText("Quoted from the sources by the built-in engine.");
  await expect(page.getByRole("status", { name: "The assistant is answering" })).toHaveCount(0);
  await expect(textbox(page)).toBeEnabled();
  await expect(textbox(page)).toBeFocused();

  // The citation marks and the numbered source list link to the item's page.
  await expect(reply.getByRole("link", { name: `Source 1: ${title}` })).toHaveCount(2);
  const sources = reply.getByRole("list", { name: "Sources" });
  await expect(sources.getByRole("listitem")).toHaveCount(1);
  await expect(sources.getByRole("link", { name: title })).toHaveAttribute("href", `/news/${id}`);
  // One time stamp per message.
  await expect(log(page).locator("time")).toHaveCount(2);
  for (const time of await log(page).locator("time").all()) {
    await expect(time).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(time).toHaveText(/\d{1,2}[:.]\d{2}/);
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(" | ")}`)).toEqual([]);

  // The next message carries the conversation so far.
  await textbox(page).fill("Anything about xenotransplantation?");
  await sendButton(page).click();
  await expect(bubbles(page)).toHaveCount(4);
  await expect(bubbles(page).nth(3)).toContainText("I could not find anything relevant in our news for that question.");
  expect(sent[1]!.postDataJSON()).toMatchObject({
    message: "Anything about xenotransplantation?",
    chatHistory: [
      { role: "user", content: `What is new about ${word}?` },
      { role: "assistant", content: expect.stringContaining("Here is what I found in our news:") },
    ],
  });

  // A question about two things names the one it found nothing on.
  await textbox(page).fill(`What about ${word} and about xenotransplantation?`);
  await textbox(page).press("Enter");
  await expect(bubbles(page)).toHaveCount(6);
  await expect(bubbles(page).nth(5)).toContainText(`Helixion presented the ${word} base editor at a meeting [1].`);
  await expect(bubbles(page).nth(5)).toContainText("I found nothing on “xenotransplantation” in our news.");

  // A source opens in a new tab, and the conversation stays.
  const link = sources.getByRole("link", { name: title });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const opened = page.waitForEvent("popup");
  await link.click();
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`/news/${id}$`));
  await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await tab.close();
  await expect(page).toHaveURL(/\/n8n-chat$/);
  await expect(bubbles(page)).toHaveCount(6);
});

test("a failed send keeps the user's message and shows the spec's error toast", async ({ page, signInAs }) => {
  await signInAs("reader");
  await openChat(page);
  await page.route("**/api/chat", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: { code: "remote_failed", message: "The chat service could not be reached. Please try again later." } }) }),
  );
  await textbox(page).fill("Will this reach anyone?");
  await textbox(page).press("Enter");
  await expect(toast(page, "Error")).toContainText("Failed to send message. Please try again.");
  await expect(bubbles(page)).toHaveCount(1);
  await expect(bubbles(page).first()).toContainText("Will this reach anyone?");
  await expect(textbox(page)).toBeEnabled();

  // A network failure is treated the same.
  await page.unrouteAll();
  await page.route("**/api/chat", (route) => route.abort("connectionrefused"));
  await textbox(page).fill("And now?");
  await sendButton(page).click();
  await expect(bubbles(page)).toHaveCount(2);
  await expect(toast(page, "Error")).toHaveCount(2);

  // Past the rate limit the toast also says how long to wait.
  await page.unrouteAll();
  const limit = "You can send up to 20 chat messages a minute. Please wait 42 seconds and try again.";
  await page.route("**/api/chat", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: { code: "rate_limited", message: limit } }) }),
  );
  await textbox(page).fill("One more?");
  await textbox(page).press("Enter");
  await expect(toast(page, limit)).toContainText(`Failed to send message. Please try again. ${limit}`);
  await expect(bubbles(page)).toHaveCount(3);
});

test("the box fills the viewport, messages stay within 80% of it and the list follows the newest message", async ({ page, signInAs }) => {
  await signInAs("reader");
  await openChat(page);
  const viewport = page.viewportSize()!;
  const box = (await log(page).locator("xpath=..").boundingBox())!;
  expect(box.height).toBeGreaterThan(viewport.height * 0.6);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);

  // Long answers, served here, so that the list overflows and must scroll after each one.
  const long = Array.from({ length: 30 }, (_, index) => `Line ${index + 1} of a long answer about oncology pipelines.`).join("\n");
  await page.route("**/api/chat", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ response: long, sources: [], answered_by: "webhook" }) }),
  );
  for (let turn = 1; turn <= 3; turn += 1) {
    await textbox(page).fill(`Question ${turn} ${"with many words ".repeat(30)}`);
    await textbox(page).press("Enter");
    await expect(bubbles(page)).toHaveCount(turn * 2);
    await expect
      .poll(() => log(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
      .toBeLessThanOrEqual(1);
  }
  const logWidth = (await log(page).boundingBox())!.width;
  for (const bubble of await bubbles(page).all()) {
    expect((await bubble.boundingBox())!.width).toBeLessThanOrEqual(logWidth * 0.8 + 1);
  }
  expect(await log(page).evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

  // A long unbroken word wraps inside its bubble: nothing scrolls sideways on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await textbox(page).fill(`https://example.org/${"very-long-path-segment".repeat(12)}`);
  await textbox(page).press("Enter");
  await expect(bubbles(page)).toHaveCount(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
