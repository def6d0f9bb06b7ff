import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { CATALYST_TYPE_NAMES, CATALYST_TYPES } from "@/shared/catalysts/vocabulary";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import type { SelectOption } from "@/client/components/ui/select";
import { PendingButton } from "@/client/components/ui/pending-button";
import { newsApi } from "@/client/lib/operations/news";
import { useGetEntity } from "../entities/use-get-entity";
import { REGULATOR_OPTIONS } from "./catalyst-regulators";
import { isIsoDay, toggledType, withFilter, type CalendarState, type CalendarWhen } from "./calendar-params";
import { useFindCompany } from "./use-find-company";

type FiltersProps = { state: CalendarState; onChange: (next: CalendarState) => void };

const LABEL = "text-sm font-medium text-slate-700";
const WHEN_NAMES: Record<CalendarWhen, string> = { upcoming: "Upcoming", past: "Past, with outcome", all: "All" };

/**
 * The calendar's filters (issue 21 §2): types, regulator, topic and whether ahead or past apply at
 * once; the company and the date range on Apply. Native controls, so the page's chunk stays small.
 */
export function CatalystFilters({ state, onChange }: FiltersProps) {
  const id = useId();
  const { filter } = state;
  // The feed's most frequent topics, asked here, not through news/use-list-topics: sharing that
  // module split the news client out of the entry chunk.
  const topics = useQuery({ ...newsApi.listTopics.queryOptions(), select: (data) => data.topics.map(({ label }) => ({ value: label, label })) }).data ?? [];
  const set = (change: Parameters<typeof withFilter>[1]) => onChange(withFilter(state, change));
  const isFiltered = filter.type.length > 0 || Boolean(filter.regulator || filter.company || filter.entity || filter.tag || filter.from || filter.to);
  return (
    <section aria-label="Filters" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className={LABEL}>Event type</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CATALYST_TYPES.map((type) => (
            <label
              key={type}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50 has-checked:text-teal-900"
            >
              <input
                type="checkbox"
                checked={filter.type.includes(type)}
                onChange={() => set({ type: toggledType(filter.type, type) })}
                className="size-3.5 accent-teal-700"
              />
              {CATALYST_TYPE_NAMES[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect id={`${id}-regulator`} label="Regulator" emptyLabel="Any regulator" options={REGULATOR_OPTIONS} value={filter.regulator} onChange={(regulator) => set({ regulator })} />
        <FilterSelect id={`${id}-tag`} label="Topic" emptyLabel="Any topic" options={topics} value={filter.tag} onChange={(tag) => set({ tag })} />
        {state.view === "list" && (
          <fieldset className="sm:col-span-2">
            <legend className={LABEL}>Show</legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {(Object.keys(WHEN_NAMES) as CalendarWhen[]).map((when) => (
                <label key={when} className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800">
                  <input type="radio" name={`${id}-when`} checked={filter.when === when} onChange={() => set({ when })} className="size-4 accent-teal-700" />
                  {WHEN_NAMES[when]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
      <RangeAndCompanyForm key={`${filter.from}|${filter.to}|${filter.company}`} state={state} onChange={onChange} />
      {isFiltered && (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm">
          {filter.company && <EntityFilter prefix="Company" slug={filter.company} onRemove={() => set({ company: undefined })} />}
          {filter.entity && <EntityFilter prefix="Concerning" slug={filter.entity} onRemove={() => set({ entity: undefined })} />}
          <Button
            variant="link"
            size="sm"
            className="ml-auto h-auto px-1"
            onClick={() => onChange({ ...state, filter: { type: [], when: filter.when } })}
          >
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}

type FilterSelectProps = { id: string; label: string; emptyLabel: string; options: readonly SelectOption[]; value: string | undefined; onChange: (value: string | undefined) => void };

/** A filter of one choice; a value the address holds that the list lacks is offered by itself. */
function FilterSelect({ id, label, emptyLabel, options, value, onChange }: FilterSelectProps) {
  const choices = value && !options.some((option) => option.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <NativeSelect id={id} value={value ?? ""} onChange={(change) => onChange(change.target.value || undefined)} options={choices} emptyLabel={emptyLabel} />
    </div>
  );
}

/**
 * The company (by its name, resolved to its entity as its page would be) and the date range,
 * applied together: a date typed digit by digit would otherwise fill the history with years.
 */
function RangeAndCompanyForm({ state, onChange }: FiltersProps) {
  const id = useId();
  const findCompany = useFindCompany();
  const [rangeError, setRangeError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    findCompany.reset();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? "").trim();
    const [from, to, company] = [read("from"), read("to"), read("company")];
    if ((from && !isIsoDay(from)) || (to && !isIsoDay(to))) return setRangeError("Give the dates as YYYY-MM-DD.");
    if (from && to && to < from) return setRangeError("The end of the range comes before its start.");
    setRangeError(undefined);
    // The month view has no range of its own to apply: its month is the range.
    const change = state.view === "list" ? { from: from || undefined, to: to || undefined } : {};
    if (!company) return onChange(withFilter(state, change));
    findCompany.mutate(company, { onSuccess: (slug) => onChange(withFilter(state, { ...change, company: slug })) });
  };
  const companyError = findCompany.error?.message;
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} aria-label="Company and dates" className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-company`} className={LABEL}>
          Company
        </label>
        <Input
          id={`${id}-company`}
          name="company"
          autoComplete="off"
          placeholder="Company name"
          maxLength={200}
          aria-invalid={companyError ? true : undefined}
          aria-describedby={companyError ? errorId : undefined}
        />
      </div>
      {state.view === "list" && (
        <>
          <DateField id={`${id}-from`} name="from" label="From" value={state.filter.from} errorId={rangeError ? errorId : undefined} />
          <DateField id={`${id}-to`} name="to" label="To" value={state.filter.to} errorId={rangeError ? errorId : undefined} />
        </>
      )}
      <PendingButton type="submit" variant="outline" isPending={findCompany.isPending}>
        Apply
      </PendingButton>
      {(companyError || rangeError) && (
        <p id={errorId} role="alert" className="text-sm text-red-600 sm:col-span-2">
          {companyError ?? rangeError}
        </p>
      )}
    </form>
  );
}

function DateField({ id, name, label, value, errorId }: { id: string; name: string; label: string; value: string | undefined; errorId?: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <Input id={id} name={name} type="date" defaultValue={value ?? ""} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
    </div>
  );
}

/** A company or entity the calendar is filtered by, by its name once known (its slug until then). */
function EntityFilter({ prefix, slug, onRemove }: { prefix: string; slug: string; onRemove: () => void }) {
  const name = useGetEntity(slug).data?.name ?? slug;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-teal-300 bg-teal-50/60 py-0.5 pr-1 pl-2.5 text-teal-900">
      {prefix}: {name}
      <Button variant="link" size="sm" className="h-auto px-1" aria-label={`Remove filter ${name}`} onClick={onRemove}>
        Remove
      </Button>
    </span>
  );
}
