import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SavedSearch } from "@/shared/alerts/contracts";
import { SavedSearchQuery } from "./saved-search-query";

const NONE: SavedSearch["query"] = { q: null, tags: [], entity: null, event: null };
const PFIZER = { slug: "company-pfizer", name: "Pfizer", type: "company" } as const;

function render(query: SavedSearch["query"]): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <SavedSearchQuery query={query} label="Pfizer deals looks for" />
    </MemoryRouter>,
  );
}

/** The words of each item of the list, as a reader meets them. */
function items(html: string): string[] {
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item!.replace(/<[^>]+>/g, ""));
}

describe("a saved search's query in words", () => {
  it("quotes the words searched for", () => {
    expect(items(render({ ...NONE, q: "GLP-1 <b>obesity</b>" }))).toEqual(["“GLP-1 &lt;b&gt;obesity&lt;/b&gt;”"]);
  });

  it("links the entity to its page and names the event and each topic", () => {
    const html = render({ q: "deal", tags: ["Oncology", "M&A"], entity: PFIZER, event: "approval" });
    expect(items(html)).toEqual(["“deal”", "Mentions Pfizer", "Event: Approval", "Oncology", "M&amp;A"]);
    expect(html).toMatch(/<a [^>]*href="\/entities\/company-pfizer"[^>]*>Mentions Pfizer<\/a>/);
    expect(html).toContain('aria-label="Pfizer deals looks for"');
  });

  it("shows only what the search has", () => {
    expect(items(render({ ...NONE, event: "complete-response-letter" }))).toEqual(["Event: Complete response letter"]);
    expect(render({ ...NONE, tags: ["Oncology"] })).not.toContain("<a ");
  });
});
