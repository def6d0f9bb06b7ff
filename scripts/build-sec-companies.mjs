// Writes src/server/core/recognize/registry/sec-companies.ts: the US-listed biopharma companies of
// SEC's company tickers file, picked and cleaned by registry/sec-filter.ts.
//
//   node --import tsx scripts/build-sec-companies.mjs [path to company_tickers_exchange.json or company_tickers.json]
//
// Without a path it reads the recorded excerpt in registry/sources/ (see registry/README.md).
// With a fresh download of https://www.sec.gov/files/company_tickers_exchange.json it rebuilds the
// list from SEC's current file; review the diff (new names, DEVELOPERS_WITHOUT_SHAPE) before committing.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { COMPANIES } from "../src/server/core/recognize/registry/companies.ts";
import { renderSecCompanies, selectSecCompanies } from "../src/server/core/recognize/registry/sec-filter.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const registry = `${root}src/server/core/recognize/registry`;
const source = process.argv[2] ?? `${registry}/sources/sec-company-tickers-exchange.biopharma.json`;

const selection = selectSecCompanies(JSON.parse(readFileSync(source, "utf8")), COMPANIES);
writeFileSync(`${registry}/sec-companies.ts`, renderSecCompanies(selection, relative(root, source)));
console.log(
  `sec-companies.ts: ${selection.companies.length} companies, identifiers for ${Object.keys(selection.identifiersOf).length} curated ones (from ${relative(root, source)})`,
);
