import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../../src/server/core/db/migrate";

/** Changes whenever a migration changes, so a stale template is never reused. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql")).sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

export const TEMPLATE_DIR = path.resolve("node_modules/.cache/bioagent-test");

export function pgliteTemplatePath(): string {
  return path.join(TEMPLATE_DIR, `pglite-template-${migrationsFingerprint()}.tar`);
}

export function pgTemplateName(): string {
  return `bioagent_template_${migrationsFingerprint()}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
