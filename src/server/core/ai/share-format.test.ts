import { describe, expect, it } from "vitest";
import { fitLinkedInPost, fitXPost, plainShareText, truncate, xBudget, xLength } from "./share-format";

describe("share formats", () => {
  it("weighs text the way X does", () => {
    expect(xLength("Hello")).toBe(5);
    expect(xLength("恒瑞医药")).toBe(8);
    expect(xLength("한국어")).toBe(6);
    expect(xBudget(undefined)).toBe(280);
    expect(xBudget("https://a.example/very/long/path")).toBe(256);
  });

  it("cuts at a word boundary and adds an ellipsis", () => {
    expect(truncate("The quick brown fox jumps over the lazy dog", 20)).toBe("The quick brown fox…");
    expect(truncate("short", 20)).toBe("short");
    expect(xLength(truncate("恒瑞医药宣布其创新药获批上市", 10, xLength))).toBeLessThanOrEqual(10);
  });

  it("cleans a model's post and fits it to the platform", () => {
    expect(plainShareText('"**Big news**: Acme wins approval.\n\n\n\n#Biotech"')).toBe("Big news: Acme wins approval.\n\n#Biotech");
    const x = fitXPost(`Acme wins approval https://acme.example/news ${"word ".repeat(80)}`, "https://hub.example/n/1");
    expect(x).not.toContain("http");
    expect(xLength(x)).toBeLessThanOrEqual(256);
    expect(fitLinkedInPost("x ".repeat(1000)).length).toBeLessThanOrEqual(1300);
  });
});
