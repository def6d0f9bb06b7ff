import { describe, expect, it } from "vitest";
import { VOCABULARIES } from "@/shared/news/vocabularies";
import { COMPANIES } from "./companies";
import { DISEASES } from "./diseases";
import { GEOGRAPHIES, MARKET_BY_CODE } from "./geographies";
import { REGULATORS } from "./regulators";
import { TARGETS } from "./targets";
import { TECHNOLOGIES } from "./technologies";
import type { CuratedEntry } from "./types";

const labelsOf = (category: keyof typeof VOCABULARIES) => new Set(VOCABULARIES[category].map((entry) => entry.label));
const fold = (name: string) => name.replace(/\*/g, "").normalize("NFKC").toLowerCase().trim();

/** Each name or alias points at one entry of its list. */
function expectUnambiguous(list: readonly CuratedEntry[]) {
  const owner = new Map<string, string>();
  for (const entry of list) {
    for (const phrase of new Set([entry.name, ...entry.aliases].map(fold))) {
      expect(owner.get(phrase) ?? entry.name, `"${phrase}"`).toBe(entry.name);
      owner.set(phrase, entry.name);
    }
  }
}

describe("curated lists", () => {
  it("holds a few hundred companies from every region the news covers", () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(250);
    const countries = new Set(COMPANIES.map((company) => company.country));
    for (const country of ["US", "CN", "JP", "KR", "DE", "GB", "CH", "IN"]) expect(countries).toContain(country);
    expect(COMPANIES.find((company) => company.name === "Jiangsu Hengrui Medicine")?.aliases).toEqual(
      expect.arrayContaining(["Hengrui", "恒瑞医药", "恒瑞"]),
    );
  });

  it("has the main regulators with their native names", () => {
    const names = REGULATORS.map((regulator) => regulator.name);
    for (const name of ["FDA", "EMA", "NMPA", "PMDA", "MHRA", "Health Canada", "TGA", "Swissmedic", "MFDS", "CDSCO", "ANVISA", "BfArM", "Paul-Ehrlich-Institut"]) {
      expect(names).toContain(name);
    }
    expect(REGULATORS.find((regulator) => regulator.name === "NMPA")?.aliases).toContain("国家药品监督管理局");
  });

  it("has about 150 diseases, each in therapeutic areas of the vocabulary", () => {
    expect(DISEASES.length).toBeGreaterThanOrEqual(140);
    const areas = labelsOf("therapeutic_areas");
    for (const disease of DISEASES) for (const area of disease.areas) expect(areas, disease.name).toContain(area);
  });

  it("links targets to targets_moa labels and places to geographies labels", () => {
    const pathways = labelsOf("targets_moa");
    for (const target of TARGETS) if (target.pathway) expect(pathways, target.name).toContain(target.pathway);
    for (const name of ["PD-1", "PD-L1", "HER2", "EGFR", "KRAS G12C", "GLP-1", "CD19", "BCMA"]) {
      expect(TARGETS.map((target) => target.name)).toContain(name);
    }
    const markets = labelsOf("geographies");
    for (const market of Object.values(MARKET_BY_CODE)) expect(markets).toContain(market);
    for (const geography of GEOGRAPHIES) expect(geography.code).toMatch(/^[A-Z]{2,6}$/);
  });

  it("lets no name or alias stand for two entries of one list", () => {
    for (const list of [COMPANIES, REGULATORS, DISEASES, TARGETS, TECHNOLOGIES, GEOGRAPHIES]) expectUnambiguous(list);
  });
});
