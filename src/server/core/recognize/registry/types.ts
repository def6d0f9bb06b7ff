// Shapes of the seed registry (see README.md beside this file). `name` is the canonical English
// name shown on entity pages and in entity lists; the name and every alias are matched in
// article text (see vocabularies.ts for the matching rules). An entity's key is its type and
// the slug of its name (`entityKey`), stable across registry versions.

export type IdentifierScheme = "ticker" | "cik" | "drug-code" | "nct" | "jrct" | "ctr" | "chictr" | "euct" | "isrctn";

/** `value` normalized: tickers upper case with the exchange ("NASDAQ:CRVS"), drug codes without spaces or hyphens ("LY3537982"). */
export type Identifier = { readonly scheme: IdentifierScheme; readonly value: string };

export type CuratedEntry = {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly identifiers?: readonly Identifier[];
};

/** `country`: ISO 3166-1 alpha-2 code of the headquarters ("EU" for European bodies). */
/** `country` is absent where the source does not say (companies generated from SEC's tickers file). */
export type Company = CuratedEntry & { readonly country?: string };
/** One regulator in every language: NMPA, 国家药监局 and CFDA are one entry. */
/** `assesses`: an HTA body or payer (G-BA, NICE, HAS…), which assesses benefit and price but grants no marketing authorization. */
export type Regulator = CuratedEntry & { readonly country: string; readonly assesses?: true };

/** `areas`: labels of the therapeutic_areas vocabulary the disease belongs to. */
export type Disease = CuratedEntry & { readonly areas: readonly string[] };

/** `pathway`: the targets_moa label, when the target belongs to one. */
export type Target = CuratedEntry & { readonly pathway?: string };

/**
 * A medicine or candidate. Aliases hold its research codes as written ("LY-3537982"), INN and
 * brands in every language; `identifiers` its normalized codes. `developer` and `targets` name
 * entries of the company and target lists; `modality` a label of the modalities vocabulary.
 */
export type Drug = CuratedEntry & {
  readonly inn?: string;
  readonly brands?: readonly string[];
  readonly developer?: string;
  readonly targets?: readonly string[];
  readonly modality?: string;
};

export type Technology = CuratedEntry;

/** `code`: ISO 3166-1 alpha-2, or a region code ("EU", "LATAM"). */
export type Geography = CuratedEntry & { readonly code: string };
