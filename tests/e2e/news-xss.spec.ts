import { randomBytes } from "node:crypto";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { expect, test } from "./support/fixtures";

const BATCH = 20;

test(`${XSS_PAYLOADS.length} stored-XSS payloads saved as summaries run no script when the item is shown`, async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await signInAs("admin");
  const ingest = await page.request.post("/api/news/ingest", {
    data: { url: `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.ko}?xss=${randomBytes(4).toString("hex")}` },
  });
  expect(ingest.status(), await ingest.text()).toBe(200);
  const { engine: _engine, model: _model, notice: _notice, ...draft } = await ingest.json();
  const saved = await page.request.post("/api/news", { data: draft });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  for (let start = 0; start < XSS_PAYLOADS.length; start += BATCH) {
    const summary = XSS_PAYLOADS.slice(start, start + BATCH).join("\n");
    const update = await page.request.put(`/api/news/${id}`, {
      data: { title: `XSS batch ${start / BATCH + 1}`, summary_en: `<p>Batch marker ${start}</p>${summary}`, tags: [], entities: {}, status: "published" },
    });
    expect(update.status(), await update.text()).toBe(200);
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
