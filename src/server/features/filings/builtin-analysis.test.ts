import { describe, expect, it } from "vitest";
import { MARKET_ANALYSIS_TYPES } from "@/shared/filings/constants";
import type { Filing } from "@/shared/filings/contracts";
import { builtinChatReply, citationsFor, computeMarketAnalysis } from "./builtin-analysis";

function filing(overrides: Partial<Filing> & Pick<Filing, "id" | "company_name" | "cik">, highlights: Partial<Filing["financial_highlights"]> = {}): Filing {
  return {
    ticker: null,
    filing_type: "10-K",
    filing_date: "2025-02-20",
    period_end_date: "2024-12-31",
    business_description: "",
    key_sections: [],
    relevance_score: 1,
    document_url: `https://www.sec.gov/Archives/edgar/data/${Number(overrides.cik)}/${overrides.id.replace(/-/g, "")}/doc.htm`,
    ...overrides,
    financial_highlights: {
      currency: "USD",
      revenue: null,
      revenue_previous: null,
      net_income: null,
      total_assets: null,
      market_cap: null,
      market_cap_basis: null,
      ...highlights,
    },
  };
}

const FILINGS: Filing[] = [
  filing(
    {
      id: "0000000001-25-000001",
      company_name: "Alpha Bio",
      cik: "0000000001",
      key_sections: ["Item 1A. Risk Factors", "We face intense competition from larger companies.", "Our products may not receive FDA approval."],
    },
    { revenue: 8_000_000_000, revenue_previous: 6_400_000_000, net_income: 1_200_000_000, total_assets: 20_000_000_000, market_cap: 50_000_000_000, market_cap_basis: "public_float" },
  ),
  filing(
    {
      id: "0000000002-25-000002",
      company_name: "Beta Therapeutics",
      cik: "0000000002",
      business_description: "Beta develops gene therapies and relies on third-party manufacturers for supply.",
      key_sections: ["Item 1A. Risk Factors", "Competition from biosimilars may reduce our revenue.", "We have a history of net losses and need additional capital."],
    },
    { revenue: 2_000_000_000, revenue_previous: 2_500_000_000, net_income: -500_000_000, total_assets: 4_000_000_000 },
  ),
  filing({ id: "0000000001-24-000003", company_name: "Alpha Bio", cik: "0000000001", filing_date: "2024-02-20", period_end_date: "2023-12-31" }, { revenue: 6_400_000_000 }),
  filing({ id: "0000000004-25-000004", company_name: "Gamma Pharma AG", cik: "0000000004", filing_type: "20-F" }, { currency: "CHF", revenue: 1_000_000_000, net_income: 100_000_000 }),
];

describe("built-in market analyses", () => {
  it("numbers the citations as the filings are listed", () => {
    expect(citationsFor(FILINGS).map((citation) => `${citation.n} ${citation.label}`)).toEqual([
      "1 Alpha Bio 10-K 2024",
      "2 Beta Therapeutics 10-K 2024",
      "3 Alpha Bio 10-K 2023",
      "4 Gamma Pharma AG 20-F 2024",
    ]);
  });

  it("financial performance", () => {
    expect(computeMarketAnalysis("financial_performance", FILINGS)).toMatchInlineSnapshot(`
      {
        "confidence": {
          "basis": "10 of the 12 figures this analysis reads are reported: revenue, prior-year revenue, net income and total assets of 3 companies.",
          "score": 0.83,
        },
        "figures": [
          {
            "bars": [
              {
                "label": "[1] Alpha Bio",
                "value": 8000,
              },
              {
                "label": "[2] Beta Therapeutics",
                "value": 2000,
              },
            ],
            "kind": "bars",
            "title": "Revenue by company (USD millions)",
          },
          {
            "bars": [
              {
                "label": "[1] Alpha Bio",
                "value": 15,
              },
              {
                "label": "[4] Gamma Pharma AG",
                "value": 10,
              },
              {
                "label": "[2] Beta Therapeutics",
                "value": -25,
              },
            ],
            "kind": "bars",
            "title": "Net margin (%)",
          },
        ],
        "sections": [
          {
            "heading": "Revenue ranking",
            "points": [
              "1. Alpha Bio: revenue $8.0B [1].",
              "2. Beta Therapeutics: revenue $2.0B [2].",
              "1. Gamma Pharma AG: revenue CHF 1.0B [4].",
              "Amounts are in each company's reporting currency (USD, CHF) and are not converted; rankings compare companies of one currency.",
            ],
          },
          {
            "heading": "Growth",
            "points": [
              "Alpha Bio revenue grew 25.0% year over year, from $6.4B to $8.0B [1].",
              "Beta Therapeutics revenue fell 20.0% year over year, from $2.5B to $2.0B [2].",
              "No prior-year revenue to compute growth in the XBRL facts of Gamma Pharma AG [4].",
            ],
          },
          {
            "heading": "Margins",
            "points": [
              "Alpha Bio: net margin 15.0% (net income $1.2B on revenue $8.0B) [1].",
              "Gamma Pharma AG: net margin 10.0% (net income CHF 100.0M on revenue CHF 1.0B) [4].",
              "Beta Therapeutics: net margin -25.0% (net loss $500.0M on revenue $2.0B) [2].",
            ],
          },
          {
            "heading": "Balance sheet",
            "points": [
              "Alpha Bio: total assets $20.0B [1].",
              "Beta Therapeutics: total assets $4.0B [2].",
            ],
          },
        ],
      }
    `);
  });

  it("market sizing", () => {
    expect(computeMarketAnalysis("market_sizing", FILINGS)).toMatchInlineSnapshot(`
      {
        "confidence": {
          "basis": "3 of 3 companies in these filings report revenue.",
          "score": 1,
        },
        "figures": [
          {
            "bars": [
              {
                "label": "[1] Alpha Bio",
                "value": 80,
              },
              {
                "label": "[2] Beta Therapeutics",
                "value": 20,
              },
            ],
            "kind": "bars",
            "title": "Share of combined revenue (%, USD)",
          },
        ],
        "sections": [
          {
            "heading": "Market size",
            "points": [
              "The 2 companies with reported revenue had combined annual revenue of $10.0B [1][2].",
              "The 1 company with reported revenue had combined annual revenue of CHF 1.0B [4].",
              "Amounts are in each company's reporting currency (USD, CHF) and are not converted; rankings compare companies of one currency.",
              "This sizes the companies in the result set, not the whole market.",
            ],
          },
          {
            "heading": "Shares of revenue",
            "points": [
              "Alpha Bio: $8.0B, 80.0% of the set [1].",
              "Beta Therapeutics: $2.0B, 20.0% of the set [2].",
              "Gamma Pharma AG: CHF 1.0B, 100.0% of the set [4].",
            ],
          },
          {
            "heading": "Concentration",
            "points": [
              "The largest 2 hold 100.0% of the set's USD revenue [1][2].",
              "One company carries all of the set's CHF revenue [4].",
            ],
          },
          {
            "heading": "Public float",
            "points": [
              "Public float (the cover-page market value held by non-affiliates, USD) adds up to $50.0B [1].",
            ],
          },
        ],
      }
    `);
  });

  it("competitive analysis", () => {
    expect(computeMarketAnalysis("competitive_analysis", FILINGS)).toMatchInlineSnapshot(`
      {
        "confidence": {
          "basis": "10 of the 12 figures this analysis reads are reported: revenue, prior-year revenue, net income and total assets of 3 companies.",
          "score": 0.83,
        },
        "figures": [
          {
            "bars": [
              {
                "label": "[1] Alpha Bio",
                "value": 8000,
              },
              {
                "label": "[2] Beta Therapeutics",
                "value": 2000,
              },
            ],
            "kind": "bars",
            "title": "Revenue by company (USD millions)",
          },
          {
            "bars": [
              {
                "label": "[1] Alpha Bio",
                "value": 15,
              },
              {
                "label": "[4] Gamma Pharma AG",
                "value": 10,
              },
              {
                "label": "[2] Beta Therapeutics",
                "value": -25,
              },
            ],
            "kind": "bars",
            "title": "Net margin (%)",
          },
        ],
        "sections": [
          {
            "heading": "Scale",
            "points": [
              "Alpha Bio leads on scale with revenue of $8.0B [1], 4.0 times Beta Therapeutics ($2.0B) [2].",
              "Gamma Pharma AG leads on scale with revenue of CHF 1.0B [4].",
              "Amounts are in each company's reporting currency (USD, CHF) and are not converted; rankings compare companies of one currency.",
            ],
          },
          {
            "heading": "Profitability",
            "points": [
              "2 of 3 companies with figures are profitable [1][4]; 1 reports a net loss [2].",
              "Alpha Bio has the highest net margin, 15.0% [1].",
            ],
          },
          {
            "heading": "Momentum",
            "points": [
              "Alpha Bio grows fastest, 25.0% year over year [1].",
              "Beta Therapeutics revenue fell 20.0% year over year, from $2.5B to $2.0B [2].",
            ],
          },
          {
            "heading": "Resources",
            "points": [
              "Alpha Bio has the largest balance sheet, total assets of $20.0B [1].",
            ],
          },
        ],
      }
    `);
  });

  it("risk assessment", () => {
    expect(computeMarketAnalysis("risk_assessment", FILINGS)).toMatchInlineSnapshot(`
      {
        "confidence": {
          "basis": "2 of 4 filings came with section text (business and risk factors) to read.",
          "score": 0.5,
        },
        "figures": [
          {
            "bars": [
              {
                "label": "Competition",
                "value": 2,
              },
              {
                "label": "Regulation and FDA approval",
                "value": 1,
              },
              {
                "label": "Supply chain and manufacturing",
                "value": 1,
              },
              {
                "label": "Financing and going concern",
                "value": 1,
              },
            ],
            "kind": "bars",
            "title": "Filings naming each risk theme",
          },
        ],
        "sections": [
          {
            "heading": "Risk themes",
            "points": [
              "Competition: named in 2 of 2 filings read [1][2].",
              "Regulation and FDA approval: named in 1 of 2 filings read [1].",
              "Supply chain and manufacturing: named in 1 of 2 filings read [2].",
              "Financing and going concern: named in 1 of 2 filings read [2].",
            ],
          },
          {
            "heading": "Financial risk signals",
            "points": [
              "Beta Therapeutics reported a net loss of $500.0M [2].",
            ],
          },
          {
            "heading": "Coverage",
            "points": [
              "Sections were read from 2 of 4 filings [1][2].",
              "No section text for Alpha Bio 10-K 2023 [3], Gamma Pharma AG 20-F 2024 [4].",
            ],
          },
        ],
      }
    `);
  });

  it("strategic insights", () => {
    expect(computeMarketAnalysis("strategic_insights", FILINGS)).toMatchInlineSnapshot(`
      {
        "confidence": {
          "basis": "10 of the 12 figures this analysis reads are reported: revenue, prior-year revenue, net income and total assets of 3 companies. 2 of 4 filings came with section text (business and risk factors) to read.",
          "score": 0.67,
        },
        "figures": [
          {
            "bars": [
              {
                "label": "[1] Alpha Bio",
                "value": 8000,
              },
              {
                "label": "[2] Beta Therapeutics",
                "value": 2000,
              },
            ],
            "kind": "bars",
            "title": "Revenue by company (USD millions)",
          },
        ],
        "sections": [
          {
            "heading": "Positioning",
            "points": [
              "Alpha Bio is the scale leader of the set with revenue of $8.0B [1].",
              "Alpha Bio shows the strongest momentum, revenue up 25.0% [1].",
              "Alpha Bio converts revenue to profit best, net margin 15.0% [1].",
            ],
          },
          {
            "heading": "What to watch",
            "points": [
              "Revenue of Beta Therapeutics is shrinking (-20.0%) [2].",
              "Beta Therapeutics is loss-making (net margin -25.0%) and may need funding or cost cuts [2].",
              "Competition is named as a risk in 2 of 4 filings [1][2].",
              "Regulation and FDA approval is named as a risk in 1 of 4 filings [1].",
              "Supply chain and manufacturing is named as a risk in 1 of 4 filings [2].",
            ],
          },
          {
            "heading": "Opportunities",
            "points": [
              "Alpha Bio combines growth with profit, a candidate benchmark [1].",
              "The set is concentrated (80.0% with Alpha Bio); challengers compete on niches [1][2].",
            ],
          },
        ],
      }
    `);
  });

  it("chat picks the analysis that fits the question, or lists the filings", () => {
    const growth = builtinChatReply("How fast is revenue growing?", FILINGS);
    if ("nothing" in growth) throw new Error(growth.nothing);
    expect(growth.confidence?.basis).toMatch(/^10 of the 12 figures/);
    expect(growth.sections).toMatchInlineSnapshot(`
      [
        {
          "heading": "On financial performance",
          "points": [
            "1. Alpha Bio: revenue $8.0B [1].",
            "2. Beta Therapeutics: revenue $2.0B [2].",
            "1. Gamma Pharma AG: revenue CHF 1.0B [4].",
            "Amounts are in each company's reporting currency (USD, CHF) and are not converted; rankings compare companies of one currency.",
            "Alpha Bio revenue grew 25.0% year over year, from $6.4B to $8.0B [1].",
            "Beta Therapeutics revenue fell 20.0% year over year, from $2.5B to $2.0B [2].",
          ],
        },
      ]
    `);
    const overview = builtinChatReply("hello", FILINGS);
    if ("nothing" in overview) throw new Error(overview.nothing);
    // A list of the filings rests on no measure: no confidence is stated.
    expect(overview.confidence).toBeNull();
    expect(overview.sections).toMatchInlineSnapshot(`
      [
        {
          "heading": "Answer",
          "points": [
            "Your results hold 4 filings from 3 companies: Alpha Bio 10-K 2024 [1], Beta Therapeutics 10-K 2024 [2], Gamma Pharma AG 20-F 2024 [4].",
            "Ask about revenue, growth, margins, market size, competitors, risks or strategy.",
          ],
        },
      ]
    `);
    expect(builtinChatReply("hello", [])).toEqual({ nothing: "I answer from the SEC filings in your results: search for a company first, then ask again." });
  });
});

describe("confidence that means something (issue 15 §4)", () => {
  // 15 filings of 15 companies, 3 of which report revenue, none with section text.
  const fifteen = Array.from({ length: 15 }, (_, index) =>
    filing(
      { id: `00000001${String(index).padStart(2, "0")}-25-000001`, company_name: `Company ${index + 1}`, cik: String(100 + index).padStart(10, "0") },
      index < 3 ? { revenue: (index + 1) * 1e9 } : {},
    ),
  );

  it("is the share of the input that carried the data the analysis needs, with that sentence", () => {
    const sizing = computeMarketAnalysis("market_sizing", fifteen);
    expect("confidence" in sizing && sizing.confidence).toEqual({ score: 0.2, basis: "3 of 15 companies in these filings report revenue." });
    const performance = computeMarketAnalysis("financial_performance", fifteen);
    expect("confidence" in performance && performance.confidence).toEqual({
      score: 0.05,
      basis: "3 of the 60 figures this analysis reads are reported: revenue, prior-year revenue, net income and total assets of 15 companies.",
    });
  });

  it("computes nothing, and says why, when no filing carries what the analysis needs", () => {
    const bare = fifteen.slice(3);
    expect(Object.fromEntries(MARKET_ANALYSIS_TYPES.map((type) => [type, computeMarketAnalysis(type, bare)]))).toEqual({
      market_sizing: { nothing: "Market Sizing needs reported revenue, and no company in these filings reports revenue in its XBRL facts." },
      competitive_analysis: {
        nothing: "Competitive Analysis compares revenue, net income and total assets, and none of these filings reports any in its XBRL facts.",
      },
      financial_performance: {
        nothing: "Financial Performance needs revenue, net income or total assets, and none of these filings reports any in its XBRL facts.",
      },
      risk_assessment: { nothing: "Risk Assessment reads the filings' business and risk-factor sections, and none of these filings came with section text." },
      strategic_insights: { nothing: "Strategic Insights needs reported figures or section text, and these filings carry neither." },
    });
    // A question whose analysis has nothing to compute gets the same answer in the chat.
    expect(builtinChatReply("What are the risks?", bare)).toEqual({
      nothing: "Risk Assessment reads the filings' business and risk-factor sections, and none of these filings came with section text.",
    });
  });
});
