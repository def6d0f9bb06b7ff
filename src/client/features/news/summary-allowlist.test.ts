import { DOMParser } from "linkedom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { allowedSummary } from "./summary-allowlist";

beforeAll(() => vi.stubGlobal("DOMParser", DOMParser));
afterAll(() => vi.unstubAllGlobals());

describe("a summary shown without loading DOMPurify", () => {
  it("is one the server's sanitizer saved: kept as it is, outside links opening in a new tab", () => {
    const saved =
      '<h2>Deal</h2><p>Acme <strong>wins</strong> <em>approval</em> <a href="https://fda.example/x" target="_blank" rel="noopener noreferrer nofollow">FDA</a>.</p>' +
      '<ul><li><span style="font-size: 18px">big</span></li></ul><img src="/uploads/images/a.png" alt="chart"><br>';
    expect(allowedSummary(saved)?.innerHTML).toBe(saved);
    const link = allowedSummary('<p><a href="https://a.example/">a</a></p>')?.querySelector("a");
    expect([link?.getAttribute("href"), link?.getAttribute("target"), link?.getAttribute("rel")]).toEqual([
      "https://a.example/",
      "_blank",
      "noopener noreferrer nofollow",
    ]);
  });

  it("is anything else: left to DOMPurify", () => {
    for (const html of [
      "<p>ok</p><script>alert(1)</script>",
      '<p onclick="alert(1)">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="https://a.example/" target="_self">x</a>',
      '<img src="https://tracker.example/x.png">',
      '<img src="/uploads/images/../../secret">',
      "<img>",
      '<span style="font-size: 13px">odd size</span>',
      '<span style="color: red">x</span>',
      '<p style="font-size: 18px">x</p>',
      "<svg><p>x</p></svg>",
      "<div>x</div>",
      "<p>x<!-- comment --></p>",
      '<a title="t" href="https://a.example/">x</a>',
    ]) {
      expect(allowedSummary(html), html).toBeNull();
    }
  });
});
