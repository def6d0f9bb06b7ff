import { useId, type FormEvent } from "react";
import { Search } from "lucide-react";
import { POPULAR_PATENT_SEARCHES } from "@/shared/patents/options";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";

type PatentSearchFormProps = {
  query: string;
  onQueryChange: (query: string) => void;
  onSearch: (query: string) => void;
  onShortcut: (query: string) => void;
  isSearching: boolean;
};

/** The search box (Enter or the Search button) and the popular-search shortcuts (agents §2). */
export function PatentSearchForm({ query, onQueryChange, onSearch, onShortcut, isSearching }: PatentSearchFormProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // agents §5: a blank query does nothing.
    if (query.trim()) onSearch(query.trim());
  };

  return (
    <div className="space-y-4">
      <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
        <Label htmlFor={inputId} className="sr-only">
          Search patents
        </Label>
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Search patents by keyword, technology, or company..."
          maxLength={200}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={isSearching} className="sm:w-32">
          {isSearching ? <Spinner label={null} /> : <Search aria-hidden />}
          {isSearching ? "Searching..." : "Search"}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700" id={`${inputId}-popular`}>
          Popular searches:
        </span>
        <ul aria-labelledby={`${inputId}-popular`} className="flex flex-wrap gap-2">
          {POPULAR_PATENT_SEARCHES.map((shortcut) => (
            <li key={shortcut}>
              <Button variant="outline" size="sm" disabled={isSearching} onClick={() => onShortcut(shortcut)}>
                {shortcut}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
