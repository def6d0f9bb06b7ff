/** A resource card (news-community-support.md §3): name, description, url, topics, highlight flag. */
export type ResourceCard = {
  name: string;
  description: string;
  url: string;
  topics: readonly string[];
  /** Shown with the Featured badge. */
  highlight: boolean;
};

export const GITHUB_ORGANISATION = {
  name: "bioagenthub",
  repositoriesUrl: "https://github.com/orgs/bioagenthub/repositories",
} as const;

export const RESOURCES: readonly ResourceCard[] = [
  {
    name: "biotech-rag-qa",
    description:
      "A question-answering system using retrieval-augmented generation: it indexes scientific and regulatory documents in a vector database and answers with citations to the passages it used.",
    url: "https://github.com/bioagenthub/biotech-rag-qa",
    topics: ["rag", "question-answering", "llm", "vector-search"],
    highlight: true,
  },
  {
    name: "pharma-ai-agents",
    description:
      "A collection of AI agents for pharma: patent search, literature review, clinical trial tracking and market analysis, each with tools that query public data sources.",
    url: "https://github.com/bioagenthub/pharma-ai-agents",
    topics: ["ai-agents", "pharma", "llm", "automation"],
    highlight: true,
  },
  {
    name: "trial-matcher",
    description:
      "A clinical trial matching system that reads eligibility criteria from ClinicalTrials.gov and ranks the trials that fit a patient profile, explaining each criterion it checked.",
    url: "https://github.com/bioagenthub/trial-matcher",
    topics: ["clinical-trials", "nlp", "patient-matching", "healthcare"],
    highlight: true,
  },
  {
    name: "genmol-discovery",
    description:
      "A generative drug discovery model that proposes new small molecules with the properties you ask for and scores them for drug-likeness and synthesizability.",
    url: "https://github.com/bioagenthub/genmol-discovery",
    topics: ["drug-discovery", "generative-ai", "cheminformatics", "pytorch"],
    highlight: true,
  },
];
