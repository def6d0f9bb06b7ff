import { randomBytes } from "node:crypto";
import { ARTICLE_PATHS } from "../stubs/article-site";
import { IMAGE_PATHS, startImageSite, type ImageSite } from "../stubs/image-site";
import { E2E_ARTICLE_SITE_URL, E2E_URL } from "./support/constants";
import { expect, test } from "./support/fixtures";

// Another port is another origin: the image site stands for any outside host (issue 14 §6).
let images: ImageSite;
test.beforeAll(async () => {
  images = await startImageSite();
});
test.afterAll(async () => {
  await images?.close();
});

test("a published summary's outside image is served by the product: reading it asks no other site", async ({ page, signInAs }) => {
  await signInAs("admin");
  const ingest = await page.request.post("/api/news/ingest", {
    data: { url: `${E2E_ARTICLE_SITE_URL}${ARTICLE_PATHS.en}?images=${randomBytes(4).toString("hex")}` },
  });
  expect(ingest.status(), await ingest.text()).toBe(200);
  const { engine: _engine, model: _model, notice: _notice, ...draft } = await ingest.json();
  const summary = `<p>A figure from elsewhere:</p><img src="${images.url}${IMAGE_PATHS.png}" alt="Trial design">${draft.summary_en}`;
  const saved = await page.request.post("/api/news", { data: { ...draft, summary_en: summary } });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  expect((await page.request.post(`/api/news/${id}/publish`)).status()).toBe(200);
  // The product asked for the image once, when it was saved.
  expect(images.requests).toEqual([IMAGE_PATHS.png]);

  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  await page.goto(`/news/${id}`);
  const image = page.getByRole("img", { name: "Trial design" });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^\/uploads\/images\/[0-9a-f-]{36}$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
  await page.waitForLoadState("networkidle");

  expect([...origins]).toEqual([E2E_URL]);
  expect(images.requests).toEqual([IMAGE_PATHS.png]);
});
