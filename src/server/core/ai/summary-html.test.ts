import { describe, expect, it } from "vitest";
import { decodeHtmlEntities, renderSummaryHtml, rebuildProviderSummary, summaryToPlainText } from "./summary-html";

describe("summary HTML", () => {
  it("renders paragraphs with bold runs, escaped", () => {
    expect(
      renderSummaryHtml([
        [
          { text: "A <b> & ", strong: false },
          { text: "Acme", strong: true },
          { text: "'s", strong: true },
        ],
        [],
      ]),
    ).toBe("<p>A &lt;b&gt; &amp; <strong>Acme&#39;s</strong></p>");
  });

  it("keeps only paragraphs and bold text from a model's HTML", () => {
    const html =
      '<p class="x" onclick="evil()">The <b>FDA</b> approved <a href="javascript:alert(1)">Acme</a>\'s drug.<script>alert("x")</script></p>' +
      "<style>p{}</style><div>Second <strong>paragraph</strong><img src=x onerror=alert(1)></div><!-- note -->";
    expect(rebuildProviderSummary(html)).toBe(
      "<p>The <strong>FDA</strong> approved Acme&#39;s drug.</p><p>Second <strong>paragraph</strong></p>",
    );
  });

  it("neutralizes markup hidden in entities and unclosed tags", () => {
    expect(rebuildProviderSummary("<p>&lt;script&gt;alert(1)&lt;/script&gt; safe</p>")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; safe</p>",
    );
    expect(rebuildProviderSummary("<p>before<script>never closed")).toBe("<p>before</p>");
    expect(rebuildProviderSummary("<strong>bold never closed")).toBe("<p><strong>bold never closed</strong></p>");
  });

  it("reads plain text as paragraphs and keeps comparisons that look like tags", () => {
    expect(rebuildProviderSummary("First paragraph.\n\nSecond with p < 0.05 and 3>2.")).toBe(
      "<p>First paragraph.</p><p>Second with p &lt; 0.05 and 3&gt;2.</p>",
    );
  });

  it("turns HTML into plain text and decodes entities", () => {
    expect(summaryToPlainText("<p>One &amp; <strong>two</strong></p><p>Three&nbsp;&#8212; &#x4e2d;</p>")).toBe("One & two\nThree — 中");
    expect(decodeHtmlEntities("&unknown; &#0;")).toBe("&unknown; &#0;");
  });
});
