import { describe, expect, it, vi } from "vitest";
import { recognizeEntities } from "./entities";

// The seed registry lists no tickers yet; one company with a ticker shows the resolution order.
vi.mock("./registry/companies", () => ({
  COMPANIES: [{ name: "Innovent Biologics", country: "CN", aliases: ["信达生物"], identifiers: [{ scheme: "ticker", value: "HKEX:1801" }] }],
}));

describe("tickers the registry knows", () => {
  it("name their company over the name written before them, in every mention", () => {
    const mentions = recognizeEntities("Innovent Bio Ltd. (HKEX: 01801) said on Monday. Innovent will file.").filter((mention) => mention.type === "company");
    expect(mentions.map((mention) => [mention.text, mention.key, mention.known])).toEqual([
      ["Innovent Bio Ltd.", "company:innovent-biologics", true],
      ["Innovent", "company:innovent-biologics", true],
    ]);
    expect(mentions[0]).toMatchObject({ confidence: 0.99, identifiers: [{ scheme: "ticker", value: "HKEX:1801" }] });
  });

  it("stand for the company when no name comes before them", () => {
    const [company] = recognizeEntities("港股代码1801.HK今日上涨").filter((mention) => mention.type === "company");
    expect(company).toMatchObject({ key: "company:innovent-biologics", method: "identifier", text: "1801.HK" });
  });
});
