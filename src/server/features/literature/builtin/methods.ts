import type { Paper } from "@/shared/literature/contracts";
import { paperText } from "./text";

// Methods the methodology analysis recognises by keyword in the title and abstract. The list
// covers what preprints in biology and medicine most often name; it is data, extend it freely.

const METHOD_FAMILIES = [
  "Genomics and sequencing",
  "Proteomics and structure",
  "Computational",
  "Clinical and epidemiological",
  "Experimental models",
] as const;
export type MethodFamily = (typeof METHOD_FAMILIES)[number];

export type MethodDefinition = {
  label: string;
  family: MethodFamily;
  pattern: RegExp;
  /** Not counted when one of these (more specific) methods is found in the same paper. */
  unless?: string[];
};

const METHODS: readonly MethodDefinition[] = [
  { label: "CRISPR screen", family: "Genomics and sequencing", pattern: /\bcrispr(?:[- ]?cas9)?(?:[- ]based)?\s+(?:\w+\s+)?screens?\b|genome[- ]wide\s+(?:crispr|knockout)\s+screen/i },
  { label: "CRISPR gene editing", family: "Genomics and sequencing", pattern: /\bcrispr\b|\bcas9\b|\bbase[- ]edit|\bprime[- ]edit/i, unless: ["CRISPR screen"] },
  { label: "Single-cell RNA-seq", family: "Genomics and sequencing", pattern: /single[- ](?:cell|nucleus|nuclei)\s+(?:rna[- ]?seq|rna\s+sequencing|transcriptom)|\bsc(?:rna|nrna)[- ]?seq\b/i },
  { label: "Spatial transcriptomics", family: "Genomics and sequencing", pattern: /\bspatial(?:ly resolved)?\s+transcriptom|\bvisium\b|\bmerfish\b/i },
  { label: "Bulk RNA-seq", family: "Genomics and sequencing", pattern: /\brna[- ]?seq\b|\brna\s+sequencing\b|\btranscriptome\s+sequencing\b/i, unless: ["Single-cell RNA-seq"] },
  { label: "Genome or exome sequencing", family: "Genomics and sequencing", pattern: /\bwhole[- ](?:genome|exome)\s+sequencing\b|\bWGS\b|\bWES\b/ },
  { label: "GWAS", family: "Genomics and sequencing", pattern: /genome[- ]wide\s+association|\bgwas\b/i },
  { label: "Polygenic risk score", family: "Genomics and sequencing", pattern: /\bpolygenic\s+(?:risk\s+)?scores?\b|\bPRS\b/ },
  { label: "Mendelian randomization", family: "Genomics and sequencing", pattern: /\bmendelian\s+randomi[sz]ation\b/i },
  { label: "Epigenomic profiling", family: "Genomics and sequencing", pattern: /\batac[- ]?seq\b|\bchip[- ]?seq\b|\bcut&(?:run|tag)\b|\bbisulfite\b|\bdna\s+methylation\s+(?:profil|array|sequenc)/i },
  { label: "Mass spectrometry", family: "Proteomics and structure", pattern: /\bmass\s+spectrometr|\blc[- ]ms\b|\bms\/ms\b|\bproteomic/i },
  { label: "Cryo-EM or crystallography", family: "Proteomics and structure", pattern: /\bcryo[- ]?em\b|\bcryo[- ]electron|\bcrystal\s+structure|\bx[- ]ray\s+crystallograph/i },
  { label: "Structure prediction", family: "Proteomics and structure", pattern: /\balphafold|\bstructure\s+prediction/i },
  { label: "Deep learning", family: "Computational", pattern: /\bdeep\s+learning|\bneural\s+networks?\b|\btransformer\s+(?:model|architecture)|\bconvolutional\b|\blanguage\s+models?\b/i },
  { label: "Machine learning", family: "Computational", pattern: /\bmachine[- ]learning|\brandom\s+forest|\bgradient[- ]boost|\bxgboost\b|\bsupport\s+vector/i, unless: ["Deep learning"] },
  { label: "Molecular dynamics", family: "Computational", pattern: /\bmolecular\s+dynamics\b/i },
  { label: "Mathematical modelling", family: "Computational", pattern: /\bmathematical\s+model|\bagent[- ]based\s+model|\bdifferential\s+equation|\bcompartmental\s+model/i },
  { label: "Meta-analysis", family: "Computational", pattern: /\bmeta[- ]analys[ie]s\b|\bsystematic\s+review\b/i },
  { label: "Randomized controlled trial", family: "Clinical and epidemiological", pattern: /\brandomi[sz]ed(?:,?\s+(?:double|single)[- ]blind(?:ed)?)?(?:,?\s+placebo[- ]controlled)?(?:\s+controlled)?\s+(?:clinical\s+)?trials?\b|\bRCTs?\b|\bplacebo[- ]controlled\b/i },
  { label: "Cohort study", family: "Clinical and epidemiological", pattern: /\bcohorts?\b|\bprospective\s+study\b|\blongitudinal\s+study\b|\bbiobank\b/i },
  { label: "Case-control study", family: "Clinical and epidemiological", pattern: /\bcase[- ]control\b/i },
  { label: "Cross-sectional survey", family: "Clinical and epidemiological", pattern: /\bcross[- ]sectional\b|\bsurvey\b|\bquestionnaires?\b/i },
  { label: "Health records", family: "Clinical and epidemiological", pattern: /\belectronic\s+health\s+records?\b|\bEHRs?\b|\bmedical\s+records\b|\bclaims\s+data\b/i },
  { label: "Mouse model", family: "Experimental models", pattern: /\bmice\b|\bmouse\b|\bmurine\b/i },
  { label: "Zebrafish, fly or worm", family: "Experimental models", pattern: /\bzebrafish\b|\bdrosophila\b|\bc\.\s*elegans\b|\bcaenorhabditis\b/i },
  { label: "Organoid", family: "Experimental models", pattern: /\borganoids?\b/i },
  { label: "iPSC-derived cells", family: "Experimental models", pattern: /\binduced\s+pluripotent\b|\biPSCs?\b|\bhiPSCs?\b/i },
  { label: "Cell culture", family: "Experimental models", pattern: /\bcell\s+lines?\b|\bin\s+vitro\b|\bcultured\s+cells\b/i },
  { label: "Flow cytometry", family: "Experimental models", pattern: /\bflow\s+cytometr|\bFACS\b/i },
  { label: "Microscopy", family: "Experimental models", pattern: /\bmicroscop|\bconfocal\b|\blive[- ]cell\s+imaging\b/i },
];

// A method named as future work ("randomized trials are needed") is not a method the paper used.
const FUTURE_WORK = /\b(needed|warranted|future|should|will)\b/i;

/** The methods one paper names, in the list's order. */
export function detectMethods(paper: Paper): MethodDefinition[] {
  const text = paperText(paper)
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !FUTURE_WORK.test(sentence))
    .join(" ");
  const found = METHODS.filter((method) => method.pattern.test(text));
  const labels = new Set(found.map((method) => method.label));
  return found.filter((method) => !method.unless?.some((label) => labels.has(label)));
}

export type MethodUse = { method: MethodDefinition; papers: number[] };

/** Each recognised method with the papers that use it: most papers first, then the list's order. */
export function methodUses(papers: readonly Paper[]): { uses: MethodUse[]; byPaper: MethodDefinition[][] } {
  const byPaper = papers.map(detectMethods);
  const uses = METHODS.map((method) => ({
    method,
    papers: byPaper.flatMap((found, index) => (found.includes(method) ? [index] : [])),
  })).filter((use) => use.papers.length > 0);
  uses.sort((a, b) => b.papers.length - a.papers.length || METHODS.indexOf(a.method) - METHODS.indexOf(b.method));
  return { uses, byPaper };
}

/** Papers per method family, in the families' order (zero where none). */
export function familyUses(byPaper: readonly MethodDefinition[][]): Array<{ family: MethodFamily; papers: number[] }> {
  return METHOD_FAMILIES.map((family) => ({
    family,
    papers: byPaper.flatMap((found, index) => (found.some((method) => method.family === family) ? [index] : [])),
  }));
}
