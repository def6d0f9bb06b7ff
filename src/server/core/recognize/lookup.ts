import { entityKey } from "./keys";
import { foldName } from "./normalize";
import { REGISTRY_LISTS } from "./registry";
import type { CuratedEntry } from "./registry/types";
import type { EntityType } from "./types";

/** A registry entry as storage reads it: what a new entity row starts with. */
type RegistryRecord = CuratedEntry & { readonly type: EntityType; readonly key: string };

const BY_KEY = new Map<string, RegistryRecord>(
  REGISTRY_LISTS.flatMap(([type, list]) => list.map((entry) => [entityKey(type, entry.name), { ...entry, type, key: entityKey(type, entry.name) }] as const)),
);

/** The registry's entry for an entity key, with every alias and identifier it knows. */
export function registryEntity(key: string): RegistryRecord | undefined {
  return BY_KEY.get(key);
}

let byName: Map<string, RegistryRecord> | undefined;

/**
 * The registry's entry of this type that goes by a name with this lookup key (foldName), by its
 * name first, then its aliases. Built on first use: only an address no stored entity answers asks.
 */
export function registryEntityByName(type: EntityType, folded: string): RegistryRecord | undefined {
  if (!byName) {
    const map = new Map<string, RegistryRecord>();
    const records = [...BY_KEY.values()];
    for (const names of [(record: RegistryRecord) => [record.name], (record: RegistryRecord) => record.aliases]) {
      for (const record of records) {
        for (const name of names(record)) {
          const key = `${record.type}:${foldName(name)}`;
          if (!map.has(key)) map.set(key, record);
        }
      }
    }
    byName = map;
  }
  return byName.get(`${type}:${folded}`);
}
