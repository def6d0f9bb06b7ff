import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RemoteDataError } from "../../core/remote/remote-client";
import { highlightsFor, padCik, parseCompanyFacts, parseFullTextSearch, parseSubmissions, parseTickers } from "./sec-parsers";

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/recorded", name), "utf8"));

describe("company tickers", () => {
  it("reads every recorded entry, integer cik_str padded to 10 digits", () => {
    const entries = parseTickers(fixture("sec-company-tickers.json"));
    expect(entries).toHaveLength(6);
    expect(entries).toContainEqual({ cik: "0000059478", ticker: "LLY", title: "ELI LILLY & Co" });
    expect(entries).toContainEqual({ cik: "0001997711", ticker: "LPA", title: "Logistic Properties of the Americas" });
  });

  it("refuses an answer that is not the list", () => {
    expect(() => parseTickers([1, 2])).toThrow(RemoteDataError);
  });

  it("pads a CIK given as a number, an unpadded string or a padded string", () => {
    expect(padCik(1640147)).toBe("0001640147");
    expect(padCik("1318605")).toBe("0001318605");
    expect(padCik("0001997711")).toBe("0001997711");
    expect(padCik("12345678901")).toBeNull();
    expect(padCik("abc")).toBeNull();
  });
});

describe("submissions", () => {
  it("keeps the annual reports of the columnar list (10-K and 10-K/A), read by column name", () => {
    const company = parseSubmissions(fixture("sec-submissions-tsla.json"));
    expect(company).toMatchObject({ cik: "0001318605", name: "Tesla, Inc.", tickers: ["TSLA"] });
    expect(company.filings).toEqual([
      {
        accessionNumber: "0001564590-22-016871",
        filingType: "10-K",
        form: "10-K/A",
        filingDate: "2022-05-02",
        reportDate: "2021-12-31",
        primaryDocument: "tsla-10ka_20211231.htm",
      },
      {
        accessionNumber: "0000950170-22-000796",
        filingType: "10-K",
        form: "10-K",
        filingDate: "2022-02-07",
        reportDate: "2021-12-31",
        primaryDocument: "tsla-20211231.htm",
      },
    ]);
  });

  it("refuses a list without its columns", () => {
    expect(() => parseSubmissions({ cik: "1", filings: { recent: { form: [] } } })).toThrow(RemoteDataError);
    expect(() => parseSubmissions({ name: "x" })).toThrow(RemoteDataError);
  });
});

describe("companyfacts", () => {
  it("reads us-gaap facts (integer cik) into a 10-K's highlights, with public float", () => {
    const facts = parseCompanyFacts(fixture("sec-companyfacts-us-gaap.json"));
    expect(facts.cik).toBe("0001640147");
    expect(highlightsFor(facts, { accessionNumber: "0001640147-25-000052", reportDate: "2025-01-31", filingDate: "2025-03-21" })).toEqual({
      currency: "USD",
      revenue: 3_626_396_000,
      revenue_previous: null,
      net_income: -1_285_640_000,
      total_assets: 9_033_938_000,
      market_cap: 42_300_000_000,
      market_cap_basis: "public_float",
    });
  });

  it("reads ifrs-full facts (padded string cik) into a 20-F's highlights; no public float", () => {
    const facts = parseCompanyFacts(fixture("sec-companyfacts-ifrs-full-20f.json"));
    expect(facts.cik).toBe("0001997711");
    expect(highlightsFor(facts, { accessionNumber: "0001997711-25-000030", reportDate: "2024-12-31", filingDate: "2025-04-02" })).toEqual({
      currency: "USD",
      revenue: 43_862_372,
      revenue_previous: 39_436_343,
      net_income: -19_426_051,
      total_assets: 607_019_578,
      market_cap: null,
      market_cap_basis: null,
    });
    // The year before, from the earlier 20-F.
    expect(highlightsFor(facts, { accessionNumber: "0001493152-24-016772", reportDate: "2023-12-31", filingDate: "2024-04-26" })).toMatchObject({
      revenue: 39_436_343,
      revenue_previous: 31_983_567,
      net_income: 7_156_005,
      total_assets: 590_825_310,
    });
  });

  it("ignores quarterly and year-to-date facts, and a period with no annual facts", () => {
    const facts = parseCompanyFacts(fixture("sec-companyfacts-us-gaap.json"));
    expect(highlightsFor(facts, { accessionNumber: "0001640147-24-000250", reportDate: "2024-10-31", filingDate: "2024-11-27" })).toMatchObject({
      revenue: null,
      net_income: null,
      total_assets: null,
      market_cap: null,
    });
  });

  it("takes the reporting currency of a filer that reports in another one", () => {
    const facts = parseCompanyFacts({
      cik: 1114448,
      entityName: "NOVARTIS AG",
      facts: {
        "ifrs-full": {
          Revenue: {
            units: {
              CHF: [{ start: "2023-01-01", end: "2023-12-31", val: 45_000_000_000, accn: "0001370368-24-000001", fy: 2023, fp: "FY", form: "20-F", filed: "2024-01-31" }],
            },
          },
        },
      },
    });
    expect(highlightsFor(facts, { accessionNumber: "0001370368-24-000001", reportDate: "2023-12-31", filingDate: "2024-01-31" })).toMatchObject({
      currency: "CHF",
      revenue: 45_000_000_000,
    });
  });

  it("refuses an answer without facts", () => {
    expect(() => parseCompanyFacts({ cik: 1 })).toThrow(RemoteDataError);
  });
});

describe("full-text search", () => {
  it("lists the companies of the hits once, in hit order", () => {
    const hit = (cik: string) => ({ _id: "x", _source: { ciks: [cik], form: "10-K" } });
    expect(parseFullTextSearch({ hits: { total: { value: 3 }, hits: [hit("0001318605"), hit("0001640147"), hit("0001318605")] } })).toEqual([
      "0001318605",
      "0001640147",
    ]);
    expect(() => parseFullTextSearch({ error: "x" })).toThrow(RemoteDataError);
  });
});
