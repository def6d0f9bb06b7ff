import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { exampleCatalyst } from "./catalyst-examples";
import { CatalystCards } from "./catalyst-card";

describe("catalysts as cards (a phone, an entity page)", () => {
  it("give each its date, status, event, and only the facts it has", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CatalystCards catalysts={[exampleCatalyst({ indication: null, regulator: null })]} label="Catalysts" />
      </MemoryRouter>,
    );
    expect(html).toContain('<ul aria-label="Catalysts"');
    expect(html).toContain(">Dec 18, 2026</time>");
    expect(html).toContain(">Expected</span>");
    expect(html).toContain(">PDUFA date</h3>");
    expect(html.match(/<dt/g)).toHaveLength(2);
    expect(html).toMatch(/>Company<\/dt><dd><a [^>]*href="\/entities\/company-meridian-bio"/);
    expect(html).toMatch(/>Asset<\/dt><dd><a [^>]*href="\/entities\/drug-sotatercept"/);
    expect(html).not.toContain(">Regulator</dt>");
  });
});
