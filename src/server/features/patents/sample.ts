import type { Patent } from "@/shared/patents/contracts";
import {
  PATENT_CATEGORIES,
  PATENT_LANGUAGES,
  PATENT_LIMITS,
  SAMPLE_DATA_NOTICE,
  labelOf,
  type PatentCategory,
  type PatentCountry,
  type PatentFilters,
  type PatentStatus,
} from "@/shared/patents/options";
import { sortPatents } from "./sort";

/**
 * Sample patents for a search when no patent service is configured (spec README, "Where we
 * deliberately differ" 2). The same query and filters give the same patents on the same day: a
 * seeded generator, no randomness. Names and companies are invented; the screen says so.
 */
export type SampleSearch = { query: string; filters: PatentFilters; today: Date };
export type SampleResult = { patents: Patent[]; total: number; notices: string[] };

const DAY_MS = 86_400_000;
const CONDITIONS = [
  "non-small cell lung cancer",
  "type 2 diabetes",
  "rheumatoid arthritis",
  "Alzheimer's disease",
  "multiple myeloma",
  "plaque psoriasis",
  "chronic heart failure",
  "cystic fibrosis",
  "HIV-1 infection",
  "acute myeloid leukemia",
] as const;
const PARTNERS = ["a PD-1 inhibitor", "metformin", "a CDK4/6 inhibitor", "standard chemotherapy", "an anti-VEGF antibody"] as const;
const FIRST_NAMES = ["Anna", "Lars", "Mei", "Kenji", "Sofia", "David", "Priya", "Jonas", "Elena", "Tomas", "Yuki", "Sarah", "Marco", "Ingrid"] as const;
const LAST_NAMES = ["Lindqvist", "Tanaka", "Chen", "Muller", "Rossi", "Patel", "Andersson", "Schmid", "Kowalski", "Nakamura", "Berg", "Okafor"] as const;
const ASSIGNEES = [
  "Nordvik Biologics AB",
  "Helixa Therapeutics Inc.",
  "Kairos Pharma Co., Ltd.",
  "Alpenrose Biotech AG",
  "Rheinfeld Pharma GmbH",
  "Meridian Diagnostics Corp.",
  "Cobalt Bay Biosciences LLC",
  "University of Lundholm",
] as const;

type Texts = { title: string; abstract: string };
type TextInput = { subject: string; condition: string; partner: string };

const TEXTS: Record<PatentCategory, (input: TextInput) => Texts> = {
  "Drug Development": ({ subject, condition }) => ({
    title: `Compounds and pharmaceutical compositions for ${subject}`,
    abstract: `Disclosed are novel compounds related to ${subject}, pharmaceutical compositions comprising them, and their use in the treatment of ${condition}. The compounds show improved selectivity and oral bioavailability in preclinical models.`,
  }),
  "Clinical Application": ({ subject, condition }) => ({
    title: `Methods of treating ${condition} using ${subject}`,
    abstract: `Methods of treating ${condition} in a patient by administering an effective amount of an agent based on ${subject}, including dosing regimens, patient selection criteria and clinical endpoints.`,
  }),
  Manufacturing: ({ subject }) => ({
    title: `Scalable manufacturing process for ${subject}`,
    abstract: `A process for producing ${subject} at commercial scale, comprising cell culture in a bioreactor, multi-step purification and formulation, yielding a product of consistent purity and potency.`,
  }),
  "Combination Therapy": ({ subject, condition, partner }) => ({
    title: `${capitalize(subject)} in combination with ${partner} for ${condition}`,
    abstract: `A combination therapy for ${condition} comprising ${subject} administered in combination with ${partner}. The combination shows a synergistic effect compared with either agent alone.`,
  }),
  Diagnostics: ({ subject, condition }) => ({
    title: `Diagnostic assay for ${condition} based on ${subject}`,
    abstract: `An assay and kit for detecting biomarkers of ${condition} using ${subject}, allowing diagnosis, prognosis and monitoring of response to therapy from a blood sample.`,
  }),
};

export function generateSamplePatents({ query, filters, today }: SampleSearch): SampleResult {
  const subject = query.trim().replace(/\s+/g, " ");
  const notices = [SAMPLE_DATA_NOTICE, ...sampleNotices(filters)];
  // Nothing to match: a query without a letter or digit finds no patents (the empty state).
  if (!/[\p{L}\p{N}]/u.test(subject)) return { patents: [], total: 0, notices };

  const status: PatentStatus = filters.country === "WO" ? "APPLICATION" : filters.status;
  const random = seededRandom(`${subject.toLowerCase()}|${filters.status}|${filters.country}|${filters.language}`);
  const count = Math.min(PATENT_LIMITS.results, 8 + Math.floor(random() * 9));
  const patents: Patent[] = [];
  const ids = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const category = pick(random, PATENT_CATEGORIES);
    const texts = TEXTS[category]({ subject, condition: pick(random, CONDITIONS), partner: pick(random, PARTNERS) });
    const published = new Date(today.getTime() - Math.floor(random() * 8 * 365) * DAY_MS);
    // Grants take two to four years from filing; applications publish 18 months after filing.
    const pendingDays = status === "GRANT" ? 700 + Math.floor(random() * 700) : 548;
    const filed = new Date(published.getTime() - pendingDays * DAY_MS);
    const ageYears = (today.getTime() - published.getTime()) / (365 * DAY_MS);
    const citations = Math.floor(random() * (status === "GRANT" ? 4 + ageYears * 6 : 4));
    const relevance = Math.max(0.5, 0.98 - index * 0.03 - random() * 0.02);
    let id = sampleId(random, filters.country, status, published.getUTCFullYear());
    while (ids.has(id)) id = sampleId(random, filters.country, status, published.getUTCFullYear());
    ids.add(id);
    patents.push({
      id,
      title: texts.title,
      inventors: [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`))],
      assignee: pick(random, ASSIGNEES),
      filingDate: isoDay(filed),
      publicationDate: isoDay(published),
      abstract: texts.abstract,
      citations,
      relevance: Math.round(relevance * 100) / 100,
      category,
      country: filters.country,
      status,
    });
  }
  return { patents: sortPatents(patents, filters.sort), total: patents.length, notices };
}

function sampleNotices(filters: PatentFilters): string[] {
  const notices: string[] = [];
  if (filters.country === "WO" && filters.status === "GRANT") {
    notices.push("WO (PCT) documents are international applications: no patent is granted under WO, so these are applications.");
  }
  if (filters.language !== "ENGLISH") {
    notices.push(`Sample data is written in English; a real source would return documents in ${labelOf(PATENT_LANGUAGES, filters.language)}.`);
  }
  return notices;
}

function sampleId(random: () => number, country: PatentCountry, status: PatentStatus, year: number): string {
  const digits = (length: number) => String(Math.floor(random() * 10 ** length)).padStart(length, "0");
  const granted = status === "GRANT";
  switch (country) {
    case "US":
      return granted ? `US${10_000_000 + Math.floor(random() * 2_500_000)}B2` : `US${year}0${digits(6)}A1`;
    case "JP":
      return granted ? `JP${6_000_000 + Math.floor(random() * 1_500_000)}B2` : `JP${year}${digits(6)}A`;
    case "CH":
      return `CH${700_000 + Math.floor(random() * 30_000)}${granted ? "B1" : "A2"}`;
    case "DE":
      return `DE10${year}${digits(6)}${granted ? "B4" : "A1"}`;
    case "WO":
      return `WO${year}${digits(6)}A1`;
  }
}

/** FNV-1a over the text, then mulberry32: small, fast and the same on every machine. */
export function seededRandom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    seed ^= text.charCodeAt(index);
    seed = Math.imul(seed, 0x01000193);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), seed | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
