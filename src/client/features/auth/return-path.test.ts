import { describe, expect, it } from "vitest";
import { returnPathOf, signInPath } from "./return-path";

const returnOf = (path: string) => returnPathOf(new URL(path, "https://bioagent.example").searchParams);

describe("sign in and back", () => {
  it("comes back to the page, query and all", () => {
    const path = signInPath("/news?q=pfizer deal&tag=Oncology&tag=M%26A");
    expect(path.startsWith("/auth?next=")).toBe(true);
    expect(returnOf(path)).toBe("/news?q=pfizer deal&tag=Oncology&tag=M%26A");
  });

  it("goes home without a return path or with one that would leave the site", () => {
    expect(returnOf("/auth")).toBe("/");
    for (const next of ["https://evil.example/", "//evil.example/news", "/\\evil.example", "news", ""]) {
      expect(returnOf(`/auth?${new URLSearchParams({ next }).toString()}`), next).toBe("/");
    }
  });
});
