import { digestEmail } from "../../src/server/features/alerts/email";
import { mailLinks } from "../../src/server/features/alerts/mail-links";
import { expect, test } from "./support/fixtures";

// Issue 19 §3: the alert e-mail's HTML read in a real browser at 360 px, in light and dark mode.

const links = mailLinks({ publicUrl: "https://bioagenthub.example", secret: "layout-secret-0123456789-abcdefghijkl", contactEmail: "contact@bioagenthub.example" });

const longWord = "Pneumonoultramicroscopicsilicovolcanoconiosis-antibody-drug-conjugate";
const item = (index: number) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  title: `Corvalis Therapeutics wins FDA accelerated approval for ${longWord} in KRAS G12C lung cancer (${index})`,
  sourceUrl: `https://www.example-news-site-with-a-long-name.com/${"path/".repeat(12)}article-${index}`,
  date: new Date("2026-11-28T10:00:00Z"),
  summaryText: `The US Food and Drug Administration granted accelerated approval to ${longWord}. `.repeat(6),
  tags: ["oncology", "fda-approval", "clinical-trials", "antibody-drug-conjugates"],
});

test("a digest reads at 360 px without sideways scrolling, and turns dark with the reader's setting", async ({ page }) => {
  const { html } = await digestEmail({
    to: "reader@example.com",
    kind: "daily",
    groups: [
      { name: "KRAS G12C in lung cancer", items: [item(1), item(2)], more: 3, newsUrl: "https://bioagenthub.example/news?q=KRAS" },
      { name: "Corvalis", items: [item(3)], more: 0, newsUrl: "https://bioagenthub.example/news?entity=company-corvalis" },
    ],
    links,
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.setContent(html!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole("link", { name: /Corvalis Therapeutics wins FDA accelerated approval/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "3 more items on BioAgent Hub" })).toBeVisible();

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await background()).toBe("rgb(246, 247, 249)");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await background()).toBe("rgb(17, 20, 24)");
  const title = page.getByRole("link", { name: /Corvalis Therapeutics/ }).first();
  expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(140, 196, 255)");
  // Every line of text is light on the dark page: headings, summaries and the small print.
  const textColors = await page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, p")].map((element) => getComputedStyle(element).color),
  );
  expect(new Set(textColors)).toEqual(new Set(["rgb(95, 211, 168)", "rgb(228, 231, 235)", "rgb(170, 180, 190)"]));
});
