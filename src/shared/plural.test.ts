import { describe, expect, it } from "vitest";
import { searchCompleteMessage } from "./filings/constants";
import { MONITOR_MESSAGES } from "./monitor/contracts";
import { plural, pluralForm } from "./plural";

describe("plural", () => {
  it("says 1 in the singular and every other count in the plural", () => {
    expect(plural(1, "site")).toBe("1 site");
    expect(plural(2, "site")).toBe("2 sites");
    expect(plural(0, "site")).toBe("0 sites");
    expect(plural(21, "site")).toBe("21 sites");
    expect(plural(1.5, "day")).toBe("1.5 days");
    expect(plural(-1, "point")).toBe("-1 point");
  });

  it("takes an irregular plural", () => {
    expect(plural(1, "company", "companies")).toBe("1 company");
    expect(plural(3, "company", "companies")).toBe("3 companies");
    expect(plural(2, "study", "studies")).toBe("2 studies");
  });

  it("gives the word alone for verbs and pronouns that agree with a count", () => {
    expect(pluralForm(1, "is", "are")).toBe("is");
    expect(pluralForm(4, "is", "are")).toBe("are");
    expect(pluralForm(0, "item")).toBe("items");
  });
});

// Issue 15 §5: the spec's toasts, with a count of one, said "1 websites" and "1 relevant SEC filings".
describe("the spec's counted messages", () => {
  it("read correctly for one and for several", () => {
    expect(MONITOR_MESSAGES.completed(1)).toBe("Monitoring completed. Processed 1 website.");
    expect(MONITOR_MESSAGES.completed(2)).toBe("Monitoring completed. Processed 2 websites.");
    expect(searchCompleteMessage(1)).toBe("Found 1 relevant SEC filing.");
    expect(searchCompleteMessage(15)).toBe("Found 15 relevant SEC filings.");
  });
});
