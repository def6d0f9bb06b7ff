import { describe, expect, it } from "vitest";
import { filingDocumentUrlSchema, filingSchema } from "./contracts";

describe("a filing's document link", () => {
  it("takes an http or https address", () => {
    for (const link of ["https://www.sec.gov/Archives/edgar/data/1640147/000164014725000052/snow-20250131.htm", "http://127.0.0.1:4000/sec-www/doc.htm"]) {
      expect(filingDocumentUrlSchema.safeParse(link).success, link).toBe(true);
    }
  });

  it("refuses a link that would run or embed content where it is shown", () => {
    for (const link of ["javascript:alert(document.cookie)", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "file:///etc/passwd"]) {
      expect(filingDocumentUrlSchema.safeParse(link).success, link).toBe(false);
    }
  });

  it("is the filing schema's rule", () => {
    expect(filingSchema.shape.document_url).toBe(filingDocumentUrlSchema);
  });
});
