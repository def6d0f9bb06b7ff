import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { normalizeWhitespace, paragraphsOf } from "./article-text";

const body = (html: string) => parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document.body;

describe("paragraphsOf", () => {
  it("splits at block elements and keeps inline text together", () => {
    const root = body(`
      <h2>Phase 3 results</h2>
      <p>The trial <strong>met</strong> its <a href="/x">primary endpoint</a>.</p>
      <ul><li>ORR 41%</li><li>PFS 8.1 months</li></ul>
      <blockquote>“A clear step forward,” the investigator said.</blockquote>`);
    expect(paragraphsOf(root)).toEqual([
      "Phase 3 results",
      "The trial met its primary endpoint.",
      "ORR 41%",
      "PFS 8.1 months",
      "“A clear step forward,” the investigator said.",
    ]);
  });

  it("treats <br> as a paragraph break and drops the ideographic indent", () => {
    const root = body("<div>　　第一段内容。<br><br>　　第二段内容。</div>");
    expect(paragraphsOf(root)).toEqual(["第一段内容。", "第二段内容。"]);
  });

  it("keeps table cells of a row on one line and skips scripts", () => {
    const root = body("<table><tr><td>Dose</td><td>0.6 mg/kg</td></tr></table><script>track()</script><p>End</p>");
    expect(paragraphsOf(root)).toEqual(["Dose 0.6 mg/kg", "End"]);
  });
});

describe("normalizeWhitespace", () => {
  it("collapses spaces, no-break spaces, tabs and newlines", () => {
    expect(normalizeWhitespace("  a\u00a0\u00a0b\t\nc\u200b  ")).toBe("a b c");
  });
});
