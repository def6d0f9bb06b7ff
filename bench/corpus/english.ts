import type { ArticleTemplate } from "./template";

export const ENGLISH: readonly ArticleTemplate[] = [
  {
    language: "en",
    title: "FDA approves {{company}}'s {{brand}} for {{disease}}",
    paragraphs: [
      "The U.S. Food and Drug Administration has approved {{brand}} ({{inn}}), {{company}}'s {{modality}}, for adults with {{disease}} whose disease progressed after at least one prior line of therapy, the company said on {{day}}.",
      "The decision was based on the Phase 3 {{trial}} study, in which {{brand}} reduced the risk of disease progression or death by {{reduction}}% compared with standard of care. Median progression-free survival was {{pfs}} months versus {{pfsControl}} months in the control arm.",
      "\"Patients with {{disease}} have had few options once first-line treatment stops working,\" said Dr. {{investigator}}, principal investigator of the trial. \"These results give physicians a new standard to consider.\"",
      "The FDA granted the application Priority Review and Breakthrough Therapy designation. A marketing authorisation application is under review by the European Medicines Agency, with a CHMP opinion expected in the second half of the year.",
      "{{company}} said {{brand}} will be available in the United States within weeks at a list price of about ${{price}} per month. Analysts at {{bank}} expect peak annual sales of ${{peak}} billion.",
      "The most common adverse events were fatigue, diarrhea and rash. Serious adverse events occurred in {{sae}}% of patients, and {{discontinued}}% discontinued treatment because of side effects.",
      "{{brand}} targets {{target}}, a driver of tumor growth found in roughly {{share}}% of patients with the disease. {{company}} is also testing the drug in earlier lines of treatment and in combination with a PD-1 inhibitor.",
      "About {{company}}",
      "{{company}} is a global biopharmaceutical company. This press release contains forward-looking statements that involve risks and uncertainties.",
    ],
    fills: [
      { company: "Pfizer", brand: "Lorvexa", inn: "zelratinib", modality: "oral kinase inhibitor", disease: "non-small cell lung cancer", day: "Monday", trial: "CREST-3", reduction: "42", pfs: "11.2", pfsControl: "5.6", investigator: "Maria Alvarez", price: "21,500", bank: "Jefferies", peak: "2.4", sae: "18", discontinued: "7", target: "EGFR exon 20", share: "4" },
      { company: "Merck", brand: "Tivessa", inn: "ozafutamab", modality: "monoclonal antibody", disease: "gastric cancer", day: "Tuesday", trial: "KEYSTONE-302", reduction: "35", pfs: "9.8", pfsControl: "6.1", investigator: "Kenji Watanabe", price: "18,900", bank: "Leerink Partners", peak: "1.8", sae: "22", discontinued: "9", target: "Claudin 18.2", share: "38" },
      { company: "AstraZeneca", brand: "Dravelta", inn: "sacatuzumab tirumotecan", modality: "antibody-drug conjugate", disease: "triple-negative breast cancer", day: "Friday", trial: "TROPION-Breast05", reduction: "47", pfs: "10.4", pfsControl: "4.9", investigator: "Hope Rugo", price: "24,300", bank: "Morgan Stanley", peak: "3.1", sae: "26", discontinued: "11", target: "TROP2", share: "80" },
    ],
  },
  {
    language: "en",
    title: "{{buyer}} to acquire {{target}} for ${{value}} billion to expand {{area}} pipeline",
    paragraphs: [
      "{{buyer}} agreed to acquire {{target}} for ${{perShare}} per share in cash, valuing the {{city}}-based biotech at about ${{value}} billion, the companies said on {{day}}.",
      "The offer represents a premium of {{premium}}% to {{target}}'s closing price on the previous trading day. The boards of both companies have unanimously approved the transaction, which is expected to close in the {{quarter}} quarter.",
      "The acquisition gives {{buyer}} {{asset}}, an investigational {{modality}} in a Phase 2b study for {{disease}}. Data from the trial are expected next year, and {{target}} has said a pivotal program could start shortly after.",
      "\"{{disease}} remains a large unmet need, and {{asset}} has the potential to be a first-in-class treatment,\" {{buyer}}'s chief executive said in a statement. \"Our development and commercial capabilities can bring it to patients faster.\"",
      "The deal is the latest in a string of acquisitions as large drugmakers look to replace revenue that will be lost when key patents expire later this decade. {{buyer}} faces generic competition for two of its top-selling medicines from 2028.",
      "{{target}} was founded in {{founded}} and went public on the Nasdaq in {{ipo}}. Its shares jumped {{jump}}% in premarket trading after the announcement.",
      "{{advisor}} is acting as financial adviser to {{buyer}}, while Goldman Sachs advised {{target}}. The transaction is subject to antitrust clearance in the United States.",
    ],
    fills: [
      { buyer: "Novartis", target: "Avidity Biosciences", area: "neuroscience", value: "12", perShare: "72", city: "San Diego", day: "Sunday", premium: "46", quarter: "first", asset: "del-zota", modality: "RNA therapeutic", disease: "Duchenne muscular dystrophy", founded: "2012", ipo: "2020", jump: "41", advisor: "Centerview Partners" },
      { buyer: "Eli Lilly", target: "Verve Therapeutics", area: "cardiovascular", value: "1.3", perShare: "10.50", city: "Boston", day: "Tuesday", premium: "67", quarter: "third", asset: "VERVE-102", modality: "gene editing therapy", disease: "heterozygous familial hypercholesterolemia", founded: "2016", ipo: "2019", jump: "81", advisor: "Morgan Stanley" },
      { buyer: "Johnson & Johnson", target: "Intra-Cellular Therapies", area: "neuroscience", value: "14.6", perShare: "132", city: "New York", day: "Monday", premium: "39", quarter: "second", asset: "lumateperone", modality: "small molecule", disease: "major depressive disorder", founded: "2002", ipo: "2014", jump: "34", advisor: "Citi" },
    ],
  },
  {
    language: "en",
    title: "{{company}}'s {{drug}} meets primary endpoint in Phase 3 {{disease}} trial",
    paragraphs: [
      "{{company}} said its experimental drug {{drug}} met the primary endpoint of the Phase 3 {{trial}} trial in patients with {{disease}}, sending its shares up {{move}}% in early trading.",
      "In the study of {{patients}} patients, {{drug}} produced a {{effect}} at week {{week}} compared with placebo, a difference that was statistically significant (p<0.001). Key secondary endpoints were also met.",
      "The drug is a {{modality}} designed to block {{target}}, a pathway implicated in {{disease}}. {{company}} licensed global rights to the molecule from {{licensor}} in {{licensed}} for an upfront payment of ${{upfront}} million.",
      "Safety was consistent with earlier studies. The most common side effects were {{sideEffects}}, and rates of serious infections were similar between the treatment and placebo groups.",
      "{{company}} plans to present the full results at a medical meeting later this year and to submit a Biologics License Application to the FDA and a filing to the EMA in the first half of next year.",
      "Analysts said the data put {{drug}} in a strong position against rival treatments from {{rival}}, although the size of the benefit on the secondary endpoints would matter for payers.",
    ],
    fills: [
      { company: "Apogee Therapeutics", drug: "APG777", trial: "APEX-3", disease: "atopic dermatitis", move: "28", patients: "612", effect: "71% reduction in eczema severity scores", week: "16", modality: "long-acting monoclonal antibody", target: "IL-13", licensor: "Paragon Therapeutics", licensed: "2022", upfront: "45", sideEffects: "conjunctivitis and injection-site reactions", rival: "Sanofi and Regeneron" },
      { company: "Cytokinetics", drug: "aficamten", trial: "SEQUOIA-HCM", disease: "obstructive hypertrophic cardiomyopathy", move: "19", patients: "282", effect: "gain of 1.8 ml/kg/min in peak oxygen uptake", week: "24", modality: "cardiac myosin inhibitor", target: "cardiac myosin", licensor: "its own discovery team", licensed: "2018", upfront: "0", sideEffects: "palpitations and hypertension", rival: "Bristol Myers Squibb" },
      { company: "Insmed", drug: "brensocatib", trial: "ASPEN", disease: "bronchiectasis", move: "110", patients: "1,721", effect: "21% reduction in the annual rate of pulmonary exacerbations", week: "52", modality: "oral DPP1 inhibitor", target: "neutrophil serine proteases", licensor: "AstraZeneca", licensed: "2016", upfront: "30", sideEffects: "cough and headache", rival: "GSK" },
    ],
  },
  {
    language: "en",
    title: "{{licensee}} pays {{licensor}} ${{upfront}} million upfront for rights to {{asset}}",
    paragraphs: [
      "{{licensee}} has entered into an exclusive license agreement with China-based {{licensor}} for {{asset}}, a {{modality}} targeting {{target}}, the companies announced on {{day}}.",
      "Under the terms, {{licensee}} will pay ${{upfront}} million upfront and up to ${{milestones}} billion in development, regulatory and commercial milestone payments, plus tiered royalties on net sales. {{licensor}} keeps rights in Greater China.",
      "{{asset}} is being evaluated in a Phase 1/2 study in China in patients with {{disease}}. Early data presented at a conference last month showed an objective response rate of {{orr}}% among {{evaluable}} evaluable patients.",
      "The agreement is the latest in a wave of licensing deals for Chinese-discovered drugs. Western companies paid more than $40 billion in upfront and milestone commitments for assets from China last year, according to industry tallies.",
      "\"{{licensor}} has built one of the most productive {{platform}} platforms in the industry,\" said {{licensee}}'s head of research and development. \"We plan to start global registrational studies next year.\"",
      "Shares of {{licensor}}, which are listed in Hong Kong, rose {{move}}% on the news. The deal is expected to close in the coming weeks, subject to clearance under the Hart-Scott-Rodino Act.",
    ],
    fills: [
      { licensee: "Merck", licensor: "Hansoh Pharma", asset: "HS-20094", modality: "oral GLP-1 receptor agonist", target: "GLP-1", day: "Wednesday", upfront: "112", milestones: "1.9", disease: "obesity", orr: "0", evaluable: "64", platform: "small-molecule discovery", move: "12" },
      { licensee: "Bristol Myers Squibb", licensor: "Sichuan Biokin Pharmaceutical", asset: "BL-B01D1", modality: "bispecific antibody-drug conjugate", target: "EGFR and HER3", day: "Monday", upfront: "800", milestones: "7.6", disease: "nasopharyngeal carcinoma", orr: "48", evaluable: "107", platform: "ADC", move: "18" },
      { licensee: "GSK", licensor: "Hengrui", asset: "HRS-9821", modality: "PDE3/4 inhibitor", target: "PDE3 and PDE4", day: "Tuesday", upfront: "500", milestones: "11", disease: "COPD", orr: "0", evaluable: "92", platform: "respiratory", move: "6" },
    ],
  },
  {
    language: "en",
    title: "{{company}} raises ${{amount}} million Series {{series}} to advance {{focus}}",
    paragraphs: [
      "{{company}}, a {{city}} biotech developing {{focus}}, has raised ${{amount}} million in a Series {{series}} financing led by {{lead}}, with participation from {{others}}.",
      "The company will use the proceeds to take its lead program, {{asset}}, through a Phase 1 study in patients with {{disease}} and to expand its {{platform}} platform into two additional indications.",
      "{{company}} was spun out of {{university}} in {{founded}}. Its technology uses machine learning models trained on proprietary data to design molecules against targets that have been difficult to drug.",
      "\"This financing lets us move from preclinical proof of concept into the clinic,\" said the company's chief executive. \"We expect first human data within eighteen months.\"",
      "Venture funding for biotech startups has recovered this year after a two-year slump, with AI drug discovery companies attracting a growing share of early-stage rounds.",
      "As part of the financing, partners from {{lead}} will join the company's board of directors. The round brings total capital raised by {{company}} to ${{total}} million.",
    ],
    fills: [
      { company: "Lumen Molecular", city: "Cambridge, Massachusetts", focus: "AI-designed protein degraders", amount: "185", series: "B", lead: "ARCH Venture Partners", others: "Novo Holdings and GV", asset: "LMN-101", disease: "KRAS-mutant pancreatic cancer", platform: "targeted protein degradation", university: "MIT", founded: "2021", total: "265" },
      { company: "Helix Thera", city: "South San Francisco", focus: "in vivo CAR-T therapies", amount: "120", series: "A", lead: "Third Rock Ventures", others: "Eli Lilly and Alexandria Venture Investments", asset: "HLX-CD19", disease: "lupus", platform: "lipid nanoparticle delivery", university: "Stanford University", founded: "2023", total: "140" },
    ],
  },
];
