import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import ICAL from "ical.js";
import type { Catalyst } from "../../src/shared/catalysts/contracts";
import type { NewsItem } from "../../src/shared/news/contracts";
import { CATALYST_ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { apiSignedInAs, expect, publishArticleThroughApi, seriousAxeFindings, test } from "./support/fixtures";

// The catalyst calendar (issue 21, "Done when"): a Japanese article that a Phase 3 readout of
// SKY-4021 is expected in 2026年第3四半期 is published; its readout waits in Catalysts to review
// until the editor accepts it, then is on /catalysts (a quarter that has passed by now, so among
// the past ones, missed until something reports otherwise); a later English article that the
// FDA approved SKY-4021 is published, and the readout shows as happened; its approval, accepted,
// joins it. The calendar file of the same filters parses as iCalendar. Serial: each step reads
// the one before.

test.describe.configure({ mode: "serial" });

let editor: APIRequestContext | undefined;
let readoutItem: NewsItem;
// A fresh address each run, so the items are this run's.
const RUN = randomBytes(6).toString("hex");

test.beforeAll(async ({ playwright }) => {
  editor = await apiSignedInAs(playwright, "editor");
});

test.afterAll(async () => {
  await editor?.dispose();
});

/** The editor's queue, once the item's extraction job has filed what it found. */
async function queuedFrom(item: NewsItem): Promise<Catalyst[]> {
  let found: Catalyst[] = [];
  await expect
    .poll(async () => {
      const response = await editor!.get("/api/catalysts/review?limit=200");
      found = ((await response.json()) as { catalysts: Catalyst[] }).catalysts.filter((catalyst) => catalyst.source.news_item_id === item.id);
      return found.length;
    }, { timeout: 30_000 })
    .toBeGreaterThan(0);
  return found;
}

/** The calendar's table row of SKY-4021's catalyst of this kind. */
const rowOf = (page: Page, event: string) => page.getByRole("region", { name: "Catalysts", exact: true }).getByRole("row").filter({ hasText: event }).filter({ hasText: "SKY" });

test("the Japanese readout waits for the editor, who accepts it from Catalysts to review", async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  readoutItem = await publishArticleThroughApi(editor!, `${E2E_ARTICLE_SITE_URL}${CATALYST_ARTICLE_PATHS.jaReadout}?catalysts=${RUN}`);
  const [readout] = await queuedFrom(readoutItem);
  // Expected by the article; its quarter has passed since (today's date is the server's), so the calendar calls it missed.
  expect(readout).toMatchObject({ type: "readout", status: "missed", review: "pending", date: { start: "2026-07-01", end: "2026-09-30", precision: "quarter", text: "2026年第3四半期" } });
  expect(readout!.asset?.name).toMatch(/SKY-?4021/);

  // Not public while it waits.
  const before = (await (await page.request.get("/api/catalysts?when=all&limit=200")).json()) as { catalysts: Catalyst[] };
  expect(before.catalysts.some((catalyst) => catalyst.id === readout!.id)).toBe(false);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs("editor");
  await page.goto("/news-review");
  await page.getByRole("tab", { name: "Catalysts to review" }).click();
  const queue = page.getByRole("region", { name: "Catalysts to review" });
  const row = queue.getByRole("row").filter({ hasText: readoutItem.title });
  await expect(row).toContainText("Trial readout");
  await expect(row).toContainText("Q3 2026");
  await expect(row).toContainText("第3四半期");
  await row.getByRole("button", { name: "Accept" }).click();
  await expect(row).toHaveCount(0);
});

test("/catalysts shows the accepted Q3 2026 readout with its company, asset and source, and the calendar file lists it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/catalysts?when=past");
  await expect(page.getByRole("heading", { level: 1, name: "Catalyst Calendar" })).toBeVisible();
  const row = rowOf(page, "Trial readout");
  await expect(row).toContainText("Q3 2026");
  // Its quarter has passed with no report that it took place.
  await expect(row).toContainText("Missed");
  await expect(row.getByRole("link", { name: readoutItem.title })).toHaveAttribute("href", `/news/${readoutItem.id}`);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The filters are the address's: the calendar file and the CSV carry the same ones.
  await expect(page.getByRole("link", { name: "Subscribe (.ics)" })).toHaveAttribute("href", "/catalysts.ics?when=past");
  const calendar = await page.request.get("/catalysts.ics?when=past&type=readout");
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  const text = await calendar.text();
  // RFC 5545: CRLF line ends, lines of at most 75 octets.
  expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75 && !line.includes("\n"))).toBe(true);
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  const event = events.find((each) => each.summary.includes("SKY"));
  expect(event?.summary).toContain("Trial readout");
  expect(event?.startDate.toString()).toBe("2026-07-01");
  expect(event?.startDate.isDate).toBe(true);
  const csv = await page.request.get("/catalysts.csv?when=past&type=readout");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("2026年第3四半期");
});

test("a later English approval of SKY-4021 shows the readout as happened; the approval, accepted, joins it", async ({ page }) => {
  test.setTimeout(90_000);
  const approvalItem = await publishArticleThroughApi(editor!, `${E2E_ARTICLE_SITE_URL}${CATALYST_ARTICLE_PATHS.enApproval}?catalysts=${RUN}`);
  const [approval] = await queuedFrom(approvalItem);
  expect(approval).toMatchObject({ type: "approval", status: "happened", outcome: "positive", date: { start: "2026-11-20", precision: "day" } });
  const accepted = await editor!.patch(`/api/catalysts/${approval!.id}`, { data: { action: "accept" } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/catalysts?when=past");
  const readout = rowOf(page, "Trial readout");
  await expect(readout).toContainText("Happened");
  await expect(readout).toContainText("Q3 2026");
  await expect(readout.getByRole("link", { name: approvalItem.title })).toBeVisible();
  const approved = rowOf(page, "Approval");
  await expect(approved).toContainText("Nov 20, 2026");
  await expect(approved).toContainText("Happened");

  // The asset's page lists its catalysts.
  await readout.getByRole("link", { name: /SKY-?4021/ }).first().click();
  // The entity page, not the calendar still on screen while it loads (whose "Past catalysts" region
  // a name matched by substring would find).
  await expect(page).toHaveURL(/\/entities\/drug-sky-?4021$/i);
  await expect(page.getByRole("heading", { level: 1, name: /SKY-?4021/ })).toBeVisible();
  const section = page.getByRole("region", { name: "Catalysts", exact: true });
  await expect(section.getByRole("heading", { level: 3, name: /Trial readout/ })).toBeVisible();
  await expect(section.getByRole("heading", { level: 3, name: "Approval" })).toBeVisible();
  await expect(section.getByRole("link", { name: /All catalysts for/ })).toBeVisible();
});
