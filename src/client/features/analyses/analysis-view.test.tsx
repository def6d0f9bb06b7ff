import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnalysisView } from "./analysis-view";

describe("AnalysisView sources", () => {
  it("links web addresses only", () => {
    const html = renderToStaticMarkup(
      <AnalysisView
        session={{
          id: "7b0a3a52-9a1e-4a57-9a43-3f7b1f3f4a10",
          analysis_type: "trend_analysis",
          ai_response: "Findings [1].",
          confidence_score: 0.8,
          created_at: "2026-11-21T10:00:00.000Z",
          engine: "builtin",
          model: null,
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
        }}
      />,
    );
    expect(html).toContain('href="https://europepmc.org/article/MED/1"');
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:text");
    expect(html.match(/<a /g)).toHaveLength(1);
    for (const label of ["A forged link", "A data link", "No link"]) expect(html).toContain(label);
  });
});
