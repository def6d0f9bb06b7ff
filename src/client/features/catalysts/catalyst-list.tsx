import type { Catalyst } from "@/shared/catalysts/contracts";
import { catalystEventName } from "@/shared/catalysts/format";
import type { EntityRef } from "@/shared/entities/vocabulary";
import { DATA_CELL, DataTable } from "@/client/components/ui/data-table";
import { CatalystCards } from "./catalyst-card";
import { CatalystDate, CatalystSource, CatalystStatusBadge, EntityName } from "./catalyst-parts";

const COLUMNS = ["Date", "Event", "Company", "Asset", "Indication", "Regulator", "Status", "Source"] as const;

/** A table cell of an entity's name (the calendar's and the review queue's). */
export function EntityCell({ entity }: { entity: EntityRef | null }) {
  return (
    <td className={DATA_CELL}>
      <EntityName entity={entity} />
    </td>
  );
}

/** One catalyst as a row of the calendar's table (wide screens). */
export function CatalystRow({ catalyst }: { catalyst: Catalyst }) {
  return (
    <tr className="hover:bg-slate-50">
      <td className={DATA_CELL}>
        <CatalystDate catalyst={catalyst} />
      </td>
      <td className={`${DATA_CELL} font-medium text-slate-900`}>{catalystEventName(catalyst.type, catalyst.detail)}</td>
      <EntityCell entity={catalyst.company} />
      <EntityCell entity={catalyst.asset} />
      <EntityCell entity={catalyst.indication} />
      <EntityCell entity={catalyst.regulator} />
      <td className={DATA_CELL}>
        <CatalystStatusBadge catalyst={catalyst} />
      </td>
      <td className={`${DATA_CELL} max-w-80`}>
        <CatalystSource catalyst={catalyst} />
      </td>
    </tr>
  );
}

/** The calendar's list: a table on wide screens, cards on a phone (one of the two is shown). */
export function CatalystList({ catalysts }: { catalysts: readonly Catalyst[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <DataTable label="Catalysts" columns={COLUMNS} minWidthClass="min-w-[52rem]" placeholder={null}>
          {catalysts.map((catalyst) => (
            <CatalystRow key={catalyst.id} catalyst={catalyst} />
          ))}
        </DataTable>
      </div>
      <div className="lg:hidden">
        <CatalystCards catalysts={catalysts} label="Catalysts" />
      </div>
    </>
  );
}
