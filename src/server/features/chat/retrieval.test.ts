import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../../logger";
import { createTestContext, type TestContext } from "../../test/context";
import { createLiteratureClients } from "../literature/search";
import { createTrialsService } from "../trials/service";
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
});
