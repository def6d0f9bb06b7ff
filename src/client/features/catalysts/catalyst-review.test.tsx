import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { editValuesOf, parseCatalystEdit } from "./catalyst-edit";
import { exampleCatalyst } from "./catalyst-examples";
import { CatalystReviewRow } from "./catalyst-review";

const pending = exampleCatalyst({
  type: "readout",
  detail: "topline",
  review: "pending",
  method: "ai",
  confidence: 0.62,
  date: { start: "2026-07-01", end: "2026-09-30", precision: "quarter", text: "第3四半期" },
  quote: "第3相試験のトップラインデータは2026年第3四半期に発表予定。",
  source: { ...exampleCatalyst().source, language: "ja", title: "Meridian to report Phase 3 topline in Q3" },
});

function renderRow(isEditing: boolean): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <table>
          <tbody>
            <CatalystReviewRow catalyst={pending} isEditing={isEditing} onEdit={() => undefined} />
          </tbody>
        </table>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a catalyst to review", () => {
  it("shows its type, date as written with its precision, asset, company, regulator, confidence and basis, quote and source", () => {
    const words = renderRow(false)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    expect(words).toBe(
      "Trial readout (topline) Q3 2026 Quarter As written: “第3四半期” Sotatercept Meridian Bio FDA 62% by the AI provider " +
        "第3相試験のトップラインデータは2026年第3四半期に発表予定。 Meridian to report Phase 3 topline in Q3 Accept Edit Reject",
    );
  });

  it("opens its edit form below it, filled with the catalyst as extracted", () => {
    expect(renderRow(false)).not.toContain("<form");
    const html = renderRow(true);
    expect(html).toContain('aria-expanded="true"');
    expect(html).toMatch(/<option value="readout" selected="">Trial readout<\/option>/);
    expect(html).toMatch(/<option value="quarter" selected="">Quarter<\/option>/);
    expect(html).toMatch(/<input type="date"[^>]*value="2026-07-01"/);
    expect(html).toMatch(/<input type="date"[^>]*value="2026-09-30"/);
    expect(html).toContain('value="第3四半期"');
    expect(html).toContain('value="drug-sotatercept"');
    expect(html).toContain(">Save and accept</button>");
  });
});

describe("an editor's correction, checked as the server checks it", () => {
  const values = editValuesOf(pending);

  it("sends only what changed", () => {
    expect(parseCatalystEdit(pending, values)).toEqual({ edit: {} });
    expect(parseCatalystEdit(pending, { ...values, start: "2026-09-01", end: "2026-09-30", precision: "month", date_text: "" })).toEqual({
      edit: { start: "2026-09-01", precision: "month", date_text: "" },
    });
    expect(parseCatalystEdit(pending, { ...values, type: "conference-presentation", asset: " drug-mk-0616 " })).toEqual({
      edit: { type: "conference-presentation", asset: "drug-mk-0616" },
    });
  });

  it("takes an emptied asset as none", () => {
    expect(parseCatalystEdit(pending, { ...values, asset: "  " })).toEqual({ edit: { asset: null } });
  });

  it("refuses a day that is no date, an end before the start and over-long words, at their fields", () => {
    expect(parseCatalystEdit(pending, { ...values, start: "" })).toEqual({ errors: { start: "Not a date (YYYY-MM-DD)" } });
    expect(parseCatalystEdit(pending, { ...values, end: "2026-02-30" })).toEqual({ errors: { end: "Not a date (YYYY-MM-DD)" } });
    expect(parseCatalystEdit(pending, { ...values, start: "2026-10-01", end: "2026-09-30" })).toEqual({
      errors: { end: "The date's end comes before its start" },
    });
    const tooLong = parseCatalystEdit(pending, { ...values, date_text: "x".repeat(121) });
    expect("errors" in tooLong && Object.keys(tooLong.errors)).toEqual(["date_text"]);
  });
});
