import { describe, expect, it } from "vitest";
import { isKnownRoute } from "./routes";

describe("route table", () => {
  it.each(["/", "/auth", "/news", "/news/abc-123", "/news-review", "/website-monitor", "/cookies/"])("knows %s", (path) => {
    expect(isKnownRoute(path)).toBe(true);
  });

  it.each(["/nope", "/news/a/b", "/admin", "/auth/extra"])("does not know %s", (path) => {
    expect(isKnownRoute(path)).toBe(false);
  });
});
