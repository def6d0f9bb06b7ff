import { describe, expect, it } from "vitest";
import { foldName, stripAccents, stripLegalForm } from "./normalize";

describe("name normalization", () => {
  it("strips legal forms in every language, after or before the name", () => {
    expect(stripLegalForm("Northlake Pharmaceuticals Inc.")).toBe("Northlake Pharmaceuticals");
    expect(stripLegalForm("Zenara Biosciences, Inc.")).toBe("Zenara Biosciences");
    expect(stripLegalForm("Grifols, S.A.")).toBe("Grifols");
    expect(stripLegalForm("Nordwind Pharma AG")).toBe("Nordwind Pharma");
    expect(stripLegalForm("Rheinauen Biotech GmbH")).toBe("Rheinauen Biotech");
    expect(stripLegalForm("Kestrel Oncology Ltd.")).toBe("Kestrel Oncology");
    expect(stripLegalForm("华康生物股份有限公司")).toBe("华康生物");
    expect(stripLegalForm("株式会社ミライバイオ")).toBe("ミライバイオ");
    expect(stripLegalForm("サクラ製薬株式会社")).toBe("サクラ製薬");
    expect(stripLegalForm("(주)한빛바이오")).toBe("한빛바이오");
    expect(stripLegalForm("주식회사 한빛바이오")).toBe("한빛바이오");
  });

  it("folds spellings of one name to one key: case, width, accents, punctuation, legal form", () => {
    expect(foldName("Pfizer Inc.")).toBe(foldName("PFIZER"));
    expect(foldName("Bristol-Myers Squibb")).toBe(foldName("Bristol Myers Squibb"));
    expect(foldName("Ｐｆｉｚｅｒ")).toBe("pfizer");
    expect(foldName("Grünenthal GmbH")).toBe("grunenthal");
    expect(foldName("华康生物有限公司")).toBe("华康生物");
  });

  it("takes accents off without moving offsets", () => {
    const text = "trastuzumab déruxtécan, Migräne";
    expect(stripAccents(text)).toBe("trastuzumab deruxtecan, Migrane");
    expect(stripAccents(text)).toHaveLength(text.length);
  });
});
