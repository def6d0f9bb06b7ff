import type { Catalyst } from "@/shared/catalysts/contracts";

// Catalysts as the API answers them, for the feature's tests.

const SOTATERCEPT = { slug: "drug-sotatercept", name: "Sotatercept", type: "drug" } as const;
const MERIDIAN = { slug: "company-meridian-bio", name: "Meridian Bio", type: "company" } as const;

/** An expected PDUFA date with every fact; `change` replaces any of them. */
export function exampleCatalyst(change: Partial<Catalyst> = {}): Catalyst {
  return {
    id: "6f1c2a4e-8b1d-4c6a-9e2f-7a5b1c0d9e01",
    type: "pdufa",
    detail: null,
    status: "expected",
    outcome: null,
    date: { start: "2026-12-18", end: "2026-12-18", precision: "day", text: "December 18, 2026" },
    company: MERIDIAN,
    asset: SOTATERCEPT,
    indication: { slug: "indication-pulmonary-arterial-hypertension", name: "Pulmonary arterial hypertension", type: "indication" },
    trial: null,
    regulator: { slug: "regulator-fda", name: "FDA", type: "regulator" },
    quote: "The FDA set a PDUFA target action date of December 18, 2026.",
    method: "rules",
    confidence: 0.86,
    source: {
      news_item_id: "0b5a1e0e-1c1f-4b7e-9a57-0c7d5e3b2a01",
      title: "FDA accepts Meridian's sotatercept filing",
      source_url: "https://pharmadispatch.example/a/1",
      language: "en",
      published: true,
    },
    history: [],
    review: "accepted",
    updated_at: "2026-11-20T09:00:00.000Z",
    ...change,
  };
}
