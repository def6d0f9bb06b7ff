import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { NewsCard } from "@/shared/news/contracts";
import { NewsCardGrid } from "./news-card";

const card: NewsCard = {
  id: "7b0a3a52-9a1e-4a57-9a43-3f7b1f3f4a10",
  title: "Corvalis wins FDA accelerated approval",
  summary_text: "The FDA granted accelerated approval.",
  published_at: "2026-11-24T08:00:00.000Z",
  created_at: "2026-11-24T08:00:00.000Z",
  tags: [],
  tag_count: 0,
  companies: ["Corvalis Therapeutics", "Unresolved Pharma"],
  company_slugs: ["company-corvalis-therapeutics", null],
  company_count: 2,
  story_reports: 1,
  story_id: null,
};

function render(item: NewsCard): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <NewsCardGrid items={[item]} />
    </MemoryRouter>,
  );
}

describe("a feed card", () => {
  it("links each company recognition resolved to its entity page, and names the others", () => {
    const html = render(card);
    expect(html).toMatch(/<a [^>]*href="\/entities\/company-corvalis-therapeutics"[^>]*>Corvalis Therapeutics<\/a>/);
    expect(html).toContain(", Unresolved Pharma");
    expect(html).not.toMatch(/<a [^>]*>Unresolved Pharma<\/a>/);
    expect(html).toContain(`href="/news/${card.id}"`);
  });

  it("links a story of several reports to its page by the number of reports", () => {
    const storyId = "3f0c2a4e-8b1d-4c6a-9e2f-7a5b1c0d9e8f";
    const html = render({ ...card, story_id: storyId, story_reports: 3 });
    expect(html).toMatch(new RegExp(`<a [^>]*href="/stories/${storyId}"[^>]*>3 reports<span class="sr-only"> of this story</span></a>`));
  });

  it("says nothing of a story it is the only report of", () => {
    const html = render({ ...card, story_id: "3f0c2a4e-8b1d-4c6a-9e2f-7a5b1c0d9e8f", story_reports: 1 });
    expect(html).not.toContain("/stories/");
    expect(html).not.toContain("report");
  });
});
