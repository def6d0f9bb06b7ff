import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent } from "./money";

describe("formatMoney", () => {
  it("writes billions, millions and thousands with one decimal (spec §9)", () => {
    expect(formatMoney(3_626_396_000)).toBe("$3.6B");
    expect(formatMoney(42_300_000_000)).toBe("$42.3B");
    expect(formatMoney(43_862_372)).toBe("$43.9M");
    expect(formatMoney(12_500)).toBe("$12.5K");
    expect(formatMoney(950)).toBe("$950");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(2_500_000_000_000)).toBe("$2.5T");
  });

  it("puts the sign before the currency for losses", () => {
    expect(formatMoney(-1_285_640_000)).toBe("-$1.3B");
    expect(formatMoney(-19_426_051)).toBe("-$19.4M");
    expect(formatMoney(-400)).toBe("-$400");
  });

  it("moves up a unit instead of showing 1000.0", () => {
    expect(formatMoney(999_960)).toBe("$1.0M");
    expect(formatMoney(999_940)).toBe("$999.9K");
  });

  it("shows other currencies by symbol or code", () => {
    expect(formatMoney(12_000_000, "EUR")).toBe("€12.0M");
    expect(formatMoney(4_200, "chf")).toBe("CHF 4.2K");
    expect(formatMoney(-7_100_000_000, "JPY")).toBe("-¥7.1B");
    expect(formatMoney(5, null)).toBe("$5");
  });

  it("writes a dash for a missing value", () => {
    expect(formatMoney(null)).toBe("—");
    expect(formatMoney(undefined)).toBe("—");
    expect(formatMoney(Number.NaN)).toBe("—");
  });
});

describe("formatPercent", () => {
  it("writes a ratio as a percentage", () => {
    expect(formatPercent(-0.35452)).toBe("-35.5%");
    expect(formatPercent(0.1)).toBe("10.0%");
    expect(formatPercent(null)).toBe("—");
  });
});
