// Choices and constants of the Patent Explorer (agents-accounts-admin.md §2, §3, §9). Kept apart
// from the zod contracts so that the screen loads without zod (docs/decisions.md, "Client bundle").

export const PATENT_CATEGORIES = [
  "Drug Development",
  "Clinical Application",
  "Manufacturing",
  "Combination Therapy",
  "Diagnostics",
] as const;
export type PatentCategory = (typeof PATENT_CATEGORIES)[number];

export const PATENT_STATUSES = [
  { value: "GRANT", label: "Granted" },
  { value: "APPLICATION", label: "Application" },
] as const;

export const PATENT_COUNTRIES = [
  { value: "US", label: "United States (US)" },
  { value: "JP", label: "Japan (JP)" },
  { value: "CH", label: "Switzerland (CH)" },
  { value: "DE", label: "Germany (DE)" },
  { value: "WO", label: "WIPO / PCT (WO)" },
] as const;

export const PATENT_LANGUAGES = [
  { value: "ENGLISH", label: "English" },
  { value: "CHINESE", label: "Chinese" },
  { value: "JAPANESE", label: "Japanese" },
  { value: "GERMAN", label: "German" },
] as const;

export const PATENT_SORTS = [
  { value: "relevance", label: "Relevance" },
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
] as const;

export type PatentStatus = (typeof PATENT_STATUSES)[number]["value"];
export type PatentCountry = (typeof PATENT_COUNTRIES)[number]["value"];
export type PatentLanguage = (typeof PATENT_LANGUAGES)[number]["value"];
export type PatentSort = (typeof PATENT_SORTS)[number]["value"];

export type PatentFilters = {
  status: PatentStatus;
  country: PatentCountry;
  language: PatentLanguage;
  sort: PatentSort;
};

/** agents-accounts-admin.md §9: patents GRANT, US, ENGLISH, relevance. */
export const DEFAULT_PATENT_FILTERS: PatentFilters = {
  status: "GRANT",
  country: "US",
  language: "ENGLISH",
  sort: "relevance",
};

export const POPULAR_PATENT_SEARCHES = [
  "CRISPR gene editing",
  "mRNA vaccine",
  "CAR-T cell therapy",
  "Antibody-drug conjugate",
  "GLP-1 receptor agonist",
  "PD-1 inhibitor",
] as const;

export const PATENT_LIMITS = {
  queryMax: 200,
  /** Results per search, from either source. */
  results: 20,
  /** agents-accounts-admin.md §9: simulated delays of the sample data. */
  searchDelayMs: 1000,
  shortcutDelayMs: 100,
} as const;

export const PATENT_SOURCES = ["sample", "patentsview"] as const;
export type PatentSource = (typeof PATENT_SOURCES)[number];

export const PATENT_KEY_VARIABLE = "PATENTSVIEW_API_KEY";

export const SAMPLE_DATA_NOTICE =
  "These patents are sample data, generated on the server for demonstration: they are not real records. " +
  `To search real US patents from PatentsView, set the ${PATENT_KEY_VARIABLE} environment variable on the server and restart it.`;

export const PATENTSVIEW_NOTICE = "Results come from PatentsView (USPTO): granted United States patents, in English.";

export const SEARCH_FAILED_TITLE = "Search Failed";
export const SEARCH_FAILED_MESSAGE = "There was an error searching for patents. Please try again.";

export function labelOf<T extends { readonly value: string; readonly label: string }>(options: readonly T[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The API path of one search; the same order of parameters every time, so caches hit. */
export function patentSearchPath(query: string, filters: PatentFilters): string {
  const params = new URLSearchParams({ q: query.trim(), ...filters });
  return `/api/patents/search?${params.toString()}`;
}
