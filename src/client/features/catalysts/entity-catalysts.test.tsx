import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Catalyst } from "@/shared/catalysts/contracts";
import { catalystsApi } from "@/client/lib/operations/catalysts";
import { listCatalystsInput, type CalendarFilter } from "./calendar-params";
import { exampleCatalyst } from "./catalyst-examples";
import { EntityCatalysts } from "./entity-catalysts";

const ENTITY = { slug: "drug-sotatercept", name: "Sotatercept" };

/** The section with the API's answers for the entity's upcoming and past catalysts already loaded. */
function render(upcoming: Catalyst[], past: Catalyst[]): string {
  const queryClient = new QueryClient();
  const answer = (when: CalendarFilter["when"], catalysts: Catalyst[]) =>
    queryClient.setQueryData(catalystsApi.list.key(listCatalystsInput({ type: [], entity: ENTITY.slug, when }, 5)), { catalysts, next_cursor: null });
  answer("upcoming", upcoming);
  answer("past", past);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <EntityCatalysts entity={ENTITY} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("an entity page's catalysts", () => {
  it("lists what is ahead and leads to the calendar filtered to the entity", () => {
    const html = render([exampleCatalyst()], []);
    expect(html).toContain(">Catalysts</h2>");
    expect(html).toContain("What is ahead for Sotatercept, soonest first:");
    expect(html).toContain(">Dec 18, 2026</time>");
    expect(html).toMatch(/<a [^>]*href="\/catalysts\?entity=drug-sotatercept"[^>]*>All catalysts for Sotatercept<\/a>/);
  });

  it("shows the latest past ones when nothing is ahead", () => {
    const html = render([], [exampleCatalyst({ status: "happened", type: "approval" })]);
    expect(html).toContain("Nothing is dated ahead for Sotatercept");
    expect(html).toMatch(/href="\/catalysts\?entity=drug-sotatercept&amp;when=past"/);
  });

  it("is not there for an entity without catalysts", () => {
    expect(render([], [])).toBe("");
  });
});
