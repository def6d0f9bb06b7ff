import { randomBytes } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { NewsItem } from "../../src/shared/news/contracts";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL, E2E_URL } from "./support/constants";
import { apiSignedInAs, expect, publishArticleThroughApi, test } from "./support/fixtures";

// A published item's page is in the first HTML the server sends (server/features/news/
// item-first-paint.ts, issue 18 §4): a reader without JavaScript sees the article, and React, when
// it mounts, draws the same boxes in the same places, so nothing moves. This compares the two
// renderings, at a phone's width and a desktop's, and reads the page's layout shifts.

let editor: APIRequestContext | undefined;
let item: NewsItem;
const RUN = randomBytes(6).toString("hex");

test.beforeAll(async ({ playwright }) => {
  editor = await apiSignedInAs(playwright, "editor");
  item = await publishArticleThroughApi(editor, `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.en}?first-paint=${RUN}`);
});

test.afterAll(async () => {
  await editor?.dispose();
});

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where the page's head, summary and (beside them, from 1024 px) first side card are. On a phone the
 * side cards come after the story's other reports and the comments, which load later and push them
 * down, below the screen: no shift a reader sees, and not drawn by the server.
 */
async function boxes(page: Page, width: number): Promise<Record<string, Box>> {
  const of = async (name: string, locator: ReturnType<Page["locator"]>) => [name, (await locator.boundingBox())!] as const;
  const side = page.getByRole("complementary", { name: "About this item" }).getByRole("heading", { name: "Companies" });
  return Object.fromEntries(
    await Promise.all([
      of("title", page.getByRole("heading", { level: 1 })),
      of("summary", page.getByRole("region", { name: "Summary" })),
      ...(width >= 1024 ? [of("companies", side)] : []),
    ]),
  );
}

async function openPage(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, baseURL: E2E_URL });
  const page = await context.newPage();
  // Every layout shift the page makes, summed as CLS sums them (those right after input excepted).
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`/news/${item.id}`);
  return { context, page };
}

for (const width of [375, 1280]) {
  test(`at ${width}px the server's page and React's have the same boxes, and nothing shifts`, async ({ browser }) => {
    const server = await openPage(browser, width, false);
    await expect(server.page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await expect(server.page.getByRole("region", { name: "Summary" })).toContainText(/\w{4}/);
    const drawn = await boxes(server.page, width);
    await server.context.close();

    const client = await openPage(browser, width, true);
    // React has mounted once the comments' placeholder is its own (the server draws none of its content).
    await client.page.waitForLoadState("networkidle");
    await expect(client.page.getByRole("button", { name: "Share on LinkedIn" })).toBeEnabled();
    const rendered = await boxes(client.page, width);
    for (const [name, box] of Object.entries(drawn)) {
      const other = rendered[name]!;
      for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(box[side] - other[side]), `${name}.${side}: ${box[side]} vs ${other[side]}`).toBeLessThanOrEqual(1);
    }
    const shifted = await client.page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
    expect(shifted).toBeLessThanOrEqual(0.05);
    await client.context.close();
  });
}
