import type { EntityType } from "./vocabulary";

// Kept apart from vocabulary.ts (zod schemas) so that a results screen can link a name to its
// entity page without loading zod.

/** An entity's stable key: its type and the slug of its canonical name ("drug:trastuzumab-deruxtecan", "company:恒瑞医药"). */
export function entityKey(type: EntityType, name: string): string {
  const slug = name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `${type}:${slug}`;
}

/** An entity's address: its key with the type first, `company:pfizer` → `company-pfizer`. */
export function entitySlug(key: string): string {
  return key.replace(":", "-");
}
