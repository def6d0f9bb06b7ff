import { COMPANIES } from "./companies";
import { SEC_COMPANIES, SEC_IDENTIFIERS } from "./sec-companies";
import { DISEASES } from "./diseases";
import { DRUGS } from "./drugs";
import { REGULATORS } from "./regulators";
import { TARGETS } from "./targets";
import type { Company, CuratedEntry, Identifier } from "./types";
import type { EntityType } from "@/shared/entities/vocabulary";

// The registry's companies as recognizers read them: the curated list, each entry with the SEC
// identifiers found for it, then the companies generated from SEC's tickers file.

function withSecIdentifiers(company: Company): Company {
  const found = SEC_IDENTIFIERS[company.name];
  if (!found) return company;
  const key = (id: Identifier) => `${id.scheme}:${id.value}`;
  const known = new Set((company.identifiers ?? []).map(key));
  return { ...company, identifiers: [...(company.identifiers ?? []), ...found.filter((id) => !known.has(key(id)))] };
}

export const ALL_COMPANIES: readonly Company[] = [...COMPANIES.map(withSecIdentifiers), ...SEC_COMPANIES];

/** Every list that names entities, by the entity type its entries are. */
export const REGISTRY_LISTS: readonly [EntityType, readonly CuratedEntry[]][] = [
  ["company", ALL_COMPANIES],
  ["regulator", REGULATORS],
  ["indication", DISEASES],
  ["target", TARGETS],
  ["drug", DRUGS],
];
