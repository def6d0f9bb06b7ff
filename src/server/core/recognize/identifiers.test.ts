import { describe, expect, it } from "vitest";
import { findSpacedDrugCodes, findTickers, findTrialIds, normalizeDrugCode } from "./identifiers";

const values = (found: { identifier: { scheme: string; value: string } }[]) => found.map(({ identifier }) => `${identifier.scheme}:${identifier.value}`);

describe("identifiers", () => {
  it("finds trial registry numbers of every scheme, normalized", () => {
    const text = "NCT05512345, jRCT2031230456, CTR20231234, ChiCTR2300071234, EUCT 2024-512345-23-00, ISRCTN48213377 and NCT 06012345";
    expect(values(findTrialIds(text))).toEqual([
      "nct:NCT05512345",
      "jrct:jRCT2031230456",
      "ctr:CTR20231234",
      "chictr:ChiCTR2300071234",
      "euct:2024-512345-23-00",
      "isrctn:ISRCTN48213377",
      "nct:NCT06012345",
    ]);
  });

  it("finds an EU CT number without its prefix once, and the prefix in its span", () => {
    const [found] = findTrialIds("étude (EUCT 2025-521234-11-00)");
    expect(found?.identifier.value).toBe("2025-521234-11-00");
    expect(values(findTrialIds("registered as 2025-521234-11-00 in CTIS"))).toEqual(["euct:2025-521234-11-00"]);
  });

  it("normalizes drug codes written with hyphens, spaces or in lower case", () => {
    expect(normalizeDrugCode("LY-3537982")).toBe("LY3537982");
    expect(normalizeDrugCode("LY 3537982")).toBe("LY3537982");
    expect(normalizeDrugCode("ly‑3537982")).toBe("LY3537982");
  });

  it("reads spaced drug codes but not years, exchanges or registries", () => {
    expect(values(findSpacedDrugCodes("LY 3537982 and PXB 2210 at ASCO 2025 (KOSDAQ 196170, FY 2024, NCT 12345678, SEK 1200, TOP 100)"))).toEqual([
      "drug-code:LY3537982",
      "drug-code:PXB2210",
    ]);
  });

  it("reads tickers in every form the press writes them, as EXCHANGE:SYMBOL", () => {
    const text = "(Nasdaq: CRVS) (NYSE: LLY) HKEX: 1801 6160.HK 688235.SH 4502.T KOSDAQ: 196170 （01801.HK）（東証プライム：4599）(207940.KS) (Euronext Paris : ALVMB) (BME: GRF) 股票代码：300750";
    expect(values(findTickers(text))).toEqual([
      "ticker:NASDAQ:CRVS",
      "ticker:NYSE:LLY",
      "ticker:HKEX:1801",
      "ticker:HKEX:6160",
      "ticker:SSE:688235",
      "ticker:TSE:4502",
      "ticker:KOSDAQ:196170",
      "ticker:HKEX:1801",
      "ticker:TSE:4599",
      "ticker:KOSPI:207940",
      "ticker:EURONEXT:ALVMB",
      "ticker:BME:GRF",
      "ticker:SZSE:300750",
    ]);
  });
});
