import type { PatentCategory } from "@/shared/patents/options";

type Rule = { cpc: readonly string[]; keywords: readonly RegExp[] };

// CPC prefixes from the CPC scheme (A61K45/06: mixtures of active ingredients; G01N33: immunoassays;
// C12Q1/68: nucleic acid tests; C12P, C12M, B01D: production processes and apparatus).
const RULES: Record<PatentCategory, Rule> = {
  "Combination Therapy": {
    cpc: ["A61K45/06"],
    keywords: [/\bin combination with\b/, /\bcombination (?:therapy|treatment|of)\b/, /\bco-?administ/, /\bsynergis/],
  },
  Diagnostics: {
    cpc: ["G01N", "C12Q1/68", "C12Q1/6", "A61B", "G16B", "G16H50"],
    keywords: [/\bdiagnos/, /\bassay/, /\bbiomarker/, /\bdetect(?:ing|ion)\b/, /\bprognos/, /\bimaging\b/],
  },
  Manufacturing: {
    cpc: ["C12P", "C12M", "B01D", "B01J", "A61J", "C07K1/"],
    keywords: [/\bmanufactur/, /\bprocess for (?:the )?(?:preparing|producing|preparation|production)\b/, /\bpurif/, /\bbioreactor/, /\bscal(?:e|ing)-?up\b/, /\bcrystalline form/],
  },
  "Clinical Application": {
    cpc: ["A61M", "A61N", "A61P"],
    keywords: [/\bmethods? (?:of|for) treating\b/, /\btreatment of\b/, /\bdosing regimen/, /\bpatients?\b/, /\badministering\b/],
  },
  "Drug Development": {
    cpc: ["A61K", "C07D", "C07K", "C07H", "C12N", "C07C"],
    keywords: [/\bcompounds?\b/, /\binhibitors?\b/, /\bantibod/, /\bpharmaceutical composition/, /\bderivatives?\b/, /\bagonists?\b/],
  },
};

// Specific categories first: a combination or a diagnostic is usually also a drug patent.
const PRECEDENCE: readonly PatentCategory[] = [
  "Combination Therapy",
  "Diagnostics",
  "Manufacturing",
  "Clinical Application",
  "Drug Development",
];

/**
 * The category of a patent, the same for the same input: two points for each CPC code, given to
 * the category with the longest matching class prefix (A61K45/06 is a combination, not any A61K),
 * one for each keyword in the title or abstract; a tie goes to the category first in PRECEDENCE.
 * No code and no word of any category: no category (null), never a guess shown as a label.
 */
export function assignCategory(input: { cpcCodes: readonly string[]; title: string; abstract: string }): PatentCategory | null {
  const text = `${input.title} ${input.abstract}`.toLowerCase();
  const scores = new Map<PatentCategory, number>();
  for (const raw of input.cpcCodes) {
    const code = raw.replace(/\s+/g, "").toUpperCase();
    let owner: PatentCategory | null = null;
    let longest = 0;
    for (const category of PRECEDENCE) {
      for (const prefix of RULES[category].cpc) {
        if (code.startsWith(prefix) && prefix.length > longest) {
          owner = category;
          longest = prefix.length;
        }
      }
    }
    if (owner) scores.set(owner, (scores.get(owner) ?? 0) + 2);
  }
  for (const category of PRECEDENCE) {
    const keywords = RULES[category].keywords.filter((keyword) => keyword.test(text)).length;
    scores.set(category, (scores.get(category) ?? 0) + keywords);
  }
  let best: PatentCategory | null = null;
  let bestScore = 0;
  for (const category of PRECEDENCE) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
