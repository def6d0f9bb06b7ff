import type { EntityType } from "./types";

/** An entity's stable key: its type and the slug of its canonical name ("drug:trastuzumab-deruxtecan", "company:恒瑞医药"). */
export function entityKey(type: EntityType, name: string): string {
  const slug = name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `${type}:${slug}`;
}

