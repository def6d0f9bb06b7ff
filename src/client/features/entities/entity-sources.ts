import { useQuery } from "@tanstack/react-query";
import type { EntityPage } from "@/shared/entities/contracts";
import { FILING_TYPES } from "@/shared/filings/constants";
import { filingsApi } from "@/client/lib/operations/filings";
import { literatureApi } from "@/client/lib/operations/literature";
import { patentsApi } from "@/client/lib/operations/patents";
import { trialsApi } from "@/client/lib/operations/trials";

// An entity page's intelligence sections: the product's own search operations, asked with the
// entity's name (or its id where the service takes one), exactly as the intelligence screens ask
// them. Each answers on its own, so one that fails leaves the others standing.

/** One record as a section lists it: what the service answered, linked to the record at its source. */
type SourceRecord = { id: string; title: string; url: string | null; detail: string };
type SourceAnswer = { total: number; records: SourceRecord[] };

export const SOURCE_RECORDS_SHOWN = 5;

type Source = {
  /** The section's heading. */
  title: "Preprints" | "Clinical trials" | "SEC filings" | "Patents";
  /** Where the answers come from, as the section says it. */
  origin: string;
  /** What the section searches for, or null when the service has nothing for this kind of entity. */
  searchFor: (entity: EntityPage) => string | null;
  /** Why there is nothing to search, when searchFor is null. */
  notApplicable?: string;
  fetch: (term: string, entity: EntityPage, signal: AbortSignal) => Promise<SourceAnswer>;
};

const identifier = (entity: EntityPage, scheme: string) => entity.identifiers.find((id) => id.scheme === scheme)?.value;
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(" · ");

export const SOURCES: readonly Source[] = [
  {
    title: "Preprints",
    origin: "bioRxiv and medRxiv, through Europe PMC",
    searchFor: (entity) => entity.name,
    fetch: async (query, _entity, signal) => {
      const answer = await literatureApi.search({ body: { query, limit: SOURCE_RECORDS_SHOWN } }, { signal });
      return {
        total: answer.total,
        records: answer.results.map((paper) => ({ id: paper.id, title: paper.title, url: paper.url, detail: joined(paper.source, paper.published_date) })),
      };
    },
  },
  {
    title: "Clinical trials",
    origin: "ClinicalTrials.gov",
    // A trial is found by its registry number; anything else by name, in every country.
    searchFor: (entity) => identifier(entity, "nct") ?? entity.name,
    fetch: async (query, _entity, signal) => {
      const answer = await trialsApi.search({ body: { query, country: "all" } }, { signal });
      return {
        total: answer.totalCount ?? answer.trials.length,
        records: answer.trials.map((trial) => ({ id: trial.id, title: trial.title, url: trial.url, detail: joined(trial.id, trial.phase, trial.statusLabel) })),
      };
    },
  },
  {
    title: "SEC filings",
    origin: "SEC EDGAR",
    searchFor: (entity) => (entity.type === "company" ? entity.name : null),
    notApplicable: "SEC filings are listed for companies.",
    fetch: async (query, entity, signal) => {
      const cik = identifier(entity, "cik") ?? "";
      const answer = await filingsApi.search({ body: { query: cik ? "" : query, cik, filingTypes: [...FILING_TYPES], limit: SOURCE_RECORDS_SHOWN } }, { signal });
      return {
        total: answer.results.length,
        records: answer.results.map((filing) => ({
          id: filing.id,
          title: `${filing.company_name} ${filing.form}`,
          url: filing.document_url,
          detail: joined(`Filed ${filing.filing_date}`, filing.period_end_date && `period ending ${filing.period_end_date}`),
        })),
      };
    },
  },
  {
    title: "Patents",
    origin: "Europe PMC or PatentsView, as the server is set up",
    searchFor: (entity) => entity.name,
    fetch: async (q, _entity, signal) => {
      const answer = await patentsApi.search({ query: { q } }, { signal });
      return {
        total: answer.total,
        records: answer.patents.map((patent) => ({ id: patent.id, title: patent.title, url: patent.url, detail: joined(patent.id, patent.assignee, patent.publicationDate) })),
      };
    },
  },
];

// Kept a while: the services' answers for a name change slowly, and each search costs them a request.
const SOURCE_STALE_MS = 10 * 60_000;

/** One section's answer; asked only when `enabled` (the visitor may use the intelligence services). */
export function useSourceAnswer(source: Source, entity: EntityPage, enabled: boolean) {
  const term = source.searchFor(entity);
  return useQuery({
    queryKey: ["entities", "source", source.title, entity.slug, term],
    queryFn: ({ signal }) => source.fetch(term ?? "", entity, signal),
    enabled: enabled && term !== null,
    staleTime: SOURCE_STALE_MS,
    // A failing service says so at once; the visitor may try again from the section.
    retry: false,
  });
}
