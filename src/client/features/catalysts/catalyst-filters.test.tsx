import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { entitiesApi } from "@/client/lib/operations/entities";
import { newsApi } from "@/client/lib/operations/news";
import { calendarPath, readCalendar, toggledType, withFilter } from "./calendar-params";
import { CatalystFilters } from "./catalyst-filters";

/** The filters as /catalysts shows them for `path`, the feed's topics and the company's page already loaded. */
function render(path: string): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(newsApi.listTopics.queryOptions().queryKey, { topics: [{ label: "oncology", count: 9 }, { label: "rare-disease", count: 4 }] });
  queryClient.setQueryData(entitiesApi.get.key({ params: { slug: "company-meridian-bio" } }), { slug: "company-meridian-bio", name: "Meridian Bio", type: "company" });
  const state = readCalendar(new URL(path, "https://hub.example").searchParams);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CatalystFilters state={state} onChange={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const checkedTypes = (html: string) => [...html.matchAll(/<input type="checkbox"[^>]*checked=""[^>]*\/>([^<]+)</g)].map((match) => match[1]);
const selected = (html: string) => [...html.matchAll(/<option value="([^"]*)" selected="">/g)].map((match) => match[1]);

describe("the calendar's filters and its address", () => {
  const path = "/catalysts?type=pdufa&type=readout&regulator=regulator-fda&company=company-meridian-bio&tag=oncology&from=2026-07-01&to=2026-12-31&when=past";

  it("show what the address says", () => {
    const html = render(path);
    expect(checkedTypes(html)).toEqual(["PDUFA date", "Trial readout"]);
    expect(selected(html)).toEqual(["regulator-fda", "oncology"]);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*\/>Past, with outcome</);
    expect(html).toMatch(/<input type="date"[^>]*name="from" value="2026-07-01"/);
    expect(html).toMatch(/<input type="date"[^>]*name="to" value="2026-12-31"/);
    expect(html).toContain("Company: Meridian Bio");
    expect(html).toContain(">Clear filters</button>");
  });

  it("write each change back into the address, which reads as the same filters", () => {
    const state = readCalendar(new URL(path, "https://hub.example").searchParams);
    const next = withFilter(state, { type: toggledType(state.filter.type, "pdufa"), regulator: "regulator-nmpa", company: undefined });
    expect(calendarPath(next)).toBe("/catalysts?type=readout&regulator=regulator-nmpa&tag=oncology&from=2026-07-01&to=2026-12-31&when=past");
    expect(checkedTypes(render(calendarPath(next)))).toEqual(["Trial readout"]);
    expect(selected(render(calendarPath(next)))).toEqual(["regulator-nmpa", "oncology"]);
  });

  it("keep a regulator or topic the lists do not offer, and hide the range and Show in the month view", () => {
    const html = render("/catalysts?regulator=regulator-anmat&tag=gene-therapy&view=month&month=2026-09");
    expect(selected(html)).toEqual(["regulator-anmat", "gene-therapy"]);
    expect(html).not.toContain('type="date"');
    expect(html).not.toContain('type="radio"');
  });

  it("offer nothing to clear without a filter", () => {
    const html = render("/catalysts");
    expect(checkedTypes(html)).toEqual([]);
    expect(selected(html)).toEqual(["", ""]);
    expect(html).not.toContain("Clear filters");
  });
});
