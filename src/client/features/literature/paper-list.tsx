import { FileSearch, SearchX } from "lucide-react";
import type { SearchedPaper } from "@/shared/literature/contracts";
import { plural } from "@/shared/plural";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { EmptyState } from "@/client/components/ui/empty-state";
import { Spinner } from "@/client/components/ui/spinner";
import { PaperCard } from "./paper-card";

type PaperListProps = { papers: SearchedPaper[]; hasSearched: boolean; isSearching: boolean };

/** Research Papers: the results, or what to do before there are any. */
export function PaperList({ papers, hasSearched, isSearching }: PaperListProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Research Papers</CardTitle>
        {papers.length > 0 && <CardDescription>{plural(papers.length, "paper")}, most relevant first</CardDescription>}
      </CardHeader>
      <CardContent>
        {isSearching ? (
          <Spinner label="Searching papers" />
        ) : papers.length > 0 ? (
          <ol className="space-y-4">
            {papers.map((paper, index) => (
              <li key={paper.id}>
                <PaperCard paper={paper} number={index + 1} />
              </li>
            ))}
          </ol>
        ) : hasSearched ? (
          <EmptyState
            icon={<SearchX aria-hidden className="size-8 text-slate-500" />}
            text="No papers found. Try other keywords or select another source."
          />
        ) : (
          <EmptyState
            icon={<FileSearch aria-hidden className="size-8 text-teal-700" />}
            text="Enter a research question or topic to search preprints."
          />
        )}
      </CardContent>
    </Card>
  );
}
