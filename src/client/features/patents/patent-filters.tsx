import { useId } from "react";
import { SlidersHorizontal } from "lucide-react";
import {
  PATENT_COUNTRIES,
  PATENT_LANGUAGES,
  PATENT_SORTS,
  PATENT_STATUSES,
  type PatentFilterKey,
  type PatentFilterLimits,
  type PatentFilters as Filters,
} from "@/shared/patents/options";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/client/components/ui/accordion";
import { Label } from "@/client/components/ui/label";
import { Select, type SelectOption } from "@/client/components/ui/select";

type PatentFiltersProps = {
  filters: Filters;
  /** The filters the source cannot apply, with why; undefined while the source is not known. */
  limits: PatentFilterLimits | undefined;
  onChange: (filters: Filters) => void;
  disabled: boolean;
};

const FIELDS: ReadonlyArray<{ key: keyof Filters; label: string; options: readonly SelectOption[] }> = [
  { key: "status", label: "Status", options: PATENT_STATUSES },
  { key: "country", label: "Country", options: PATENT_COUNTRIES },
  { key: "language", label: "Language", options: PATENT_LANGUAGES },
  { key: "sort", label: "Sort By", options: PATENT_SORTS },
];

/**
 * Collapsible Advanced Filters (agents §2), closed at first; defaults GRANT, US, ENGLISH, relevance
 * (§9). A filter the source cannot apply is disabled, shows the value all its patents share (or
 * "All"), and says why beneath.
 */
export function PatentFilters({ filters, limits, onChange, disabled }: PatentFiltersProps) {
  const id = useId();
  return (
    <Accordion type="single" collapsible className="rounded-md border border-slate-200 px-4">
      <AccordionItem value="filters">
        <AccordionTrigger headingLevel="h2" className="py-3 text-sm">
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal aria-hidden className="size-4" />
            Advanced Filters
          </span>
        </AccordionTrigger>
        <AccordionContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIELDS.map((field) => {
            // Sort applies with every source; the others wait for the source's limits.
            const limit = field.key === "sort" ? undefined : limits?.[field.key as PatentFilterKey];
            const limited = field.key !== "sort" && (!limits || limit !== undefined);
            const reasonId = `${id}-${field.key}-reason`;
            return (
              <div key={field.key} className="space-y-1.5">
                <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
                <Select
                  id={`${id}-${field.key}`}
                  options={field.options}
                  value={limited ? (limit?.value ?? "") : filters[field.key]}
                  placeholder={limited ? "All" : field.label}
                  disabled={disabled || limited}
                  aria-describedby={limit ? reasonId : undefined}
                  onValueChange={(value) => onChange({ ...filters, [field.key]: value } as Filters)}
                />
                {limit && (
                  <p id={reasonId} className="text-xs text-slate-600">
                    {limit.reason}
                  </p>
                )}
              </div>
            );
          })}
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
