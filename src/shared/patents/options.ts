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
type PatentLanguage = (typeof PATENT_LANGUAGES)[number]["value"];
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
} as const;

/**
 * Europe PMC answers without a key; EPO OPS when EPO_OPS_KEY and EPO_OPS_SECRET are set, else
 * PatentsView when PATENTSVIEW_API_KEY is (docs/decisions.md).
 */
export const PATENT_SOURCES = ["europepmc", "epo", "patentsview"] as const;
export type PatentSource = (typeof PATENT_SOURCES)[number];

export const PATENT_SOURCE_LABELS: Record<PatentSource, string> = {
  europepmc: "Europe PMC",
  epo: "EPO Open Patent Services",
  patentsview: "PatentsView",
};

export const EUROPEPMC_NOTICE =
  "Results come from Europe PMC's biological patents: international patent publications supplied by the European Patent Office, searched without a key. " +
  "Citations count the articles in Europe PMC that cite a patent.";

export const EPO_OPS_NOTICE =
  "Results come from the European Patent Office's Open Patent Services: patent publications of offices worldwide (EP, WO, US, JP, DE, CH…), " +
  "searched in titles and abstracts. Titles and abstracts are shown in English where the office supplied one. Citations are not reported.";

/** Said with a date order from EPO OPS, which cannot sort: the page it returned is ordered. */
export const EPO_OPS_DATE_ORDER_NOTICE =
  "EPO OPS cannot sort by date: the first matches in its own order are shown, ordered by publication date.";

export const PATENTSVIEW_NOTICE = "Results come from PatentsView (USPTO): granted United States patents, in English.";

/** The filters a source cannot apply to its search; sort is honoured by every source. */
export type PatentFilterKey = "status" | "country" | "language";
export const PATENT_FILTER_KEYS: readonly PatentFilterKey[] = ["status", "country", "language"];
/** Why a source cannot apply a filter, and the one value all its patents have (null: they differ). */
type PatentFilterLimit = { reason: string; value: string | null };
export type PatentFilterLimits = Partial<Record<PatentFilterKey, PatentFilterLimit>>;

export const PATENT_FILTER_LIMITS: Record<PatentSource, PatentFilterLimits> = {
  // Europe PMC's documented search fields have none for a patent's status, country or language
  // (Web Service Reference 6.9.0, Appendix 1); each card shows the status and country it reads.
  europepmc: {
    status: { reason: "Europe PMC cannot search by status. Each patent shows its own, read from its kind code.", value: null },
    country: { reason: "Europe PMC cannot search by country. Each patent's country is read from its publication number.", value: null },
    language: { reason: "Europe PMC does not report the language of a patent.", value: null },
  },
  // OPS's CQL has a publication-number field (pn=JP) but none for a status or a language
  // (docs/decisions.md, "Patents: EPO OPS").
  epo: {
    status: { reason: "EPO OPS cannot search by status. Each patent shows its own, read from its kind code.", value: null },
    language: { reason: "EPO OPS cannot search by language. Titles and abstracts are shown in English where the office supplied one.", value: null },
  },
  patentsview: {
    status: { reason: "PatentsView is searched for granted patents only.", value: "GRANT" },
    country: { reason: "PatentsView covers United States patents only.", value: "US" },
    language: { reason: "PatentsView holds English documents only.", value: "ENGLISH" },
  },
};

export const SEARCH_FAILED_TITLE = "Search Failed";
export const SEARCH_FAILED_MESSAGE = "There was an error searching for patents. Please try again.";

/** What one search sends: its query and the filters the source applies, as GET /api/patents/search takes them. */
export type PatentSearchQuery = { q: string } & Partial<Pick<PatentFilters, PatentFilterKey>> & Pick<PatentFilters, "sort">;

/**
 * The query of one search: the filters the source applies (none it cannot; none of the three
 * while its limits are not known), in the same order every time, so caches hit.
 */
export function patentSearchQuery(query: string, filters: PatentFilters, limits: PatentFilterLimits | null): PatentSearchQuery {
  const applied = PATENT_FILTER_KEYS.filter((key) => limits && !limits[key]).map((key) => [key, filters[key]]);
  return { q: query.trim(), ...Object.fromEntries(applied), sort: filters.sort };
}
