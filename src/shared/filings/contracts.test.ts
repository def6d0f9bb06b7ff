import { describe, expect, it } from "vitest";
import { filingSchema } from "./contracts";

const filing = {
  id: "0001640147-25-000052",
  company_name: "Snowflake Inc.",
  ticker: "SNOW",
  cik: "0001640147",
  filing_type: "10-K",
  filing_date: "2025-03-21",
  period_end_date: "2025-01-31",
  business_description: "",
  financial_highlights: {
    currency: "USD",
    revenue: null,
    revenue_previous: null,
    net_income: null,
    total_assets: null,
    market_cap: null,
    market_cap_basis: null,
  },
  key_sections: [],
  relevance_score: 1,
  document_url: "https://www.sec.gov/Archives/edgar/data/1640147/000164014725000052/snow-20250131.htm",
};

describe("filingSchema", () => {
  it("takes a filing whose document is an http or https address", () => {
    expect(filingSchema.safeParse(filing).success).toBe(true);
    expect(filingSchema.safeParse({ ...filing, document_url: "http://127.0.0.1:4000/sec-www/doc.htm" }).success).toBe(true);
  });

  it("refuses a document link that would run or embed content where it is shown", () => {
    for (const link of ["javascript:alert(document.cookie)", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "file:///etc/passwd"]) {
      const parsed = filingSchema.safeParse({ ...filing, document_url: link });
      expect(parsed.success, link).toBe(false);
      expect(parsed.error?.issues[0]?.path, link).toEqual(["document_url"]);
    }
  });
});
