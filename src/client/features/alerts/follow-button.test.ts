import { describe, expect, it } from "vitest";
import type { SavedSearch } from "@/shared/alerts/contracts";
import { isFollowing } from "./follow-button";

const NONE: SavedSearch["query"] = { q: null, tags: [], entity: null, event: null };
const PFIZER = { slug: "company-pfizer", name: "Pfizer", type: "company" } as const;

describe("Follow", () => {
  const alert = (query: Partial<SavedSearch["query"]>) => ({ query: { ...NONE, ...query } }) as SavedSearch;

  it("counts only a saved search of the entity alone as following it", () => {
    expect(isFollowing(alert({ entity: PFIZER }), "company-pfizer")).toBe(true);
    expect(isFollowing(alert({ entity: PFIZER }), "company-moderna")).toBe(false);
    expect(isFollowing(alert({ entity: PFIZER, q: "deal" }), "company-pfizer")).toBe(false);
    expect(isFollowing(alert({ entity: PFIZER, tags: ["Oncology"] }), "company-pfizer")).toBe(false);
    expect(isFollowing(alert({ entity: PFIZER, event: "approval" }), "company-pfizer")).toBe(false);
    expect(isFollowing(alert({ q: "Pfizer" }), "company-pfizer")).toBe(false);
  });
});
