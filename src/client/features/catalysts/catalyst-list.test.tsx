import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Catalyst } from "@/shared/catalysts/contracts";
import { exampleCatalyst } from "./catalyst-examples";
import { CatalystRow } from "./catalyst-list";

function renderRow(catalyst: Catalyst): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <table>
        <tbody>
          <CatalystRow catalyst={catalyst} />
        </tbody>
      </table>
    </MemoryRouter>,
  );
}

/** Each cell's words, as a reader meets them. */
function cells(html: string): string[] {
  return html
    .split(/<td[^>]*>/)
    .slice(1)
    .map((cell) => cell.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim());
}

describe("a catalyst's row in the calendar", () => {
  it("shows the date at its precision, the event, what it concerns, its status and its source", () => {
    expect(cells(renderRow(exampleCatalyst()))).toEqual([
      "Dec 18, 2026",
      "PDUFA date",
      "Meridian Bio",
      "Sotatercept",
      "Pulmonary arterial hypertension",
      "FDA",
      "Expected",
      "FDA accepts Meridian's sotatercept filing Quote The FDA set a PDUFA target action date of December 18, 2026.",
    ]);
  });

  it("links each entity to its page and the source to its item", () => {
    const html = renderRow(exampleCatalyst());
    for (const [slug, name] of [
      ["company-meridian-bio", "Meridian Bio"],
      ["drug-sotatercept", "Sotatercept"],
      ["indication-pulmonary-arterial-hypertension", "Pulmonary arterial hypertension"],
      ["regulator-fda", "FDA"],
    ]) {
      expect(html).toMatch(new RegExp(`<a [^>]*href="/entities/${slug}"[^>]*>${name}</a>`));
    }
    expect(html).toMatch(/<a [^>]*href="\/news\/0b5a1e0e-1c1f-4b7e-9a57-0c7d5e3b2a01"[^>]*>FDA accepts Meridian&#x27;s sotatercept filing<\/a>/);
    expect(html).toContain('<time dateTime="2026-12-18"');
  });

  it("writes a quarter as a quarter, with the article's own words when they differ, and marks an estimated date", () => {
    const row = cells(
      renderRow(
        exampleCatalyst({
          type: "readout",
          detail: "topline",
          status: "estimated",
          date: { start: "2026-07-01", end: "2026-09-30", precision: "quarter", text: "第3四半期" },
          source: { ...exampleCatalyst().source, language: "ja" },
        }),
      ),
    );
    expect(row.slice(0, 2)).toEqual(["Q3 2026 “第3四半期”", "Trial readout (topline)"]);
    expect(row[6]).toBe("Estimated");
  });

  it("gives a past catalyst its outcome and the dates it moved from, and a dash for what the article did not name", () => {
    const html = renderRow(
      exampleCatalyst({
        status: "happened",
        outcome: "met",
        indication: null,
        date: { start: "2026-12-31", end: "2026-12-31", precision: "day", text: "" },
        history: [{ start: "2026-10-14", end: "2026-10-14", precision: "day", text: "October 14, 2026", news_item_id: "x", replaced_at: "2026-09-01T00:00:00.000Z" }],
      }),
    );
    const row = cells(html);
    expect(row[0]).toBe("Dec 31, 2026 Earlier: Oct 14, 2026");
    expect(row[4]).toBe("—");
    expect(row[6]).toBe("Happened Endpoint met");
  });

  it("sends the reader to the original article while the source item is unpublished", () => {
    const html = renderRow(exampleCatalyst({ source: { ...exampleCatalyst().source, published: false } }));
    expect(html).not.toContain('href="/news/');
    expect(html).toContain('href="https://pharmadispatch.example/a/1" target="_blank" rel="noopener noreferrer"');
  });
});
