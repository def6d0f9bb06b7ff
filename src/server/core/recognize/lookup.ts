import { entityKey } from "./keys";
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
