import { useState } from "react";
import { FileSearch, SearchX } from "lucide-react";
import type { SearchPatentsResponse } from "@/shared/patents/contracts";
import { pluralForm } from "@/shared/plural";
import { DEFAULT_PATENT_FILTERS, PATENT_SOURCE_LABELS, type PatentFilters as Filters } from "@/shared/patents/options";
import { PageHeader } from "@/client/components/layout/page-header";
import { Alert } from "@/client/components/ui/alert";
import { Card } from "@/client/components/ui/card";
import { EmptyState } from "@/client/components/ui/empty-state";
import { Spinner } from "@/client/components/ui/spinner";
import { PatentFilters } from "./patent-filters";
import { formatCount } from "./patent-format";
import { PatentResultCard } from "./patent-result-card";
import { PatentSearchForm } from "./patent-search-form";
import { PatentSummaryCards } from "./patent-summary-cards";
import { usePatentSource } from "./use-patent-source";
import { useSearchPatents } from "./use-search-patents";

/** /ip-intelligence: the Patent Explorer (agents-accounts-admin.md §2). */
export function PatentExplorerPage() {
  const source = usePatentSource();
  const search = useSearchPatents();
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<Filters>(DEFAULT_PATENT_FILTERS);
  const [lastQuery, setLastQuery] = useState<string | null>(null);

  const run = (text: string, nextFilters: Filters) => {
    setLastQuery(text);
    search.mutate({ query: text, filters: nextFilters, limits: source.data?.filterLimits ?? null });
  };
  const changeFilters = (next: Filters) => {
    setFilters(next);
    // A changed filter applies to the search on screen at once.
    if (lastQuery) run(lastQuery, next);
  };
  const shortcut = (text: string) => {
    setQuery(text);
    run(text, filters);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Patent Explorer">
        Search patents by keyword, filter them by status, country and language, and see them summarized by year, citations and
        country.
      </PageHeader>

      {source.data && (
        <Alert title={PATENT_SOURCE_LABELS[source.data.source]}>{source.data.notice}</Alert>
      )}

      <Card className="space-y-4 p-5">
        <PatentSearchForm
          query={query}
          onQueryChange={setQuery}
          onSearch={(text) => run(text, filters)}
          onShortcut={shortcut}
          isSearching={search.isPending}
        />
        <PatentFilters filters={filters} limits={source.data?.filterLimits} onChange={changeFilters} disabled={search.isPending} />
      </Card>

      {search.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-slate-700">
          <Spinner label={null} className="size-6 text-teal-700" />
          <p role="status">Searching patents...</p>
        </div>
      ) : search.data ? (
        <PatentResults response={search.data} sourceNotice={source.data?.notice} />
      ) : (
        <EmptyState
          isFramed
          icon={<FileSearch aria-hidden className="size-10 text-teal-700" />}
          title="Start your patent search"
          text="Enter a keyword or choose a popular search to explore patents."
        />
      )}
    </div>
  );
}

function PatentResults({ response, sourceNotice }: { response: SearchPatentsResponse; sourceNotice: string | undefined }) {
  const notices = response.notices.filter((notice) => notice !== sourceNotice);
  return (
    <section aria-labelledby="patent-results-heading" className="space-y-4">
      {notices.map((notice) => (
        <Alert key={notice}>{notice}</Alert>
      ))}
      <PatentSummaryCards summary={response.summary} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="patent-results-heading" className="text-xl font-semibold text-slate-900">
          Search Results
        </h2>
        <p className="text-sm text-slate-600">
          Showing {formatCount(response.patents.length)} of {formatCount(response.total)} {pluralForm(response.total, "patent")} for “{response.query}”
        </p>
      </div>
      {response.patents.length === 0 ? (
        <EmptyState
          isFramed
          icon={<SearchX aria-hidden className="size-10 text-slate-500" />}
          title="No patents found"
          headingLevel="h3"
          text="Try different keywords or adjust the filters."
        />
      ) : (
        <ul className="space-y-4">
          {response.patents.map((patent) => (
            <li key={patent.id}>
              <PatentResultCard patent={patent} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
