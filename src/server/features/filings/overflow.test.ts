import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentAnalysesResponseSchema } from "@/shared/analyses/contracts";
import { filingsAnalysisResponseSchema } from "@/shared/filings/contracts";
import { dataServiceUrls, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { startDataServicesProcess } from "../../../../tests/stubs/data-services-process";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { SAMPLE_FILING } from "../../../../tests/support/samples";

// Found by the OpenAPI fuzzer: a margin over a revenue of almost nothing overflowed to Infinity,
// which JSON writes as null, so the analysis (and Recent Analyses after it) broke its contract.
const filing = (cik: string, company: string, revenue: number, netIncome: number) => ({
  ...SAMPLE_FILING,
  id: `${cik}-25-000001`,
  company_name: company,
  ticker: null,
  cik,
  financial_highlights: { ...SAMPLE_FILING.financial_highlights, revenue, net_income: netIncome, total_assets: null, market_cap: null, market_cap_basis: null },
  document_url: "https://www.sec.gov/Archives/edgar/data/1/000000000125000001/doc.htm",
});

let stub: DataServicesStub;
let ctx: TestContext;
let analyst: TestUser;

beforeAll(async () => {
  stub = await startDataServicesProcess();
  ctx = await createTestContext(dataServiceUrls(stub.url));
  analyst = await ctx.signedInUser("user");
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

describe("an analysis of absurd financial figures", () => {
  it("keeps to its contract, leaving out the figure values that overflow", async () => {
    const response = await ctx.request("POST", "/api/filings/analysis", {
      cookie: analyst.cookie,
      body: {
        analysisType: "financial_performance",
        filings: [filing("0000000001", "Tiny Revenue Co", 1, 1e308), filing("0000000002", "Plain Co", 1000, 100)],
      },
    });
    expect(response.status, response.text).toBe(200);
    const analysis = filingsAnalysisResponseSchema.parse(response.json);
    const margins = analysis.session.details.figures.find((figure) => figure.title === "Net margin (%)");
    expect(margins?.kind === "bars" && margins.bars.map((bar) => bar.label)).toEqual(["[2] Plain Co"]);

    const recent = await ctx.request("GET", "/api/analyses/recent?channel=MARKET_INTELLIGENCE", { cookie: analyst.cookie });
    expect(recentAnalysesResponseSchema.parse(recent.json).analyses[0]?.id).toBe(analysis.sessionId);
  });
});
