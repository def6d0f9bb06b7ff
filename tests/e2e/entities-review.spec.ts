import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { SHORT_ARTICLES } from "../stubs/short-articles";
import { E2E_ARTICLE_SITE_URL } from "./support/constants";
import { expect, saveDraftThroughApi, seriousAxeFindings, test } from "./support/fixtures";

// The editor's review of entity links (issue 17 §1), on News Review's "Entities to review" tab:
// a link made from a name spelt almost like a known company's waits there until an editor
// confirms it or splits it off; the company itself can be renamed or merged into another, and a
// merged company's page then leads to the other.

/** A company name no other test uses: a stem of letters (names are matched by their letters). */
function companyStem(): string {
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(97 + randomInt(26))).join("");
  return `Vorq${letters}`;
}

/** A draft of the short English article with `company` in place of the one it names (at an address of its own); its id. */
async function draftNaming(page: Page, company: string): Promise<string> {
  const url = `${E2E_ARTICLE_SITE_URL}${SHORT_ARTICLES.en.path}?${new URLSearchParams({ company, copy: String(randomInt(1e9)) })}`;
  return (await saveDraftThroughApi(page, url)).id;
}

const slugOf = (name: string) => `company-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

async function openEntitiesTab(page: Page) {
  await page.goto("/review");
  await page.getByRole("tab", { name: "Entities to review" }).click();
  return page.getByRole("region", { name: "Entities to review" });
}

const rowOf = (page: Page, itemId: string) => page.getByRole("row").filter({ has: page.locator(`a[href="/news/${itemId}"]`) });

test("an editor confirms, splits, renames and merges entity links; the merged company's address leads to the other", async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  await signInAs("editor");
  const stem = companyStem();
  const canonical = `${stem} Biosciences`;
  const other = `${stem}x Biosciences`;
  await draftNaming(page, canonical);
  const toConfirm = await draftNaming(page, `${stem} Bioscience`);
  const toSplit = await draftNaming(page, other);

  const list = await openEntitiesTab(page);
  const confirmRow = rowOf(page, toConfirm);
  await expect(confirmRow).toContainText(`${stem} Bioscience`);
  await expect(confirmRow.getByRole("link", { name: canonical })).toHaveAttribute("href", `/entities/${slugOf(canonical)}`);
  await expect(confirmRow).toContainText("similar name");
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Confirm: the link stays and leaves the list.
  await confirmRow.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Link confirmed")).toBeVisible();
  await expect(confirmRow).toHaveCount(0);
  // The toast too is readable (its library's own colours were not).
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Split: an empty name is refused at the field; a name of its own makes the entity, and the item links there.
  await rowOf(page, toSplit).getByRole("button", { name: "Split…" }).click();
  let dialog = page.getByRole("dialog", { name: "Split this mention off" });
  const name = dialog.getByRole("textbox", { name: "Entity it names" });
  await expect(name).toHaveValue(other);
  await name.fill("  ");
  await dialog.getByRole("button", { name: "Split", exact: true }).click();
  await expect(dialog.getByText("Give a name.")).toBeVisible();
  await name.fill(other);
  await dialog.getByRole("button", { name: "Split", exact: true }).click();
  await expect(page.getByText("Mention split off")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, toSplit)).toHaveCount(0);
  const split = (await (await page.request.get(`/api/news/${toSplit}`)).json()) as { entity_links: { slug: string }[] };
  expect(split.entity_links.map((link) => link.slug)).toContain(slugOf(other));

  // Another doubtful mention of the company, for the corrections made to the company itself.
  const another = await draftNaming(page, `${stem} Bioscience`);
  await page.reload();
  await page.getByRole("tab", { name: "Entities to review" }).click();
  await rowOf(page, another).getByRole("button", { name: "Rename" }).click();
  dialog = page.getByRole("dialog", { name: `Rename ${canonical}` });
  await dialog.getByRole("textbox", { name: "Name" }).fill(`${canonical} Group`);
  await dialog.getByRole("textbox", { name: "Name" }).press("Enter");
  await expect(page.getByText("Entity renamed")).toBeVisible();
  await expect(rowOf(page, another).getByRole("link", { name: `${canonical} Group` })).toBeVisible();

  // Merge: found by part of its name, chosen by keyboard.
  await rowOf(page, another).getByRole("button", { name: "Merge into…" }).click();
  dialog = page.getByRole("dialog", { name: `Merge ${canonical} Group into another entity` });
  await dialog.getByRole("searchbox", { name: "Find the entity by name or address" }).fill(`${stem}x`);
  const choice = dialog.getByRole("radio", { name: new RegExp(other) });
  await choice.focus();
  await page.keyboard.press("Space");
  await expect(choice).toBeChecked();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole("button", { name: `Merge into ${other}` }).click();
  await expect(page.getByText("Entities merged")).toBeVisible();
  await expect(rowOf(page, another).getByRole("link", { name: other })).toBeVisible();
  await expect(list).toBeVisible();

  // The merged company's old address ends on the other's page, in place of it in history.
  await page.goto(`/entities/${slugOf(canonical)}`);
  await expect(page).toHaveURL(new RegExp(`/entities/${slugOf(other)}$`));
  await expect(page.getByRole("heading", { level: 1, name: other })).toBeVisible();
});

test("a plain user is refused: no entity review on News Review, 403 from the API", async ({ page, signInAs }) => {
  await signInAs("reader");
  await page.goto("/review");
  await expect(page.getByText("Reviewing everyone's news needs editor access")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Entities to review" })).toHaveCount(0);
  const refused = await page.request.get("/api/entities/review");
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Reviewing entities needs an editor or admin account, or editor access.");
});
