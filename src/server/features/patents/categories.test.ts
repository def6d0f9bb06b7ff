import { describe, expect, it } from "vitest";
import { assignCategory } from "./categories";

const none = { title: "", abstract: "" };

describe("assignCategory", () => {
  it("reads the category from CPC codes, the most specific class first", () => {
    expect(assignCategory({ ...none, cpcCodes: ["A61K45/06", "A61K39/395"] })).toBe("Combination Therapy");
    expect(assignCategory({ ...none, cpcCodes: ["G01N33/574"] })).toBe("Diagnostics");
    expect(assignCategory({ ...none, cpcCodes: ["C12Q1/6886"] })).toBe("Diagnostics");
    expect(assignCategory({ ...none, cpcCodes: ["C12P21/00", "B01D15/38"] })).toBe("Manufacturing");
    expect(assignCategory({ ...none, cpcCodes: ["A61M5/00"] })).toBe("Clinical Application");
    expect(assignCategory({ ...none, cpcCodes: ["C07D471/04"] })).toBe("Drug Development");
    expect(assignCategory({ ...none, cpcCodes: [" a61k 45/06 "] })).toBe("Combination Therapy");
  });

  it("uses keywords of the title and abstract when the codes say little", () => {
    expect(assignCategory({ cpcCodes: [], title: "Biomarker assay for sepsis", abstract: "" })).toBe("Diagnostics");
    expect(assignCategory({ cpcCodes: [], title: "Process for producing insulin", abstract: "purification" })).toBe("Manufacturing");
    expect(assignCategory({ cpcCodes: [], title: "Methods of treating gout", abstract: "administering to a patient" })).toBe(
      "Clinical Application",
    );
    expect(assignCategory({ cpcCodes: ["A61K31/00"], title: "Drug X in combination with drug Y", abstract: "synergistic" })).toBe(
      "Combination Therapy",
    );
  });

  it("gives no category when nothing matches, and breaks ties by precedence, always the same way", () => {
    expect(assignCategory({ cpcCodes: [], title: "Something else", abstract: "" })).toBeNull();
    expect(assignCategory({ cpcCodes: ["H01L21/00"], title: "Semiconductor wafer", abstract: "" })).toBeNull();
    // One diagnostic and one manufacturing keyword: Diagnostics comes first.
    const tie = { cpcCodes: [], title: "Assay", abstract: "bioreactor" };
    expect(assignCategory(tie)).toBe("Diagnostics");
    expect(assignCategory(tie)).toBe(assignCategory({ ...tie }));
  });
});
