import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../tests/fixtures/xss-payloads";
import { remoteImageSources, sanitizeSummaryHtml, summaryToText } from "./sanitize";

describe("summary sanitizer", () => {
  it("keeps the allowed formatting", () => {
    const html =
      '<h3>Phase 3</h3><p style="font-size:18px">The <strong>FDA</strong> granted <em>priority</em> <u>review</u>.</p>' +
      '<ol><li>one</li></ol><p><a href="https://example.com/a">source</a> <img src="/uploads/images/0b6c3b0e-0000-4000-8000-000000000000" alt="chart"></p>';
    const clean = sanitizeSummaryHtml(html);
    expect(clean).toContain('<p style="font-size:18px">');
    expect(clean).toContain("<strong>FDA</strong>");
    expect(clean).toContain("<em>priority</em>");
    expect(clean).toContain("<u>review</u>");
    expect(clean).toContain("<h3>Phase 3</h3>");
    expect(clean).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">source</a>');
    expect(clean).toContain('<img src="/uploads/images/0b6c3b0e-0000-4000-8000-000000000000" alt="chart" />');
  });

  it("drops styles other than the editor's font sizes, and images not from our uploads", () => {
    const clean = sanitizeSummaryHtml(
      '<p style="color:red;font-size:99px">a</p><span style="font-size:14px;position:fixed">b</span>' +
        '<img src="http://insecure.example/x.png"><img src="https://cdn.example/y.png"><img src="/uploads/../secret"><img src="data:image/png;base64,AAAA">',
    );
    expect(clean).toBe('<p>a</p><span style="font-size:14px">b</span>');
  });

  it("puts our copy in place of an outside image, as the sanitizer reads its address", () => {
    const html = '<p>x</p><img src="https://cdn.example/a.png?w=1&amp;h=2" alt="A"><img src="http://old.example/b.gif"><img src="javascript:alert(1)">';
    expect(remoteImageSources(html)).toEqual(["https://cdn.example/a.png?w=1&h=2", "http://old.example/b.gif"]);
    const copies = new Map([["https://cdn.example/a.png?w=1&h=2", "/uploads/images/0b6c3b0e-0000-4000-8000-000000000000"]]);
    expect(sanitizeSummaryHtml(html, copies)).toBe('<p>x</p><img src="/uploads/images/0b6c3b0e-0000-4000-8000-000000000000" alt="A" />');
  });

  it(`neutralizes ${XSS_PAYLOADS.length} stored-XSS payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200);
    for (const payload of XSS_PAYLOADS) {
      const clean = sanitizeSummaryHtml(payload);
      expect(clean, payload).not.toMatch(/<\s*(script|iframe|svg|object|embed|style|link|meta|base|form|input|video|audio|math|body|details|noscript)\b/i);
      expect(clean, payload).not.toMatch(/\son[a-z]+\s*=/i);
      expect(clean, payload).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i);
      expect(clean, payload).not.toMatch(/expression\(|url\(/i);
    }
  });

  it("turns a summary into plain text for cards and search", () => {
    expect(summaryToText("<p>Hello &amp; <strong>world</strong></p><ul><li>a</li><li>b</li></ul>")).toBe("Hello & world a b");
  });
});
