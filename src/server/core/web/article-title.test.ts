import { describe, expect, it } from "vitest";
import { cleanTitle } from "./article-title";

describe("cleanTitle", () => {
  it.each([
    ["Lilly buys gene editing startup for $1.3B | Fierce Biotech", "Fierce Biotech", "Lilly buys gene editing startup for $1.3B"],
    ["Lilly buys gene editing startup for $1.3B - FIERCE BIOTECH", "Fierce Biotech", "Lilly buys gene editing startup for $1.3B"],
    ["Endpoints News – FDA rejects Duchenne gene therapy", "Endpoints News", "FDA rejects Duchenne gene therapy"],
    ["康宁生物ADC新药授权海外_医药观察网", "医药观察网", "康宁生物ADC新药授权海外"],
    ["한빛바이오, 바이오시밀러 허가 :: 바이오헬스뉴스", "바이오헬스뉴스", "한빛바이오, 바이오시밀러 허가"],
  ])("removes the stated site name from %s", (title, siteName, expected) => {
    expect(cleanTitle(title, { siteNames: [siteName], headings: [] })).toBe(expected);
  });

  it("removes a suffix when what remains is the page's heading", () => {
    const title = "康宁生物ADC新药授权海外 首付款2亿美元_医药观察网";
    expect(cleanTitle(title, { siteNames: [null], headings: ["康宁生物ADC新药授权海外 首付款2亿美元"] })).toBe(
      "康宁生物ADC新药授权海外 首付款2亿美元",
    );
  });

  it("leaves titles alone when nothing is obvious", () => {
    const title = "Phase 3 win - but at what cost?";
    expect(cleanTitle(title, { siteNames: ["BioPharma Ledger"], headings: ["Phase 3 win"] })).toBe(
      "Phase 3 win - but at what cost?",
    );
    expect(
      cleanTitle("Phase 3 win - investors still worry about the liver signal", { siteNames: [], headings: ["Phase 3 win"] }),
    ).toBe("Phase 3 win - investors still worry about the liver signal");
    expect(cleanTitle("Medivana eröffnet mRNA-Werk", { siteNames: [], headings: ["Medivana eröffnet mRNA"] })).toBe(
      "Medivana eröffnet mRNA-Werk",
    );
    expect(cleanTitle("BioPharma Ledger", { siteNames: ["BioPharma Ledger"], headings: [] })).toBe("BioPharma Ledger");
  });
});
