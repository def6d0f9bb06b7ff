import { describe, expect, it } from "vitest";
import { newsFeedPath, newsPagePath } from "./paths";

describe("newsFeedPath", () => {
  it("is the whole feed without filters", () => {
    expect(newsFeedPath("rss")).toBe("/feeds/news.rss");
    expect(newsFeedPath("json", { q: "   ", tags: [] })).toBe("/feeds/news.json");
  });

  it("carries /news's filters as /news names them: q trimmed, each tag repeated, entity and event", () => {
    expect(newsFeedPath("atom", { q: " KRAS G12C ", tags: ["oncology", "fda-approval"], entity: "drug-sotorasib", event: "approval" })).toBe(
      "/feeds/news.atom?q=KRAS+G12C&tag=oncology&tag=fda-approval&entity=drug-sotorasib&event=approval",
    );
    expect(newsFeedPath("rss", { tags: ["a&b"] })).toBe("/feeds/news.rss?tag=a%26b");
  });
});

describe("newsPagePath", () => {
  it("is /news with the same filters as its feed", () => {
    expect(newsPagePath()).toBe("/news");
    expect(newsPagePath({ q: "KRAS G12C", tags: ["oncology"], entity: null, event: "approval" })).toBe("/news?q=KRAS+G12C&tag=oncology&event=approval");
  });
});
