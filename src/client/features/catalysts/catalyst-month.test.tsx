import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { exampleCatalyst } from "./catalyst-examples";
import { CatalystMonth } from "./catalyst-month";

const pdufa = exampleCatalyst({ id: "a", date: { start: "2026-09-14", end: "2026-09-14", precision: "day", text: "" } });
const readout = exampleCatalyst({ id: "b", type: "readout", status: "estimated", date: { start: "2026-07-01", end: "2026-09-30", precision: "quarter", text: "第3四半期" } });

function render(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <CatalystMonth state={{ filter: { type: ["pdufa", "readout"], when: "upcoming" }, view: "month", month: "2026-09" }} month="2026-09" catalysts={[pdufa, readout]} today="2026-09-14" />
    </MemoryRouter>,
  );
}

describe("the month view", () => {
  it("names the month and links to its neighbours with the same filters", () => {
    const html = render();
    expect(html).toContain(">September 2026</h2>");
    const links = [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
    expect(links.find((link) => link.includes('aria-label="Previous month, August 2026"'))).toContain('href="/catalysts?type=pdufa&amp;type=readout&amp;view=month&amp;month=2026-08"');
    expect(links.find((link) => link.includes('aria-label="Next month, October 2026"'))).toContain('href="/catalysts?type=pdufa&amp;type=readout&amp;view=month&amp;month=2026-10"');
  });

  it("lists a catalyst known to its quarter above the grid, and puts a dated one on its day", () => {
    const html = render();
    const above = html.slice(0, html.indexOf("<table"));
    expect(above).toContain("In this quarter <span");
    expect(above).toContain("(Q3 2026)");
    expect(above).toContain(">Trial readout</a>");
    expect(above).toContain(" · Estimated");
    const day = /<td aria-current="date"[^>]*>(.*?)<\/td>/.exec(html)?.[1] ?? "";
    expect(day).toContain('<time dateTime="2026-09-14"');
    expect(day).toContain(">PDUFA date</a>");
    expect(day).toContain(">Sotatercept</a>");
  });
});
