import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilingDescription, FilingKeySections } from "./filing-sections";

describe("a filing's business description and key sections on its card", () => {
  it("shows a long description whole in the page, collapsed to four lines with a control to open it", () => {
    const long = "Snowflake delivers the AI Data Cloud, a global network where organizations mobilize data. ".repeat(6);
    const html = renderToStaticMarkup(<FilingDescription text={long} />);
    expect(html).toContain(long.trim());
    expect(html).toContain("line-clamp-4");
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Show the whole description<\/button>/);

    const short = renderToStaticMarkup(<FilingDescription text="We design and sell electric vehicles." />);
    expect(short).not.toContain("line-clamp-4");
    expect(short).not.toContain("<button");
  });

  it("says when the document held no description or sections, instead of leaving them out", () => {
    expect(renderToStaticMarkup(<FilingDescription text="" />)).toContain("No business description was found in the document.");
    expect(renderToStaticMarkup(<FilingKeySections sections={[]} />)).toContain("No key sections were found in the document.");
  });

  it("lists six key sections and offers the rest", () => {
    const sections = Array.from({ length: 8 }, (_, index) => `Section ${index + 1}`);
    const html = renderToStaticMarkup(<FilingKeySections sections={sections} />);
    expect(html.match(/<li>/g)).toHaveLength(6);
    expect(html).not.toContain("Section 7");
    expect(html).toMatch(/aria-expanded="false"[^>]*>Show all key sections \(\+2\)<\/button>/);
  });
});
