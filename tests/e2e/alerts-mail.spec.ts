import { randomBytes } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import type { NewsItem } from "../../src/shared/news/contracts";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ACCOUNTS, E2E_ARTICLE_SITE_URL, E2E_PASSWORD, E2E_URL } from "./support/constants";
import { createConfirmedAccount, expect, saveDraftThroughApi, test, waitForEmail } from "./support/fixtures";

// Issue 19 §5: a saved search's e-mail through the stub SMTP server, from publication to one-click unsubscribe.

const PASSWORD = "alerts-mail-password-1";
const articleUrl = () => `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.en}?alert=${randomBytes(6).toString("hex")}`;

/** A header of a raw message, its folded lines joined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "mi").exec(head)?.[1];
}

async function signedIn(email: string, password: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_URL });
  const response = await context.post("/api/account/sign-in", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** The editor publishes a fresh article under a title of the test's own (which the saved searches look for). */
async function publishTitled(editor: APIRequestContext, title: string): Promise<string> {
  const { id } = await saveDraftThroughApi({ request: editor }, articleUrl());
  const item = (await (await editor.get(`/api/news/${id}`)).json()) as NewsItem;
  const published = await editor.put(`/api/news/${id}`, {
    data: { title, summary_en: item.summary_en, tags: item.tags, entities: item.entities, status: "published", version: item.version },
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test("save a search → an editor publishes a match → the e-mail arrives with one-click unsubscribe → after it, the next match sends nothing", async ({ page }) => {
  test.setTimeout(90_000);
  const email = await createConfirmedAccount(page, PASSWORD, "alerts");
  const user = await signedIn(email, PASSWORD);
  const editor = await signedIn(E2E_ACCOUNTS.editor.email, E2E_PASSWORD);
  // Words no other test's item has: other tests publish the same stub articles meanwhile.
  const word = `zq${randomBytes(4).toString("hex")}`;
  const sentinelWord = `${word}s`;
  for (const [name, q] of [
    ["Watched", word],
    ["Sentinel", sentinelWord],
  ]) {
    const saved = await user.post("/api/alerts", { data: { name, query: { q }, frequency: "instant" } });
    expect(saved.status(), await saved.text()).toBe(201);
  }

  const firstTitle = `Approval ${word}`;
  const firstId = await publishTitled(editor, firstTitle);
  const raw = await waitForEmail(email, `Watched: ${firstTitle}`);
  const body = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  expect(body).toContain(`${E2E_URL}/news/${firstId}`);
  expect(body).toContain(`${E2E_URL}/alerts`);
  const listUnsubscribe = header(raw, "List-Unsubscribe");
  expect(header(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const match = /^<(http[^>]+\/unsubscribe\/[A-Za-z0-9_-]{43})>, <mailto:[^>]+>$/.exec(listUnsubscribe ?? "");
  expect(match, listUnsubscribe).toBeTruthy();

  // The mail client's one-click POST: no cookies, no Origin, the RFC's body; 200, no redirect.
  const mailClient = await playwrightRequest.newContext();
  const unsubscribed = await mailClient.post(match![1]!, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
    maxRedirects: 0,
  });
  expect(unsubscribed.status()).toBe(200);

  // The next item matches both searches: the sentinel's e-mail arrives, the unsubscribed one's does not.
  const secondTitle = `Readout ${word} ${sentinelWord}`;
  await publishTitled(editor, secondTitle);
  await waitForEmail(email, `Sentinel: ${secondTitle}`);
  // Both searches were matched in one transaction: had the first sent, its message would be queued too.
  await expect
    .poll(async () => ((await (await user.get("/api/alerts")).json()) as { alerts: { name: string; frequency: string }[] }).alerts.map((alert) => `${alert.name}:${alert.frequency}`).sort())
    .toEqual(["Sentinel:instant", "Watched:off"]);
  expect(await waitForEmail(email, `Watched: ${firstTitle}`)).toBe(raw);
  await expect(waitForEmail(email, `Watched: ${secondTitle}`)).rejects.toThrow();

  await Promise.all([user.dispose(), editor.dispose(), mailClient.dispose()]);
});
