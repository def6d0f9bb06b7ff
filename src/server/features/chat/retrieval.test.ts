import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../../core/logger";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { createLiteratureClients } from "../literature";
import { createTrialsService } from "../trials";
import { gatherEvidence } from "./retrieval";
import { insertNewsItem } from "./test-news";

// An outside service that never answers must not hold the chat: it answers from the news within
// the budget and reports the service as failed.

let ctx: TestContext;
let stalled: Server;
let stalledUrl: string;

beforeAll(async () => {
  stalled = createServer(() => undefined);
  await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
  stalledUrl = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}/api/v2`;
  ctx = await createTestContext();
  await insertNewsItem(ctx.db, { title: "Oncology deal in Lund", summary: "Lund Biologics signed an oncology licensing deal." });
});
afterAll(async () => {
  await ctx?.close();
  stalled?.closeAllConnections();
  await new Promise<void>((resolve) => stalled?.close(() => resolve()));
});

describe("gathering sources", () => {
  it("stops waiting for a stalled ClinicalTrials.gov after the budget and keeps the news", async () => {
    const warnings: string[] = [];
    const logger: Logger = { debug() {}, info() {}, warn: (message) => warnings.push(message), error() {} };
    const started = Date.now();
    const gathered = await gatherEvidence(
      {
        db: ctx.db,
        trials: createTrialsService({ db: ctx.db, baseUrl: stalledUrl }),
        literature: createLiteratureClients(ctx.db, ctx.config, logger),
        logger,
        outsideBudgetMs: 300,
      },
      { terms: ["oncology"], asksForTrials: true, asksForPreprints: false, trialStatus: "all", trialPhase: "all" },
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(gathered.failed).toEqual(["trial"]);
    expect(gathered.searched).toEqual(["trial", "news"]);
    expect(gathered.evidence.map((source) => source.title)).toEqual(["Oncology deal in Lund"]);
    expect(warnings).toEqual(["[chat] trial search failed: The search took too long."]);
  });

  it("finds each part of a two-part question, and names the part nothing was found on", async () => {
    const logger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
    const deps = {
      db: ctx.db,
      trials: createTrialsService({ db: ctx.db, baseUrl: stalledUrl }),
      literature: createLiteratureClients(ctx.db, ctx.config, logger),
      logger,
    };
    // One older item on the second topic, then six newer ones that name the first topic often.
    await insertNewsItem(ctx.db, { title: "Quintavir licensing", summary: "Lund Biologics licensed quintavir.", publishedAt: new Date("2025-01-01") });
    for (let index = 1; index <= 6; index += 1) {
      await insertNewsItem(ctx.db, {
        title: `Zorblax update ${index}`,
        summary: `Zorblax data ${index}. Zorblax dosing continues. The zorblax programme grows.`,
        publishedAt: new Date(`2025-02-0${index}`),
      });
    }
    const plan = { asksForTrials: false, asksForPreprints: false, trialStatus: "all", trialPhase: "all" } as const;

    const both = await gatherEvidence(deps, { ...plan, terms: ["zorblax", "quintavir"] });
    expect(both.evidence).toHaveLength(5);
    expect(both.evidence.map((source) => source.title)).toContain("Quintavir licensing");
    expect(both.unfound).toEqual([]);

    const half = await gatherEvidence(deps, { ...plan, terms: ["zorblax", "xenotransplantation"] });
    expect(half.evidence.every((source) => source.title.startsWith("Zorblax"))).toBe(true);
    expect(half.unfound).toEqual(["xenotransplantation"]);
  });
});
