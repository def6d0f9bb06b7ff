/** Inputs the intelligence APIs accept, for tests that need one valid paper or filing. */
export const SAMPLE_PAPER = {
  id: "PPR1",
  title: "Base editing in primates",
  source: "bioRxiv",
  category: null,
  abstract: "",
  authors: ["Doe J"],
  published_date: "2025-06-16",
  relevance_score: 1,
  doi: "10.1101/x",
  url: "https://www.biorxiv.org/content/10.1101/x",
};

export const SAMPLE_FILING = {
  id: "0001640147-25-000052",
  company_name: "Snowflake Inc.",
  ticker: "SNOW" as string | null,
  cik: "0001640147",
  filing_type: "10-K",
  filing_date: "2025-03-21",
  period_end_date: "2025-01-31",
  business_description: "",
  financial_highlights: {
    currency: "USD",
    revenue: 3626396000 as number | null,
    revenue_previous: null,
    net_income: -1285640000 as number | null,
    total_assets: 9033938000 as number | null,
    market_cap: 42300000000 as number | null,
    market_cap_basis: "public_float" as string | null,
  },
  key_sections: [],
  relevance_score: 1,
  document_url: "https://www.sec.gov/Archives/edgar/data/1640147/000164014725000052/snow-20250131.htm",
};
