import { ENTITY_KINDS, parseEntityText, type EntityKind } from "@/shared/news/tags";
import type { Entities, Tag } from "@/shared/news/contracts";

/** What the ingest tool and the review modal edit: entities as comma-separated text (spec §3). */
export type NewsDraft = {
  title: string;
  summaryHtml: string;
  tags: Tag[];
  entityText: Record<EntityKind, string>;
};

export function toDraft(item: { title: string; summary_en: string; tags: Tag[]; entities: Entities }): NewsDraft {
  return {
    title: item.title,
    summaryHtml: item.summary_en,
    tags: item.tags,
    entityText: Object.fromEntries(
      ENTITY_KINDS.map((kind) => [kind, (item.entities[kind] ?? []).join(", ")]),
    ) as Record<EntityKind, string>,
  };
}

/** Entries trimmed, blanks dropped (spec §3). */
export function draftEntities(draft: NewsDraft): Entities {
  return Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, parseEntityText(draft.entityText[kind])])) as Entities;
}

export const ENTITY_LABELS: Record<EntityKind, string> = {
  diseases: "Diseases",
  targets: "Targets",
  companies: "Companies",
  regulators: "Regulators",
  geographies: "Geographies",
  modalities: "Modalities",
  technologies: "Technologies",
};
