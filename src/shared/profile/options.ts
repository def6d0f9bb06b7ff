// Option lists of the sign-up and profile forms (agents-accounts-admin.md §3).

export const ORGANIZATION_TYPES = [
  { value: "pharmaceutical", label: "Pharmaceutical Company" },
  { value: "biotech", label: "Biotech Company" },
  { value: "research_institute", label: "Research Institute" },
  { value: "academic", label: "Academic Institution" },
  { value: "consulting", label: "Consulting Firm" },
  { value: "investor", label: "Investor / VC" },
  { value: "other", label: "Other" },
] as const;

export const USE_CASES = [
  { value: "patent_research", label: "Patent Research" },
  { value: "competitive_intelligence", label: "Competitive Intelligence" },
  { value: "rd_planning", label: "R&D Planning" },
  { value: "market_analysis", label: "Market Analysis" },
  { value: "investment_research", label: "Investment Research" },
  { value: "regulatory_affairs", label: "Regulatory Affairs" },
] as const;

export const EXPERIENCE_LEVELS = [
  { value: "entry", label: "Entry Level (0-2 years)" },
  { value: "mid", label: "Mid Level (3-7 years)" },
  { value: "senior", label: "Senior Level (8-15 years)" },
  { value: "executive", label: "Executive (15+ years)" },
] as const;

// The spec names these two lists as multi-selects without their entries; therapeutic areas
// follow the news tag vocabulary so that a profile and the feed speak the same language.
export const RESEARCH_FOCUS_AREAS = [
  { value: "drug_discovery", label: "Drug Discovery" },
  { value: "target_identification", label: "Target Identification & Validation" },
  { value: "biomarkers", label: "Biomarkers & Diagnostics" },
  { value: "clinical_development", label: "Clinical Development" },
  { value: "translational_medicine", label: "Translational Medicine" },
  { value: "genomics", label: "Genomics & Precision Medicine" },
  { value: "cell_gene_therapy", label: "Cell & Gene Therapy" },
  { value: "biologics", label: "Biologics & Antibodies" },
  { value: "manufacturing_cmc", label: "Manufacturing & CMC" },
  { value: "regulatory_science", label: "Regulatory Science" },
  { value: "market_access", label: "Market Access & HEOR" },
  { value: "ai_data_science", label: "AI & Data Science" },
] as const;

export const THERAPEUTIC_AREAS = [
  { value: "oncology", label: "Oncology" },
  { value: "neurology", label: "Neurology" },
  { value: "cardiology", label: "Cardiology" },
  { value: "immunology", label: "Immunology" },
  { value: "rare-diseases", label: "Rare Diseases" },
  { value: "ophthalmology", label: "Ophthalmology" },
  { value: "dermatology", label: "Dermatology" },
  { value: "gastroenterology", label: "Gastroenterology" },
  { value: "respiratory", label: "Respiratory" },
  { value: "hematology", label: "Hematology" },
  { value: "infectious-diseases", label: "Infectious Diseases" },
  { value: "metabolic-diseases", label: "Metabolic Diseases" },
] as const;
