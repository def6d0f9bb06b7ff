import { describe, expect, it } from "vitest";
import { ALERT_LIMITS } from "@/shared/alerts/rules";
import { alertFormSchema } from "./alert-form";
import { alertQueryOf, suggestedSearchName, type FeedSearch } from "./feed-search";

const NONE: FeedSearch = { q: "", tags: [], entity: "", event: undefined };

describe("the name Save search suggests", () => {
  it("is the words searched for, trimmed, before anything else", () => {
    expect(suggestedSearchName({ ...NONE, q: "  GLP-1 obesity  ", tags: ["Oncology"], entity: "company-pfizer" }, "Pfizer")).toBe(
      "GLP-1 obesity",
    );
  });

  it("is the topics joined with commas when nothing is typed", () => {
    expect(suggestedSearchName({ ...NONE, tags: ["Oncology", "M&A"], event: "approval" })).toBe("Oncology, M&A");
  });

  it("is the entity by its name, and the event, without words or topics", () => {
    expect(suggestedSearchName({ ...NONE, entity: "company-pfizer" }, "Pfizer")).toBe("Pfizer");
    expect(suggestedSearchName({ ...NONE, entity: "company-pfizer", event: "approval" }, "Pfizer")).toBe("Pfizer, Approval");
    expect(suggestedSearchName({ ...NONE, event: "complete-response-letter" })).toBe("Complete response letter");
    // Before its name is known (or for an address that names no entity), the address itself.
    expect(suggestedSearchName({ ...NONE, entity: "company-pfizer" })).toBe("company-pfizer");
  });

  it("fits the longest name the server takes", () => {
    const name = suggestedSearchName({ ...NONE, q: "word ".repeat(40) });
    expect(name.length).toBeLessThanOrEqual(ALERT_LIMITS.nameMax);
    expect(alertFormSchema.safeParse({ name, frequency: "daily" }).success).toBe(true);
  });
});

describe("the query a saved search of /news sends", () => {
  it("has only the filters that are set", () => {
    expect(alertQueryOf({ ...NONE, q: " pfizer " })).toEqual({ q: "pfizer", tags: [], entity: undefined, event: undefined });
    expect(alertQueryOf({ q: "", tags: ["Oncology"], entity: "company-pfizer", event: "readout" })).toEqual({
      q: undefined,
      tags: ["Oncology"],
      entity: "company-pfizer",
      event: "readout",
    });
  });
});

describe("the name and frequency form", () => {
  it("asks for a name and one of the four frequencies, in the server's words", () => {
    const blank = alertFormSchema.safeParse({ name: "   ", frequency: "weekly" });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(["Please give the search a name."]);
    expect(alertFormSchema.safeParse({ name: "Pfizer", frequency: "hourly" }).success).toBe(false);
    expect(alertFormSchema.parse({ name: " Pfizer ", frequency: "off" })).toEqual({ name: "Pfizer", frequency: "off" });
  });
});
