import type { Catalyst } from "@/shared/catalysts/contracts";
import { catalystEventName } from "@/shared/catalysts/format";
import { CatalystDate, CatalystSource, CatalystStatusBadge, EntityName } from "./catalyst-parts";

/** One catalyst as a card (phones, an entity page): only the facts it has. */
function CatalystCard({ catalyst }: { catalyst: Catalyst }) {
  const facts = (
    [
      ["Company", catalyst.company],
      ["Asset", catalyst.asset],
      ["Indication", catalyst.indication],
      ["Regulator", catalyst.regulator],
    ] as const
  ).filter(([, entity]) => entity !== null);
  return (
    <article className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CatalystDate catalyst={catalyst} />
        <CatalystStatusBadge catalyst={catalyst} />
      </div>
      <h3 className="font-semibold text-slate-900">{catalystEventName(catalyst.type, catalyst.detail)}</h3>
      {facts.length > 0 && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {facts.map(([label, entity]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd>
                <EntityName entity={entity} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="text-sm">
        <CatalystSource catalyst={catalyst} />
      </div>
    </article>
  );
}

/** Catalysts as cards, one under another unless `className` lays them out otherwise. */
export function CatalystCards({ catalysts, label, className = "space-y-3" }: { catalysts: readonly Catalyst[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={className}>
      {catalysts.map((catalyst) => (
        <li key={catalyst.id}>
          <CatalystCard catalyst={catalyst} />
        </li>
      ))}
    </ul>
  );
}
