import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Story, StoryReport } from "@/shared/stories/contracts";
import { storiesApi } from "@/client/lib/operations/stories";
import { OtherReports } from "./other-reports";

const STORY_ID = "3f0c2a4e-8b1d-4c6a-9e2f-7a5b1c0d9e8f";

const report = (id: string, title: string, language: string, source: string): StoryReport => ({
  id,
  title,
  source_url: `https://${source}/a/${id}`,
  source,
  language,
  date: "2026-11-17T12:00:00.000Z",
  event_types: ["approval"],
});

const ENGLISH = report("0b5a1e0e-1c1f-4b7e-9a57-0c7d5e3b2a01", "Corvalis Therapeutics wins FDA approval for CRV-101", "en", "pharmadispatch.example");
const CHINESE = report("0b5a1e0e-1c1f-4b7e-9a57-0c7d5e3b2a02", "FDA approves Corvalis CRV-101 for lung fibrosis", "zh", "yiyao.example");
const JAPANESE = report("0b5a1e0e-1c1f-4b7e-9a57-0c7d5e3b2a03", "Corvalis obtains FDA approval for CRV-101", "ja", "bio-nikkan.example");

/** The section of `newsId`'s page, its story already loaded. */
function render(newsId: string, reports: StoryReport[]): string {
  const queryClient = new QueryClient();
  const story: Story = { id: STORY_ID, reports, entities: [], languages: reports.map((each) => each.language!) };
  queryClient.setQueryData(storiesApi.get.key({ params: { id: STORY_ID } }), story);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OtherReports newsId={newsId} storyId={STORY_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("Other reports of this story", () => {
  it("lists the story's other reports with their source, language and date, and links to the story", () => {
    const html = render(CHINESE.id, [ENGLISH, CHINESE, JAPANESE]);
    expect(html).toContain(">Other reports of this story</h2>");
    expect(html).toMatch(new RegExp(`<a [^>]*href="/news/${ENGLISH.id}"[^>]*>${ENGLISH.title}</a>`));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/news/${JAPANESE.id}"[^>]*>${JAPANESE.title}</a>`));
    expect(html).not.toContain(`/news/${CHINESE.id}`);
    expect(html).toContain("pharmadispatch.example · English · ");
    expect(html).toContain("bio-nikkan.example · Japanese · ");
    expect(html).toMatch(new RegExp(`<a [^>]*href="/stories/${STORY_ID}"[^>]*>All reports of this story</a>`));
  });

  it("is not there when the item is its story's only report", () => {
    expect(render(CHINESE.id, [CHINESE])).toBe("");
  });
});
