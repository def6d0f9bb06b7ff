import { useId, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { FILING_QUERY_MAX, FILING_TYPES, type FilingType } from "@/shared/filings/constants";
import type { SearchFilingsRequest } from "@/shared/filings/contracts";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { Textarea } from "@/client/components/ui/textarea";

type FilingSearchFormProps = {
  isSearching: boolean;
  /** Called with the trimmed criteria; the page checks them and searches. */
  onSearch: (request: SearchFilingsRequest) => void;
};

/** Company query, optional CIK and the 10-K / 20-F toggles, both on at first (spec §2). */
export function FilingSearchForm({ isSearching, onSearch }: FilingSearchFormProps) {
  const [query, setQuery] = useState("");
  const [cik, setCik] = useState("");
  const [types, setTypes] = useState<FilingType[]>([...FILING_TYPES]);
  const queryId = useId();
  const cikId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isSearching || types.length === 0) return;
    onSearch({ query: query.trim(), cik: cik.trim(), filingTypes: types });
  }

  function toggle(type: FilingType, checked: boolean) {
    setTypes((current) => FILING_TYPES.filter((value) => (value === type ? checked : current.includes(value))));
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={queryId}>Company name or ticker</Label>
        <Textarea
          id={queryId}
          rows={2}
          maxLength={FILING_QUERY_MAX}
          value={query}
          placeholder="e.g. Moderna, LLY, or words from the filings such as mRNA vaccines"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) submit(event);
          }}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
        <div className="space-y-2">
          <Label htmlFor={cikId}>CIK Number (optional)</Label>
          <Input id={cikId} inputMode="numeric" maxLength={10} value={cik} placeholder="e.g. 1682852" onChange={(event) => setCik(event.target.value)} />
        </div>
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="sr-only">Filing types</legend>
          {FILING_TYPES.map((type) => (
            <Label key={type} className="flex items-center gap-2">
              <Checkbox checked={types.includes(type)} onCheckedChange={(checked) => toggle(type, checked === true)} />
              {type}
            </Label>
          ))}
        </fieldset>
      </div>
      <Button type="submit" disabled={isSearching || types.length === 0}>
        {isSearching ? <Spinner label={null} /> : <Search aria-hidden />}
        {isSearching ? "Searching..." : "Search Filings"}
      </Button>
    </form>
  );
}
