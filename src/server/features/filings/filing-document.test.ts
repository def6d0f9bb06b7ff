import { describe, expect, it } from "vitest";
import { extractSections, htmlToText } from "./filing-document";

const TEN_K = `<html><head><title>x</title><style>p{}</style></head><body>
<table><tr><td>Item 1.</td><td>Business</td><td>4</td></tr><tr><td>Item 1A.</td><td>Risk Factors</td><td>12</td></tr>
<tr><td>Item 7.</td><td>Management&#8217;s Discussion and Analysis</td><td>40</td></tr></table>
<div><span style="font-weight:700">Item 1. Business</span></div>
<p>Overview</p>
<p>Acme Therapeutics is a clinical-stage biotechnology company developing antibody therapies for solid tumors &amp; rare diseases.</p>
<p>Our lead candidate, AC-101, is in a Phase 2 trial in non-small cell lung cancer with data expected next year.</p>
<div><b>Item 1A. Risk Factors</b></div>
<p><b>Risks Related to Our Business</b></p>
<p><i>We face substantial competition, which may result in others commercializing products before us.</i></p>
<p>Many competitors have more resources. They may succeed first. Our results could suffer as a consequence.</p>
<p><i>If our clinical trials fail to demonstrate safety and efficacy, we may not obtain FDA approval.</i></p>
<p>Trials are expensive. Outcomes are uncertain.</p>
<div><b>Item 1B. Unresolved Staff Comments</b></div><p>None.</p>
<div><b>Item 7. Management's Discussion and Analysis of Financial Condition</b></div>
</body></html>`;

describe("filing documents", () => {
  it("turns HTML into lines of text with entities decoded", () => {
    expect(htmlToText("<p>A&amp;B&nbsp;&#8217;s</p><p>C<br>D</p><table><tr><td>x</td><td>y</td></tr></table>")).toBe("A&B ’s\nC\nD\nx y");
  });

  it("takes the 10-K business section after the table of contents, and the risk headlines", () => {
    expect(extractSections(TEN_K, "10-K")).toEqual({
      businessDescription:
        "Acme Therapeutics is a clinical-stage biotechnology company developing antibody therapies for solid tumors & rare diseases. " +
        "Our lead candidate, AC-101, is in a Phase 2 trial in non-small cell lung cancer with data expected next year.",
      keySections: [
        "Item 1. Business",
        "Item 1A. Risk Factors",
        "Item 7. Management's Discussion and Analysis",
        "We face substantial competition, which may result in others commercializing products before us.",
        "If our clinical trials fail to demonstrate safety and efficacy, we may not obtain FDA approval.",
      ],
    });
  });

  it("reads a 20-F's Item 4 and 3.D", () => {
    const html = `<p>Item 3. Key Information</p><p>D. Risk Factors</p><p>Exchange rate changes could reduce our reported revenue.</p>
<p>Item 4. Information on the Company</p><p>B. Business Overview</p><p>We develop and sell generic medicines in Europe and Latin America through our own sales force.</p>
<p>Item 4A. Unresolved Staff Comments</p><p>Item 5. Operating and Financial Review and Prospects</p>`;
    expect(extractSections(html, "20-F")).toEqual({
      businessDescription: "We develop and sell generic medicines in Europe and Latin America through our own sales force.",
      keySections: [
        "Item 4. Information on the Company",
        "Item 3.D Risk Factors",
        "Item 5. Operating and Financial Review and Prospects",
        "Exchange rate changes could reduce our reported revenue.",
      ],
    });
  });

  it("leaves both empty for a document without item headings", () => {
    expect(extractSections("<html><body><p>Exhibit 21.1 Subsidiaries</p></body></html>", "10-K")).toEqual({ businessDescription: "", keySections: [] });
  });
});
