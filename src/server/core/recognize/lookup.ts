import { entityKey } from "./keys";
import { COMPANIES } from "./registry/companies";
import { DISEASES } from "./registry/diseases";
import { DRUGS } from "./registry/drugs";
import { REGULATORS } from "./registry/regulators";
import { TARGETS } from "./registry/targets";
import type { CuratedEntry } from "./registry/types";
import type { EntityType } from "./types";

/** A registry entry as storage reads it: what a new entity row starts with. */
export type RegistryEntity = CuratedEntry & { readonly type: EntityType; readonly key: string };

const LISTS: readonly [EntityType, readonly CuratedEntry[]][] = [
  ["company", COMPANIES],
  ["drug", DRUGS],
  ["target", TARGETS],
  ["indication", DISEASES],
  ["regulator", REGULATORS],
];

const BY_KEY = new Map<string, RegistryEntity>(
  LISTS.flatMap(([type, list]) => list.map((entry) => [entityKey(type, entry.name), { ...entry, type, key: entityKey(type, entry.name) }] as const)),
);

/** The registry's entry for an entity key, with every alias and identifier it knows. */
export function registryEntity(key: string): RegistryEntity | undefined {
  return BY_KEY.get(key);
}
