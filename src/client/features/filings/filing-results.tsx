import type { FilingType } from "@/shared/filings/constants";
import { FILING_TYPES } from "@/shared/filings/constants";
import type { FilingResult, FilingSections } from "@/shared/filings/contracts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { FilingCard } from "./filing-card";

const TABS: Array<{ value: "all" | FilingType; label: string }> = [
  { value: "all", label: "All" },
  ...FILING_TYPES.map((type) => ({ value: type, label: type })),
];

type FilingResultsProps = { filings: FilingResult[]; onSectionsRead: (id: string, sections: FilingSections) => void };

/** Result tabs All / 10-K / 20-F with counts (spec §2); an amendment is counted with its original. */
export function FilingResults({ filings, onSectionsRead }: FilingResultsProps) {
  const shown = (tab: "all" | FilingType) => (tab === "all" ? filings : filings.filter((filing) => filing.filing_type === tab));
  return (
    <Tabs defaultValue="all">
      <TabsList className="max-w-md">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label} ({shown(tab.value).length})
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="space-y-4">
          {shown(tab.value).length === 0 ? (
            <p className="text-sm text-slate-600">No {tab.value === "all" ? "" : `${tab.label} `}filings in these results.</p>
          ) : (
            shown(tab.value).map((filing) => <FilingCard key={filing.id} filing={filing} onSectionsRead={onSectionsRead} />)
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
