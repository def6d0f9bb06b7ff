import { useId, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { PREPRINT_SOURCES, type PreprintSource } from "@/shared/literature/limits";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { Textarea } from "@/client/components/ui/textarea";

type PaperSearchFormProps = {
  isSearching: boolean;
  onSearch: (query: string, sources: PreprintSource[]) => void;
};

/** Data source toggles (both on), the query, and Search Papers (spec §2). */
export function PaperSearchForm({ isSearching, onSearch }: PaperSearchFormProps) {
  const [query, setQuery] = useState("");
  const [sources, setSources] = useState<PreprintSource[]>([...PREPRINT_SOURCES]);
  const queryId = useId();

  function toggle(source: PreprintSource, isOn: boolean) {
    setSources((current) => PREPRINT_SOURCES.filter((item) => (item === source ? isOn : current.includes(item))));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isSearching || sources.length === 0) return;
    onSearch(query, sources);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Search Preprints</CardTitle>
        <CardDescription>Search bioRxiv and medRxiv preprints through Europe PMC.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-label="Search scientific papers" className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Data sources</legend>
            <div className="flex flex-wrap gap-6">
              {PREPRINT_SOURCES.map((source) => (
                <div key={source} className="flex items-center gap-2">
                  <Checkbox
                    id={`${queryId}-${source}`}
                    checked={sources.includes(source)}
                    onCheckedChange={(checked) => toggle(source, checked === true)}
                  />
                  <Label htmlFor={`${queryId}-${source}`}>{source}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor={queryId}>Research query</Label>
            <Textarea
              id={queryId}
              rows={3}
              value={query}
              placeholder="e.g. CRISPR screens in T cell exhaustion, single-cell atlas of fibrosis…"
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey) submit(event);
              }}
            />
          </div>
          <Button type="submit" disabled={isSearching || sources.length === 0}>
            {isSearching ? <Spinner label={null} /> : <Search aria-hidden />}
            {isSearching ? "Searching..." : "Search Papers"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
