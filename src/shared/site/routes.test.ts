import { describe, expect, it } from "vitest";
import { isKnownRoute, matchRoute } from "./routes";

describe("route table", () => {
  it.each(["/", "/auth", "/news", "/news/abc-123", "/news-review", "/website-monitor", "/alerts", "/cookies/"])("knows %s", (path) => {
    expect(isKnownRoute(path)).toBe(true);
  });

  it.each(["/nope", "/news/a/b", "/admin", "/auth/extra"])("does not know %s", (path) => {
    expect(isKnownRoute(path)).toBe(false);
  });

  it("names the route a path belongs to", () => {
    expect(matchRoute("/")).toBe("home");
    expect(matchRoute("/news")).toBe("news");
    expect(matchRoute("/news/abc-123")).toBe("newsItem");
    expect(matchRoute("/news-review")).toBe("newsReview");
    expect(matchRoute("/about/")).toBe("about");
    expect(matchRoute("/alerts")).toBe("alerts");
    expect(matchRoute("/stories/3f0c2a4e-8b1d-4c6a-9e2f-7a5b1c0d9e8f")).toBe("story");
    expect(matchRoute("/catalysts")).toBe("catalysts");
    expect(matchRoute("/catalysts.ics")).toBeNull();
    expect(matchRoute("/nope")).toBeNull();
  });
});
