import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { StoryReport } from "@/shared/stories/contracts";
import { StoryTimeline } from "./story-timeline";

const REPORTS: StoryReport[] = [
  {
    id: "0b5a1e0e-1c1f-4b7e-9a57-0c7d5e3b2a01",
    title: "Corvalis Therapeutics wins FDA approval for CRV-101 in idiopathic pulmonary fibrosis",
    source_url: "https://pharmadispatch.example/corvalis-crv-101",
    source: "pharmadispatch.example",
    language: "en",
    date: "2026-11-16T13:30:00.000Z",
    event_types: ["approval", "submission"],
  },
  {
    id: "0b5a1e0e-1c1f-4b7e-9a57-0c7d5e3b2a02",
    title: "FDA approves Corvalis CRV-101 for idiopathic pulmonary fibrosis",
    source_url: "https://yiyao.example/news/8812",
    source: "yiyao.example",
    language: "zh",
    date: "2026-11-17T12:00:00.000Z",
    event_types: ["approval"],
  },
  {
    id: "0b5a1e0e-1c1f-4b7e-9a57-0c7d5e3b2a03",
    title: "Corvalis obtains FDA approval for lung fibrosis drug CRV-101",
    source_url: "https://bio-nikkan.example/a/551",
    source: "bio-nikkan.example",
    language: null,
    date: "2026-11-17T12:00:00.000Z",
    event_types: [],
  },
];

function render(reports: readonly StoryReport[], withAction = false): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <StoryTimeline reports={reports} action={withAction ? (report) => <button type="button">Split out {report.source}</button> : undefined} />
    </MemoryRouter>,
  );
}

/** The words of each report, as a reader meets them. */
function items(html: string): string[] {
  return html
    .split(/<li class="relative[^"]*">/)
    .slice(1)
    .map((item) => item.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
}

describe("a story's timeline", () => {
  it("lists each report in the order given, with its date, title, source, language and events in words", () => {
    expect(items(render(REPORTS))).toEqual([
      "November 16, 2026 Corvalis Therapeutics wins FDA approval for CRV-101 in idiopathic pulmonary fibrosis pharmadispatch.example · English Approval Submission",
      "November 17, 2026 FDA approves Corvalis CRV-101 for idiopathic pulmonary fibrosis yiyao.example · Chinese Approval",
      "November 17, 2026 Corvalis obtains FDA approval for lung fibrosis drug CRV-101 bio-nikkan.example",
    ]);
  });

  it("links each title to the report's page and dates it for machines", () => {
    const html = render(REPORTS);
    for (const report of REPORTS) {
      expect(html).toMatch(new RegExp(`<a [^>]*href="/news/${report.id}"[^>]*>${report.title}</a>`));
      expect(html).toContain(`<time dateTime="${report.date}"`);
    }
    expect(html).toContain('<ul aria-label="Events reported"');
  });

  it("gives each report the reviewer's control only when asked", () => {
    expect(render(REPORTS)).not.toContain("<button");
    expect(render(REPORTS, true).match(/<button/g)).toHaveLength(3);
  });
});
