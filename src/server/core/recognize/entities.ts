import { prepareDocument } from "@/server/core/ai/builtin/document";
import { findDrugMentions } from "@/server/core/ai/builtin/drug-names";
import { findEntityMentions } from "@/server/core/ai/builtin/extract-entities";
import { entityKey } from "./keys";
import type { EntityType, Mention } from "./types";

// First cut: the built-in engine's curated matcher, in the recognition shape. To be replaced by
// the multilingual recognizer (registry, identifiers, shapes).

const TYPE_OF = { companies: "company", regulators: "regulator", diseases: "indication", targets: "target" } as const satisfies Partial<Record<string, EntityType>>;

export function recognizeEntities(text: string): Mention[] {
  const document = prepareDocument("", text);
  const curated = findEntityMentions(document).flatMap((mention) => {
    const type = TYPE_OF[mention.kind as keyof typeof TYPE_OF];
    if (!type) return [];
    return [{ type, text: document.text.slice(mention.start, mention.end), start: mention.start, end: mention.end, key: entityKey(type, mention.name), name: mention.name, known: true, method: "registry" as const, confidence: 0.9, identifiers: [] }];
  });
  const drugs = findDrugMentions(document).map((drug) => ({ type: "drug" as const, text: drug.name, start: drug.start, end: drug.end, key: entityKey("drug", drug.name), name: drug.name, known: false, method: "pattern" as const, confidence: 0.6, identifiers: [] }));
  return [...curated, ...drugs].sort((a, b) => a.start - b.start);
}
