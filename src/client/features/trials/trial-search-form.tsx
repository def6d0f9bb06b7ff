import { useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import type { SearchTrialsRequest } from "@/shared/trials/contracts";
import {
  AGE_GROUP_OPTIONS,
  COUNTRY_OPTIONS,
  DEFAULT_TRIAL_FILTERS,
  PHASE_OPTIONS,
  POPULAR_TRIAL_SEARCHES,
  SEARCH_QUERY_MAX,
  STATUS_OPTIONS,
  type TrialAgeGroupFilter,
  type TrialCountryFilter,
  type TrialPhaseFilter,
  type TrialStatusFilter,
} from "@/shared/trials/options";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Select } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";

type Filters = { phase: TrialPhaseFilter; status: TrialStatusFilter; country: TrialCountryFilter; ageGroup: TrialAgeGroupFilter };

type TrialSearchFormProps = { isSearching: boolean; onSearch: (request: SearchTrialsRequest) => void };

/** Search box, the six popular searches and the four filters (agents §2). */
export function TrialSearchForm({ isSearching, onSearch }: TrialSearchFormProps) {
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<Filters>({ ...DEFAULT_TRIAL_FILTERS });

  function search(text: string) {
    const trimmed = text.trim();
    if (!trimmed || isSearching) return;
    onSearch({ query: trimmed, ...filters });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search(query);
  }

  const filterFields = [
    { id: "trial-phase", label: "Phase", options: PHASE_OPTIONS, key: "phase" },
    { id: "trial-status", label: "Status", options: STATUS_OPTIONS, key: "status" },
    { id: "trial-country", label: "Country", options: COUNTRY_OPTIONS, key: "country" },
    { id: "trial-age-group", label: "Age Group", options: AGE_GROUP_OPTIONS, key: "ageGroup" },
  ] as const;

  return (
    <form onSubmit={submit} className="space-y-4" role="search" aria-label="Search clinical trials">
      <div className="space-y-1.5">
        <Label htmlFor="trial-query">Search trials</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="trial-query"
            value={query}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Condition, drug, sponsor or keyword"
          />
          <Button type="submit" disabled={isSearching || !query.trim()}>
            {isSearching ? <Spinner label={null} /> : <Search aria-hidden />}
            {isSearching ? "Searching..." : "Search"}
          </Button>
        </div>
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800" id="popular-searches">
          Popular searches
        </p>
        <ul className="flex flex-wrap gap-2" aria-labelledby="popular-searches">
          {POPULAR_TRIAL_SEARCHES.map((popular) => (
            <li key={popular}>
              <Button
                variant="outline"
                size="sm"
                disabled={isSearching}
                onClick={() => {
                  setQuery(popular);
                  search(popular);
                }}
              >
                {popular}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">Filters</legend>
        {filterFields.map((field) => (
          <div key={field.id} className="space-y-1.5">
            <Label htmlFor={field.id}>{field.label}</Label>
            <Select
              id={field.id}
              options={field.options}
              value={filters[field.key]}
              placeholder={field.label}
              onValueChange={(value) => setFilters((current) => ({ ...current, [field.key]: value }))}
            />
          </div>
        ))}
      </fieldset>
    </form>
  );
}
