import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AnalysisSession } from "@/shared/analyses/contracts";
import { AnalysisView } from "./analysis-view";

function session(overrides: Partial<AnalysisSession> = {}): AnalysisSession {
  return {
    id: "7b0a3a52-9a1e-4a57-9a43-3f7b1f3f4a10",
    analysis_type: "trend_analysis",
    ai_response: "Findings [1].",
    confidence_score: 0.8,
    confidence_basis: null,
    created_at: "2026-11-21T10:00:00.000Z",
    engine: "builtin",
    model: null,
    details: { sections: [], figures: [], citations: [] },
    ...overrides,
  };
}

describe("AnalysisView sources", () => {
  it("links web addresses only", () => {
    const html = renderToStaticMarkup(
      <AnalysisView
        session={session({
          details: {
            sections: [],
            figures: [],
            citations: [
              { n: 1, label: "A real paper", url: "https://europepmc.org/article/MED/1" },
              { n: 2, label: "A forged link", url: "javascript:alert(1)" },
              { n: 3, label: "A data link", url: "data:text/html,<script>alert(1)</script>" },
              { n: 4, label: "No link", url: null },
            ],
          },
        })}
      />,
    );
    expect(html).toContain('href="https://europepmc.org/article/MED/1"');
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:text");
    expect(html.match(/<a /g)).toHaveLength(1);
    for (const label of ["A forged link", "A data link", "No link"]) expect(html).toContain(label);
  });
});

describe("AnalysisView confidence", () => {
  it("shows a confidence only next to the sentence it rests on", () => {
    const stated = renderToStaticMarkup(
      <AnalysisView session={session({ confidence_score: 0.2, confidence_basis: "3 of 15 companies in these filings report revenue." })} />,
    );
    expect(stated.replace(/<[^>]+>/g, "")).toContain("Confidence 20%: 3 of 15 companies in these filings report revenue.");
  });

  it("shows none when nothing stated a basis (the spec's default 0.8 of a model's answer)", () => {
    const html = renderToStaticMarkup(<AnalysisView session={session({ confidence_score: 0.8, confidence_basis: null })} />);
    expect(html).not.toContain("Confidence");
    expect(html).not.toContain("80%");
  });
});
