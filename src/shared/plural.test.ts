import { describe, expect, it } from "vitest";
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
