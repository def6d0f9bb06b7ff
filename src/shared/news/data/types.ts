// Shapes of the curated lists. `name` is the canonical English name shown in entity lists; the
// name and every alias are matched in article text (see vocabularies.ts for the matching rules).

export type CuratedEntry = {
  readonly name: string;
  readonly aliases: readonly string[];
};

/** `country`: ISO 3166-1 alpha-2 code of the headquarters ("EU" for European bodies). */
export type Company = CuratedEntry & { readonly country: string };
export type Regulator = CuratedEntry & { readonly country: string };

/** `areas`: labels of the therapeutic_areas vocabulary the disease belongs to. */
export type Disease = CuratedEntry & { readonly areas: readonly string[] };

/** `pathway`: the targets_moa label, when the target belongs to one. */
export type Target = CuratedEntry & { readonly pathway?: string };

export type Technology = CuratedEntry;

/** `code`: ISO 3166-1 alpha-2, or a region code ("EU", "LATAM"). */
export type Geography = CuratedEntry & { readonly code: string };
