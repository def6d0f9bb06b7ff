import { randomBytes } from "node:crypto";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { expect, saveDraftThroughApi, test } from "./support/fixtures";

const BATCH = 20;

test(`${XSS_PAYLOADS.length} stored-XSS payloads saved as summaries run no script when the item is shown`, async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await signInAs("admin");
  const { id } = await saveDraftThroughApi(page, `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.ko}?xss=${randomBytes(4).toString("hex")}`);

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  let version = 1;
  for (let start = 0; start < XSS_PAYLOADS.length; start += BATCH) {
    const summary = XSS_PAYLOADS.slice(start, start + BATCH).join("\n");
    const update = await page.request.put(`/api/news/${id}`, {
      data: { title: `XSS batch ${start / BATCH + 1}`, summary_en: `<p>Batch marker ${start}</p>${summary}`, tags: [], entities: {}, status: "published", version },
    });
    expect(update.status(), await update.text()).toBe(200);
    ({ version } = (await update.json()) as { version: number });
    await page.goto(`/news/${id}`);
    await expect(page.getByText(`Batch marker ${start}`)).toBeVisible();
    // Give focus, hover and load handlers their chance to fire.
    await page.mouse.move(200, 300);
    await page.keyboard.press("Tab");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  }
});
