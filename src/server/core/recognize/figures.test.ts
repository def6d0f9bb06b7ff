import { describe, expect, it } from "vitest";
import { findFigures, formatAmount, orderAmounts, parseAmounts } from "./figures";

const amounts = (text: string) => parseAmounts(text).map(({ value, currency }) => [value, currency]);
const figures = (text: string) => findFigures(text).map(({ figure }) => [figure.kind, figure.value]);

describe("amounts", () => {
  it("reads English amounts with symbols, codes and scale words", () => {
    expect(amounts("a $1.2 billion deal")).toEqual([[1.2e9, "USD"]]);
    expect(amounts("US$500 million in cash")).toEqual([[5e8, "USD"]]);
    expect(amounts("$80M upfront and $1.12bn in milestones")).toEqual([[8e7, "USD"], [1.12e9, "USD"]]);
    expect(amounts("CHF 300 million, £45 million and 2.5 billion yen")).toEqual([[3e8, "CHF"], [4.5e7, "GBP"], [2.5e9, "JPY"]]);
    expect(amounts("$1,500,000 and $107 per share")).toEqual([[1.5e6, "USD"], [107, "USD"]]);
  });

  it("reads German, French and Spanish amounts with a decimal comma and their scale words", () => {
    expect(amounts("eine Vorauszahlung von €40 Mio. und bis zu 1,5 Mrd. Euro")).toEqual([[4e7, "EUR"], [1.5e9, "EUR"]]);
    expect(amounts("für 2,1 Milliarden Euro, zuvor 60 Millionen Euro")).toEqual([[2.1e9, "EUR"], [6e7, "EUR"]]);
    expect(amounts("lève 2 millions d'euros puis 9,5 milliards de dollars")).toEqual([[2e6, "EUR"], [9.5e9, "USD"]]);
    expect(amounts("30 millones de dólares y 1.200 millones de euros")).toEqual([[3e7, "USD"], [1.2e9, "EUR"]]);
    expect(amounts("hasta 2 mil millones de euros")).toEqual([[2e9, "EUR"]]);
  });

  it("multiplies Chinese units: 亿 = 10⁸, 万 = 10⁴", () => {
    expect(amounts("完成12亿元融资")).toEqual([[1.2e9, "CNY"]]);
    expect(amounts("首付款3.5亿美元")).toEqual([[3.5e8, "USD"]]);
    expect(amounts("5000万元人民币")).toEqual([[5e7, "CNY"]]);
    expect(amounts("人民币5亿元")).toEqual([[5e8, "CNY"]]);
    expect(amounts("1亿2000万元")).toEqual([[1.2e8, "CNY"]]);
    expect(amounts("8000万欧元")).toEqual([[8e7, "EUR"]]);
  });

  it("multiplies Japanese units: 億 = 10⁸, 兆 = 10¹²", () => {
    expect(amounts("総額45億円")).toEqual([[4.5e9, "JPY"]]);
    expect(amounts("1兆2000億円で買収")).toEqual([[1.2e12, "JPY"]]);
    expect(amounts("約59億ドル")).toEqual([[5.9e9, "USD"]]);
  });

  it("multiplies Korean units: 억 = 10⁸, 조 = 10¹², with spaces and thousands separators", () => {
    expect(amounts("총 1조 2,000억 원 규모")).toEqual([[1.2e12, "KRW"]]);
    expect(amounts("3000억원에 인수")).toEqual([[3e11, "KRW"]]);
    expect(amounts("450억 원 규모")).toEqual([[4.5e10, "KRW"]]);
    expect(amounts("5000만 달러")).toEqual([[5e7, "USD"]]);
  });

  it("does not read a number without a currency as money", () => {
    expect(amounts("The study enrolled 640 patients in 2026 at 12 sites.")).toEqual([]);
    expect(amounts("III期研究入组486例患者")).toEqual([]);
  });

  it("puts the stated total first, else keeps text order", () => {
    const text = "Meridian pays $80 million upfront, in a deal worth up to $1.2 billion.";
    const found = findFigures(text).filter(({ figure }) => figure.kind === "amount");
    expect(orderAmounts(text, found).map(({ figure }) => figure.value)).toEqual([1.2e9, 8e7]);
    const plain = "Meridian pays $80 million upfront and up to $1.12 billion in milestones.";
    expect(orderAmounts(plain, findFigures(plain)).map(({ figure }) => figure.value)).toEqual([8e7, 1.12e9]);
  });
});

describe("amounts in English", () => {
  it("writes each amount with its currency and scale as English news does", () => {
    const english = (text: string) => parseAmounts(text).map(formatAmount);
    expect(english("12亿元、3.5亿美元、45億円、1조 2,000억 원")).toEqual(["CNY 1.2 billion", "$350 million", "JPY 4.5 billion", "KRW 1.2 trillion"]);
    expect(english("€40 Mio., £45 million, CHF 300 million, $107 per share")).toEqual(["€40 million", "£45 million", "CHF 300 million", "$107"]);
  });
});

describe("phases and patient counts", () => {
  it("reads phases in every language", () => {
    expect(figures("Phase 3, Phase II, Phase 1b/2, phase 2/3")).toEqual([["phase", "3"], ["phase", "2"], ["phase", "1/2"], ["phase", "2/3"]]);
    expect(figures("eine Phase-III-Studie; fase 3")).toEqual([["phase", "3"], ["phase", "3"]]);
    expect(figures("III期临床研究；Ⅱ期")).toEqual([["phase", "3"], ["phase", "2"]]);
    expect(figures("第3相試験と第1/2相試験")).toEqual([["phase", "3"], ["phase", "1/2"]]);
    expect(figures("임상 3상과 2상 임상")).toEqual([["phase", "3"], ["phase", "2"]]);
  });

  it("reads patient counts in every language, thousands as each language writes them", () => {
    expect(figures("enrolled 450 patients")).toEqual([["patients", 450]]);
    expect(figures("共纳入450名患者，另一项486例")).toEqual([["patients", 450], ["patients", 486]]);
    expect(figures("820名の患者")).toEqual([["patients", 820]]);
    expect(figures("환자 1,200명")).toEqual([["patients", 1200]]);
    expect(figures("mit 1.450 Patienten")).toEqual([["patients", 1450]]);
    expect(figures("con 1.100 pacientes y 380 patients")).toEqual([["patients", 1100], ["patients", 380]]);
  });

  it("does not read a percentage as a patient count", () => {
    expect(figures("68% of patients responded")).toEqual([]);
  });
});
