import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/stubs/fake-openai";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { catalysts, newsItems } from "../../core/db/schema";
import { recordRecognition } from "../entities";

// The provider path (issue 21 §1: rules first, the AI provider for the hard cases) against a local
// OpenAI-compatible endpoint: only the sentences the rules could not decide are sent, and an answer
// is kept only where it holds up against the article's own words.

let provider: FakeOpenAi;
let ctx: TestContext;
let editor: TestUser;

beforeAll(async () => {
  provider = await startFakeOpenAi();
  ctx = await createTestContext({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: provider.baseUrl, AI_MODEL: "test-model-1" });
  editor = await ctx.signedInUser("editor");
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

const HARD = "Kestrel Bio expects to file the BLA for KST-9 in the fall of 2027, once the confirmatory cohort is complete.";
const EASY = "The FDA accepted Kestrel Bio's NDA for KST-2 today.";

/** An item with this English text, published; its catalysts filed by the job. */
async function publish(title: string, text: string) {
  const item = await ctx.createNewsItem({ status: "pending", title });
  await ctx.db.update(newsItems).set({ summaryText: text, publishedAt: new Date("2026-06-01T09:00:00Z") }).where(eq(newsItems.id, item.id));
  await recordRecognition(ctx.db, item.id, `${title}\n\n${text}`);
  expect((await ctx.request("POST", `/api/news/${item.id}/publish`, { cookie: editor.cookie })).status).toBe(200);
  await ctx.settleJobs("catalysts.extract");
  return ctx.db.select().from(catalysts).where(eq(catalysts.sourceItemId, item.id));
}

const answer = (date_text: string, quote = "expects to file the BLA for KST-9 in the fall of 2027") => ({
  kind: "json" as const,
  content: { catalysts: [{ sentence: 1, type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", date_text, asset: "KST-9", quote }] },
});

describe("catalysts through an AI provider", () => {
  it("asks about the sentence the rules could not date, and keeps a checked answer as the provider's, waiting for review", async () => {
    provider.reply(answer("2027"));
    const asked = provider.requests.length;
    const rows = await publish("Kestrel Bio outlines its filing plans", `${HARD} ${EASY}`);
    const sent = provider.requests.slice(asked).map((request) => JSON.stringify(request.body));
    // The sentence the rules decided (an acceptance today) is not sent; the undecided one is.
    expect(sent.some((body) => body.includes("fall of 2027"))).toBe(true);
    expect(sent.some((body) => body.includes("accepted Kestrel Bio"))).toBe(false);
    const byType = Object.fromEntries(rows.map((row) => [row.type, row]));
    expect(byType["filing-acceptance"]).toMatchObject({ method: "rules", status: "happened", dateStart: "2026-06-01" });
    expect(byType.submission).toMatchObject({ method: "ai", confidence: 0.6, status: "expected", review: "pending", dateStart: "2027-01-01", dateEnd: "2027-12-31", precision: "year", dateText: "2027" });
    expect(byType.submission!.quote).toBe("expects to file the BLA for KST-9 in the fall of 2027");
  });

  it("keeps nothing of an answer whose date the sentence does not write, or whose quote is not the sentence's", async () => {
    provider.reply(answer("next spring"));
    expect((await publish("Kestrel Bio, again", HARD.replace("KST-9", "KST-10"))).filter((row) => row.method === "ai")).toEqual([]);
    provider.reply(answer("2027", "plans to file in 2027"));
    expect((await publish("Kestrel Bio, once more", HARD.replace("KST-9", "KST-11"))).filter((row) => row.method === "ai")).toEqual([]);
  });

  it("keeps the rules' catalysts when the provider fails", async () => {
    provider.reply({ kind: "status", status: 500, message: "down" });
    const rows = await publish("Kestrel Bio's NDA accepted", `${HARD.replace("KST-9", "KST-12")} ${EASY.replace("KST-2", "KST-3")}`);
    // The acceptance, and the goal date it implies (estimated: none is stated).
    expect(rows.map((row) => [row.type, row.method, row.status]).sort()).toEqual([
      ["filing-acceptance", "rules", "happened"],
      ["pdufa", "rules", "estimated"],
    ]);
  });
});
