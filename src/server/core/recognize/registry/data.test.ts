import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VOCABULARIES } from "@/shared/news/vocabularies";
import { COMPANIES } from "./companies";
import { DISEASES } from "./diseases";
import { DRUGS } from "./drugs";
import { GEOGRAPHIES, MARKET_BY_CODE } from "./geographies";
import { ALL_COMPANIES } from "./index";
import { REGULATORS } from "./regulators";
import { SEC_COMPANIES, SEC_IDENTIFIERS } from "./sec-companies";
import { cleanSecName, renderSecCompanies, selectSecCompanies } from "./sec-filter";
import { TARGETS } from "./targets";
import { TECHNOLOGIES } from "./technologies";
import type { CuratedEntry, IdentifierScheme } from "./types";
import { REGISTRY_VERSION } from "./version";

const root = path.resolve(import.meta.dirname, "../../../../..");
const EXCERPT = "src/server/core/recognize/registry/sources/sec-company-tickers-exchange.biopharma.json";
const readJson = (file: string) => JSON.parse(readFileSync(path.resolve(root, file), "utf8")) as unknown;

const labelsOf = (category: keyof typeof VOCABULARIES) => new Set(VOCABULARIES[category].map((entry) => entry.label));
const fold = (name: string) => name.replace(/\*/g, "").normalize("NFKC").toLowerCase().trim();
const normalizeCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, "");

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

const IDENTIFIER_SHAPES: Partial<Record<IdentifierScheme, RegExp>> = {
  ticker: /^(NASDAQ|NYSE|HKEX|SSE|SZSE|TSE|KRX):[A-Z0-9.]+$/,
  cik: /^\d{10}$/,
  "drug-code": /^[A-Z0-9./()]+$/,
};

/** Identifiers have their scheme's shape and belong to one entry each. */
function expectWellFormedIdentifiers(list: readonly CuratedEntry[]) {
  const owner = new Map<string, string>();
  for (const entry of list) {
    for (const id of entry.identifiers ?? []) {
      expect(id.value, `${entry.name} ${id.scheme}`).toMatch(IDENTIFIER_SHAPES[id.scheme] ?? /\S/);
      const key = `${id.scheme}:${id.value}`;
      expect(owner.get(key) ?? entry.name, key).toBe(entry.name);
      owner.set(key, entry.name);
    }
  }
}

describe("curated lists", () => {
  it("states its version as README.md does", () => {
    expect(REGISTRY_VERSION).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
    expect(readFileSync(path.resolve(import.meta.dirname, "README.md"), "utf8")).toContain(`Version: **${REGISTRY_VERSION}**`);
  });

  it("holds over a thousand companies from every region the news covers", () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(450);
    expect(ALL_COMPANIES.length).toBeGreaterThanOrEqual(1000);
    const countries = new Set(COMPANIES.map((company) => company.country));
    for (const country of ["US", "CN", "JP", "KR", "DE", "GB", "CH", "IN", "FR", "ES", "IT"]) expect(countries).toContain(country);
    expect(COMPANIES.find((company) => company.name === "Jiangsu Hengrui Medicine")?.aliases).toEqual(
      expect.arrayContaining(["Hengrui", "恒瑞医药", "恒瑞", "江苏恒瑞医药股份有限公司"]),
    );
  });

  it("gives companies their tickers and CIKs, curated ones included", () => {
    const byName = new Map(ALL_COMPANIES.map((company) => [company.name, company.identifiers ?? []]));
    expect(byName.get("Vertex Pharmaceuticals")).toEqual(
      expect.arrayContaining([{ scheme: "ticker", value: "NASDAQ:VRTX" }, { scheme: "cik", value: "0000875320" }]),
    );
    expect(byName.get("Pfizer")).toContainEqual({ scheme: "ticker", value: "NYSE:PFE" });
    expect(byName.get("Jiangsu Hengrui Medicine")).toContainEqual({ scheme: "ticker", value: "SSE:600276" });
    expect(byName.get("Innovent Biologics")).toContainEqual({ scheme: "ticker", value: "HKEX:1801" });
    expect(byName.get("Takeda")).toContainEqual({ scheme: "ticker", value: "TSE:4502" });
    expect(byName.get("Celltrion")).toContainEqual({ scheme: "ticker", value: "KRX:068270" });
    expect(byName.get("Sarepta Therapeutics")).toContainEqual({ scheme: "cik", value: "0000873303" });
  });

  it("has the main regulators with their native names, one entry per authority", () => {
    const names = REGULATORS.map((regulator) => regulator.name);
    for (const name of ["FDA", "EMA", "NMPA", "PMDA", "MHRA", "Health Canada", "TGA", "Swissmedic", "MFDS", "CDSCO", "ANVISA", "BfArM", "Paul-Ehrlich-Institut"]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain("MHLW");
    const aliasesOf = (name: string) => REGULATORS.find((regulator) => regulator.name === name)?.aliases;
    expect(aliasesOf("NMPA")).toEqual(expect.arrayContaining(["国家药品监督管理局", "国家药监局", "CFDA"]));
    expect(aliasesOf("PMDA")).toEqual(expect.arrayContaining(["MHLW", "厚生労働省", "厚労省"]));
    expect(aliasesOf("MFDS")).toEqual(expect.arrayContaining(["식약처", "식품의약품안전처"]));
  });

  it("has diseases in each area of the vocabulary, the common ones named in seven languages", () => {
    expect(DISEASES.length).toBeGreaterThanOrEqual(140);
    const areas = labelsOf("therapeutic_areas");
    for (const disease of DISEASES) for (const area of disease.areas) expect(areas, disease.name).toContain(area);
    const breastCancer = DISEASES.find((disease) => disease.name === "Breast cancer")?.aliases;
    expect(breastCancer).toEqual(expect.arrayContaining(["乳腺癌", "乳がん", "유방암", "Brustkrebs", "cancer du sein", "cáncer de mama"]));
  });

  it("links targets to targets_moa labels and places to geographies labels", () => {
    const pathways = labelsOf("targets_moa");
    for (const target of TARGETS) if (target.pathway) expect(pathways, target.name).toContain(target.pathway);
    for (const name of ["PD-1", "PD-L1", "HER2", "EGFR", "KRAS G12C", "GLP-1", "CD19", "BCMA", "Claudin 18.2", "TROP2", "B7-H3", "GPRC5D", "FcRn", "TL1A", "Amylin"]) {
      expect(TARGETS.map((target) => target.name)).toContain(name);
    }
    const markets = labelsOf("geographies");
    for (const market of Object.values(MARKET_BY_CODE)) expect(markets).toContain(market);
    for (const geography of GEOGRAPHIES) expect(geography.code).toMatch(/^[A-Z]{2,6}$/);
  });

  it("lets no name or alias stand for two entries of one list", () => {
    for (const list of [ALL_COMPANIES, REGULATORS, DISEASES, TARGETS, TECHNOLOGIES, GEOGRAPHIES, DRUGS]) expectUnambiguous(list);
  });

  it("writes identifiers in their scheme's form, each owned by one entry", () => {
    for (const list of [ALL_COMPANIES, DRUGS]) expectWellFormedIdentifiers(list);
  });
});

describe("drugs", () => {
  it("holds a few hundred medicines and candidates", () => {
    expect(DRUGS.length).toBeGreaterThanOrEqual(400);
    const names = DRUGS.map((drug) => drug.name);
    for (const name of ["pembrolizumab", "semaglutide", "tirzepatide", "lecanemab", "ivonescimab", "sacituzumab tirumotecan", "zanubrutinib", "ciltacabtagene autoleucel"]) {
      expect(names).toContain(name);
    }
  });

  it("links each drug to a listed developer, listed targets and a modality label", () => {
    const companies = new Set(ALL_COMPANIES.map((company) => company.name));
    const targets = new Set(TARGETS.map((target) => target.name));
    const modalities = labelsOf("modalities");
    for (const drug of DRUGS) {
      if (drug.developer) expect(companies, drug.name).toContain(drug.developer);
      for (const target of drug.targets ?? []) expect(targets, drug.name).toContain(target);
      if (drug.modality) expect(modalities, drug.name).toContain(drug.modality);
    }
  });

  it("writes each research code as an alias and as its normalized identifier, brands as aliases", () => {
    for (const drug of DRUGS) {
      const written = new Set([drug.name, ...drug.aliases].map(normalizeCode));
      for (const id of drug.identifiers ?? []) expect(written, `${drug.name}: ${id.value}`).toContain(id.value);
      for (const brand of drug.brands ?? []) expect([drug.name, ...drug.aliases], drug.name).toContain(brand);
    }
    const sintilimab = DRUGS.find((drug) => drug.name === "sintilimab");
    expect(sintilimab?.aliases).toEqual(expect.arrayContaining(["达伯舒", "信迪利单抗", "IBI308"]));
    expect(DRUGS.find((drug) => drug.name === "pembrolizumab")?.identifiers).toContainEqual({ scheme: "drug-code", value: "MK3475" });
  });
});

describe("companies generated from SEC's tickers file", () => {
  it("are what scripts/build-sec-companies.mjs writes from the recorded excerpt", () => {
    const selection = selectSecCompanies(readJson(EXCERPT), COMPANIES);
    expect(SEC_COMPANIES).toEqual(selection.companies);
    expect(SEC_IDENTIFIERS).toEqual(selection.identifiersOf);
    expect(readFileSync(path.resolve(import.meta.dirname, "sec-companies.ts"), "utf8")).toBe(renderSecCompanies(selection, EXCERPT));
  });

  it("reads SEC's company_tickers.json too, merging curated companies by CIK or name", () => {
    const selection = selectSecCompanies(readJson("tests/fixtures/recorded/sec-company-tickers.json"), COMPANIES);
    expect(selection.companies).toEqual([]);
    expect(selection.identifiersOf).toEqual({
      "Eli Lilly": [{ scheme: "cik", value: "0000059478" }],
      Novartis: [{ scheme: "cik", value: "0001114448" }],
      Moderna: [{ scheme: "cik", value: "0001682852" }],
    });
  });

  it("keeps drug developers and leaves out funds, other businesses and names that are ordinary words", () => {
    const file = {
      fields: ["cik", "name", "ticker", "exchange"],
      data: [
        [1, "ACME THERAPEUTICS, INC.", "ACMT", "Nasdaq"],
        [1, "ACME THERAPEUTICS, INC.", "ACMTW", "Nasdaq"],
        [2, "BioHealth Acquisition Corp.", "BHAC", "Nasdaq"],
        [3, "Tekla Life Sciences Investors Fund", "HQL", "NYSE"],
        [4, "Quiet Pharma plc", "QPH", "OTC"],
        [5, "Northwind Oncology Holdings Ltd", "NWO", "NYSE"],
        [1862150, "Cingulate Inc.", "CING", "Nasdaq"],
      ],
    };
    expect(selectSecCompanies(file, []).companies).toEqual([
      { name: "Acme Therapeutics", aliases: [], identifiers: [{ scheme: "ticker", value: "NASDAQ:ACMT" }, { scheme: "cik", value: "0000000001" }] },
      { name: "Northwind Oncology", aliases: [], identifiers: [{ scheme: "ticker", value: "NYSE:NWO" }, { scheme: "cik", value: "0000000005" }] },
    ]);
  });

  it("cleans SEC's names for display", () => {
    expect(cleanSecName("VERTEX PHARMACEUTICALS INC / MA")).toBe("Vertex Pharmaceuticals");
    expect(cleanSecName("Immunocore Holdings plc")).toBe("Immunocore");
    expect(cleanSecName("HUTCHMED (China) Ltd")).toBe("Hutchmed");
    expect(cleanSecName("PTC THERAPEUTICS, INC.")).toBe("PTC Therapeutics");
    expect(cleanSecName("Viridian Therapeutics, Inc.\\DE")).toBe("Viridian Therapeutics");
    expect(cleanSecName("Horizon Therapeutics Public Ltd Co")).toBe("Horizon Therapeutics");
    expect(cleanSecName("ELI LILLY & Co")).toBe("Eli Lilly");
  });
});
