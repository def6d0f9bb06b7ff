import type { Paper } from "@/shared/literature/contracts";

// Fixed inputs for the built-in analyses' tests: small, invented, covering dates, categories,
// shared authors, methods and next-step sentences.

function paper(n: number, fields: Partial<Paper> & Pick<Paper, "title" | "abstract" | "authors">): Paper {
  return {
    id: `PPR${n}`,
    source: "bioRxiv",
    category: null,
    published_date: null,
    relevance_score: 1 - (n - 1) / 20,
    doi: `10.1101/2025.01.0${n}.00000${n}`,
    url: `https://www.biorxiv.org/content/10.1101/2025.01.0${n}.00000${n}`,
    ...fields,
  };
}

export const TEST_PAPERS: Paper[] = [
  paper(1, {
    title: "Genome-wide CRISPR screen identifies regulators of T cell exhaustion",
    abstract:
      "We performed a genome-wide CRISPR screen in primary human T cells. Knockout of several regulators reduced T cell exhaustion in tumour models in mice. Further work will test these regulators in patients.",
    authors: ["Ana Silva", "Ben Okafor", "Chen Wei"],
    category: "immunology",
    published_date: "2025-01-10",
  }),
  paper(2, {
    title: "Single-cell RNA-seq atlas of T cell exhaustion in tumour tissue",
    abstract:
      "Single-cell RNA-seq of 40 tumours mapped T cell exhaustion states. Exhausted T cells expanded in later stages. A deep learning model predicted exhaustion from transcriptomes.",
    authors: ["Chen Wei", "Dana Cohen", "Ana Silva"],
    category: "immunology",
    published_date: "2025-02-03",
  }),
  paper(3, {
    title: "Organoid models of colorectal cancer resistance",
    abstract: "Patient-derived organoid cultures revealed resistance pathways. Mass spectrometry proteomics identified drug efflux proteins.",
    authors: ["Eva Novak", "Farid Haddad"],
    category: "cancer biology",
    published_date: "2025-03-15",
  }),
  paper(4, {
    title: "A cohort study of T cell exhaustion markers and survival",
    abstract:
      "In a prospective cohort of 1,200 patients, exhaustion markers predicted survival. Randomized trials are needed to test whether targeting exhaustion improves outcomes.",
    authors: ["Gita Rao", "Ana Silva", "Chen Wei", "Hugo Lind"],
    source: "medRxiv",
    category: "oncology",
    published_date: "2025-03-20",
    url: "https://www.medrxiv.org/content/10.1101/2025.01.04.000004",
  }),
  paper(5, {
    title: "Ferroptosis sensitivity of exhausted T cells",
    abstract: "Ferroptosis inducers killed exhausted T cells in vitro. Ferroptosis may limit cell therapy persistence.",
    authors: ["Ivan Petrov"],
    published_date: null,
  }),
];
