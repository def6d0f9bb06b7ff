import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsItemSchema } from "@/shared/news/contracts";
import { articleSources, newsItems } from "@/server/core/db/schema";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { insertItemForReview } from "./index";

// An event's date (recognize/dates.ts) stored with the item and given by GET /api/news/{id}; items
// stored before events had dates still read.

let ctx: TestContext;

const EMPTY_ENTITIES = { diseases: [], targets: [], companies: [], regulators: [], geographies: [], modalities: [], technologies: [] };

function item(sourceUrl: string) {
  return {
    title: "Hanbit Bio wins MFDS approval",
    summaryEn: "<p>Hanbit Bio wins approval.</p>",
    summaryText: "Hanbit Bio wins approval.",
    sourceUrl,
    status: "published" as const,
    tags: [],
    tagLabels: [],
    entities: EMPTY_ENTITIES,
    facets: { companies: [] },
    engine: "builtin" as const,
    model: "test",
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("an event's date on the item", () => {
  it("is recognized in the original article, stored and given with the event", async () => {
    const sourceUrl = "https://news.example/hanbit-approval";
    const text = "한빛바이오는 2027년 3월 14일 식약처로부터 HB-101의 품목허가를 받았다고 밝혔다. 회사는 2027년 하반기 출시를 목표로 하고 있다.";
    await ctx.db.insert(articleSources).values({ sourceUrl, title: "한빛바이오 HB-101 품목허가", text, language: "ko" });
    const id = (await insertItemForReview(ctx.db, item(sourceUrl)))!;

    const page = newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`)).json);
    const approval = page.events.find((event) => event.type === "approval");
    expect(approval?.figures.filter((figure) => figure.kind === "date")).toEqual([{ kind: "date", value: "2027-03-14", when: "past", text: "2027년 3월 14일" }]);
  });

  it("is absent from events stored before dates were recognized, which still read", async () => {
    const id = (await insertItemForReview(ctx.db, item("https://news.example/old-event")))!;
    const old = { type: "approval", detail: null, outcome: null, regulator: null, subjects: [], figures: [{ kind: "phase", value: "3", text: "Phase 3" }], quote: "Approved.", confidence: 0.9 };
    await ctx.db.update(newsItems).set({ events: [old] as never }).where(eq(newsItems.id, id));

    const response = await ctx.request("GET", `/api/news/${id}`);
    expect(response.status).toBe(200);
    expect(newsItemSchema.parse(response.json).events).toEqual([old]);
  });
});
