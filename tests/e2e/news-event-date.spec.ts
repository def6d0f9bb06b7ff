import { randomBytes } from "node:crypto";
import type { NewsEvent } from "../../src/shared/entities/vocabulary";
import type { NewsItem } from "../../src/shared/news/contracts";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { expect, test } from "./support/fixtures";

// What happened on the item page gives an event's date (issue 17 §2–§3), past or expected, at its
// precision and with the words as written. The stub articles write no event date, so the item's
// answer is given two events with dates (the server side is tested in event-dates.test.ts).

test("What happened says when an event took place and when one is expected", async ({ page, signInAs }) => {
  await signInAs("admin");
  const url = `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.en}?dates=${randomBytes(6).toString("hex")}`;
  const ingest = await page.request.post("/api/news/ingest", { data: { url } });
  expect(ingest.status(), await ingest.text()).toBe(200);
  const { engine: _engine, model: _model, notice: _notice, ...draft } = (await ingest.json()) as Record<string, unknown>;
  const saved = await page.request.post("/api/news", { data: draft });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  expect((await page.request.post(`/api/news/${id}/publish`)).status()).toBe(200);

  const event = (type: NewsEvent["type"], figures: NewsEvent["figures"], quote: string): NewsEvent => ({
    type, detail: null, outcome: null, regulator: null, subjects: [], figures, quote, confidence: 0.9,
  });
  const events: NewsEvent[] = [
    event("approval", [{ kind: "phase", value: "3", text: "III期" }, { kind: "date", value: "2027-03-14", when: "past", text: "2027年3月14日" }], "2027年3月14日，国家药监局批准HK101上市。"),
    event("filing-acceptance", [{ kind: "date", value: "2027-Q2", when: "expected", text: "2027년 2분기" }], "허가 신청이 접수되었으며 2027년 2분기 허가가 예정되어 있다."),
  ];
  // Opened from the feed, the item page asks GET /api/news/{id} (opened directly, the answer
  // comes inside the HTML).
  await page.route(`**/api/news/${id}`, async (route) => {
    const response = await route.fetch();
    const item = (await response.json()) as NewsItem;
    await route.fulfill({ response, json: { ...item, events } });
  });
  await page.goto("/news");
  await page.locator(`main a[href="/news/${id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/news/${id}$`));

  const happened = page.getByRole("region", { name: "What happened" });
  await expect(happened.getByText("Date: 14 March 2027 (2027年3月14日)")).toBeVisible();
  await expect(happened.getByText("Expected: Q2 2027 (2027년 2분기)")).toBeVisible();
  // The date has its own line: the figures line gives the phase alone.
  await expect(happened.getByText("Phase 3", { exact: true })).toBeVisible();
});
