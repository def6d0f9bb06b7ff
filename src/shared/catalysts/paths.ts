import type { CatalystFilter } from "./contracts";

// One builder of the calendar's query string, so the page, its calendar file and its CSV name the
// same catalysts for the same filters (the server reads them back with catalystFilterSchema).

type FilterInput = Partial<Omit<CatalystFilter, "type">> & { readonly type?: readonly string[] };

function catalystQuery(filter: FilterInput): string {
  const params = new URLSearchParams();
  for (const type of filter.type ?? []) params.append("type", type);
  for (const key of ["regulator", "company", "entity", "tag", "from", "to"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.when && filter.when !== "upcoming") params.set("when", filter.when);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const catalystsPagePath = (filter: FilterInput = {}) => `/catalysts${catalystQuery(filter)}`;
export const catalystsCalendarPath = (filter: FilterInput = {}) => `/catalysts.ics${catalystQuery(filter)}`;
export const catalystsCsvPath = (filter: FilterInput = {}) => `/catalysts.csv${catalystQuery(filter)}`;
