/**
 * Held-out catalyst gold set (see README.md in this folder). Written by hand after the development set in
 * ../catalysts, following its labelling rules (../catalysts/README.md) literally, without access to any product code.
 * All companies and drugs are invented; regulators, congresses and date expressions are real.
 * This set is never used to tune the extractor.
 */
import type { CatalystGoldItem } from "../catalysts/items.ts";

export const CATALYST_ITEMS_HELD_OUT: CatalystGoldItem[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: "h-en-001",
    lang: "en",
    date: "2026-01-12",
    text: "CAMBRIDGE, Mass., Jan. 12, 2026 /PRNewswire/ -- Quarryhill Therapeutics, Inc. (Nasdaq: QRYH) today announced that the U.S. Food and Drug Administration (FDA) has accepted its New Drug Application (NDA) for QHT-1182 for the treatment of hyperphagia in Prader-Willi syndrome. The Prescription Drug User Fee Act (PDUFA) target action date is November 9, 2026.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-01-12", end: "2026-01-12", precision: "day", asset: "QHT-1182", assetKey: "QHT1182", company: "Quarryhill Therapeutics, Inc.", regulator: "fda", quote: "the U.S. Food and Drug Administration (FDA) has accepted its New Drug Application (NDA) for QHT-1182" },
      { type: "pdufa", status: "expected", start: "2026-11-09", end: "2026-11-09", precision: "day", asset: "QHT-1182", assetKey: "QHT1182", company: "Quarryhill Therapeutics, Inc.", regulator: "fda", quote: "The Prescription Drug User Fee Act (PDUFA) target action date is November 9, 2026" },
    ],
  },
  {
    id: "h-en-002",
    lang: "en",
    date: "2026-02-03",
    text: "Velland Pharma's BLA for the anti-TSLP antibody corbelimab in severe chronic rhinosinusitis is under FDA review, with a decision expected by the third quarter of 2026, the company said in a shareholder letter.",
    catalysts: [
      { type: "approval", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "corbelimab", assetKey: "corbelimab", company: "Velland Pharma", regulator: "fda", quote: "with a decision expected by the third quarter of 2026" },
    ],
  },
  {
    id: "h-en-003",
    lang: "en",
    date: "2026-02-17",
    text: "An FDA advisory committee meeting to review Sennet Bio's SNB-409 for postpartum depression is slated for April 23, 2026, according to a Federal Register notice published this week.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-04-23", end: "2026-04-23", precision: "day", asset: "SNB-409", assetKey: "SNB409", company: "Sennet Bio", regulator: "fda", quote: "An FDA advisory committee meeting to review Sennet Bio's SNB-409 for postpartum depression is slated for April 23, 2026" },
    ],
  },
  {
    id: "h-en-004",
    lang: "en",
    date: "2026-03-09",
    text: "Marchetti Biosciences remains on track to report topline results from the Phase 3 ARBOR-1 study of marvistobart in the second quarter and to submit a BLA by year-end, according to its annual report.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-04-01", end: "2026-06-30", precision: "quarter", asset: "marvistobart", assetKey: "marvistobart", company: "Marchetti Biosciences", regulator: null, quote: "on track to report topline results from the Phase 3 ARBOR-1 study of marvistobart in the second quarter" },
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "marvistobart", assetKey: "marvistobart", company: "Marchetti Biosciences", regulator: null, quote: "to submit a BLA by year-end" },
    ],
  },
  {
    id: "h-en-005",
    lang: "en",
    date: "2026-03-24",
    text: "Topline readout anticipated in mid-2027 for the Phase 2b DAWN study of Ottery Bio's OTB-55 in hidradenitis suppurativa, the company said, after it expanded enrolment to 240 patients.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "OTB-55", assetKey: "OTB55", company: "Ottery Bio", regulator: null, quote: "Topline readout anticipated in mid-2027" },
    ],
  },
  {
    id: "h-en-006",
    lang: "en",
    date: "2026-04-06",
    text: "Pivotal data due in 2H26 will decide whether Larchmont Therapeutics files LMT-730 for accelerated approval, analysts at one broker wrote in a note to clients.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "LMT-730", assetKey: "LMT730", company: "Larchmont Therapeutics", regulator: null, quote: "Pivotal data due in 2H26" },
    ],
  },
  {
    id: "h-en-007",
    lang: "en",
    date: "2026-04-14",
    text: "SAN DIEGO, April 14, 2026 (GLOBE NEWSWIRE) -- Pembrook Bio, Inc. today announced the pricing of an underwritten public offering of 12,500,000 shares of its common stock at $16.00 per share, for gross proceeds of $200 million. The offering is expected to close on April 16, 2026.",
    catalysts: [],
  },
  {
    id: "h-en-008",
    lang: "en",
    date: "2026-05-08",
    text: "Shanghai-based Jinqiao Biopharma said China's Center for Drug Evaluation (CDE) has accepted its new drug application for JQB-216 in HER2-mutant lung cancer and granted the filing priority review.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-05-08", end: "2026-05-08", precision: "day", asset: "JQB-216", assetKey: "JQB216", company: "Jinqiao Biopharma", regulator: "nmpa", quote: "China's Center for Drug Evaluation (CDE) has accepted its new drug application for JQB-216" },
      { type: "designation", status: "actual", start: "2026-05-08", end: "2026-05-08", precision: "day", asset: "JQB-216", assetKey: "JQB216", company: "Jinqiao Biopharma", regulator: "nmpa", quote: "granted the filing priority review" },
    ],
  },
  {
    id: "h-en-009",
    lang: "en",
    date: "2026-05-19",
    text: "The FDA's Center for Drug Evaluation and Research approved Hawthorne Labs' hawzoprant for narcolepsy type 1 on Friday, according to the agency's novel drug approvals page.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-05-15", end: "2026-05-15", precision: "day", asset: "hawzoprant", assetKey: "hawzoprant", company: "Hawthorne Labs", regulator: "fda", quote: "approved Hawthorne Labs' hawzoprant for narcolepsy type 1 on Friday" },
    ],
  },
  {
    id: "h-en-010",
    lang: "en",
    date: "2026-06-01",
    text: "Kelpie Biotherapeutics will present 52-week data from the Phase 2 SOLACE trial of brivekibart in a late-breaking oral session at the EULAR 2026 congress, June 10–13, 2026.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-10", end: "2026-06-13", precision: "day", asset: "brivekibart", assetKey: "brivekibart", company: "Kelpie Biotherapeutics", regulator: null, quote: "in a late-breaking oral session at the EULAR 2026 congress, June 10–13, 2026" },
    ],
  },
  {
    id: "h-en-011",
    lang: "en",
    date: "2026-06-16",
    text: "Adamant Rx said yesterday that the Phase 3 ORION-HF trial of ADR-90 will stop early for efficacy after an interim analysis crossed the prespecified boundary.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-06-15", end: "2026-06-15", precision: "day", asset: "ADR-90", assetKey: "ADR90", company: "Adamant Rx", regulator: null, quote: "said yesterday that the Phase 3 ORION-HF trial of ADR-90 will stop early for efficacy" },
    ],
  },
  {
    id: "h-en-012",
    lang: "en",
    date: "2026-06-23",
    text: "Fennimore Pharmaceuticals (NYSE: FNMR) disclosed in an 8-K filing that the FDA has extended its review of the sNDA for fenlumide in pediatric focal seizures; the new PDUFA goal date is October 2, 2026, three months after the previous July 2 date, following the submission of a major amendment.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-10-02", end: "2026-10-02", precision: "day", asset: "fenlumide", assetKey: "fenlumide", company: "Fennimore Pharmaceuticals", regulator: "fda", quote: "the new PDUFA goal date is October 2, 2026" },
    ],
  },
  {
    id: "h-en-013",
    lang: "en",
    date: "2026-07-07",
    text: "The European Commission granted conditional marketing authorisation to Rydal Biologics' RYD-1450 for relapsed follicular lymphoma, the company said. The decision follows a positive CHMP opinion adopted at the May 2026 meeting of the committee.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-07-07", end: "2026-07-07", precision: "day", asset: "RYD-1450", assetKey: "RYD1450", company: "Rydal Biologics", regulator: "ec", quote: "The European Commission granted conditional marketing authorisation to Rydal Biologics' RYD-1450" },
      { type: "chmp-opinion", status: "actual", start: "2026-05-01", end: "2026-05-31", precision: "month", asset: "RYD-1450", assetKey: "RYD1450", company: "Rydal Biologics", regulator: "chmp", quote: "a positive CHMP opinion adopted at the May 2026 meeting of the committee" },
    ],
  },
  {
    id: "h-en-014",
    lang: "en",
    date: "2026-07-20",
    text: "Tamsin Bio said it filed a new drug application for TMB-38 with Japan's Pharmaceuticals and Medical Devices Agency (PMDA) on July 16 and expects the agency to complete its review within about 12 months.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-07-16", end: "2026-07-16", precision: "day", asset: "TMB-38", assetKey: "TMB38", company: "Tamsin Bio", regulator: "pmda", quote: "filed a new drug application for TMB-38 with Japan's Pharmaceuticals and Medical Devices Agency (PMDA) on July 16" },
    ],
  },
  {
    id: "h-en-015",
    lang: "en",
    date: "2026-08-04",
    text: "Wexcombe Therapeutics said it no longer expects to file a BLA for WXC-5 in 2026 and will provide updated guidance after a meeting with the FDA later this year.",
    catalysts: [],
  },
  {
    id: "h-en-016",
    lang: "en",
    date: "2026-08-12",
    text: "BRIEF—Halden Biosciences received a complete response letter from the FDA on August 10 for its NDA for haldoxetine in generalized anxiety disorder. The company is slated to meet the agency in the fourth quarter and plans to resubmit in the first half of 2027.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-08-10", end: "2026-08-10", precision: "day", asset: "haldoxetine", assetKey: "haldoxetine", company: "Halden Biosciences", regulator: "fda", quote: "received a complete response letter from the FDA on August 10" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "haldoxetine", assetKey: "haldoxetine", company: "Halden Biosciences", regulator: "fda", quote: "plans to resubmit in the first half of 2027" },
    ],
  },
  {
    id: "h-en-017",
    lang: "en",
    date: "2026-08-27",
    text: "Orland Pharma submitted its BLA for ORL-702 on June 30. Assuming a standard 12-month review from submission for a new biologic, the FDA's action would fall around the end of June 2027, by our math.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-06-30", end: "2026-06-30", precision: "day", asset: "ORL-702", assetKey: "ORL702", company: "Orland Pharma", regulator: "fda", quote: "submitted its BLA for ORL-702 on June 30" },
      { type: "approval", status: "estimated", start: "2027-06-01", end: "2027-06-30", precision: "month", asset: "ORL-702", assetKey: "ORL702", company: "Orland Pharma", regulator: "fda", quote: "the FDA's action would fall around the end of June 2027, by our math" },
    ],
  },
  {
    id: "h-en-018",
    lang: "en",
    date: "2026-09-08",
    text: "Pellucid Gene Therapies' PGT-011 for CLN2 Batten disease has been granted both Orphan Drug and Rare Pediatric Disease designations by the FDA, the company announced today.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-09-08", end: "2026-09-08", precision: "day", asset: "PGT-011", assetKey: "PGT011", company: "Pellucid Gene Therapies", regulator: "fda", quote: "has been granted both Orphan Drug and Rare Pediatric Disease designations by the FDA" },
    ],
  },
  {
    id: "h-en-019",
    lang: "en",
    date: "2026-09-15",
    text: "Health Canada issued a Notice of Compliance for Ardent Biologics' ardimastat in advanced systemic mastocytosis on September 11, the company said.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-09-11", end: "2026-09-11", precision: "day", asset: "ardimastat", assetKey: "ardimastat", company: "Ardent Biologics", regulator: "health-canada", quote: "Health Canada issued a Notice of Compliance for Ardent Biologics' ardimastat in advanced systemic mastocytosis on September 11" },
    ],
  },
  {
    id: "h-en-020",
    lang: "en",
    date: "2026-09-29",
    text: "Crestline Genomics will host a conference call and webcast at 8:30 a.m. ET on October 6 to discuss its pipeline, including development plans for CGX-14.",
    catalysts: [],
  },
  {
    id: "h-en-021",
    lang: "en",
    date: "2026-10-14",
    text: "Lumenfield Oncology will present final overall survival data for LMF-12 in a proffered paper session at ESMO 2026 on Saturday.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-10-17", end: "2026-10-17", precision: "day", asset: "LMF-12", assetKey: "LMF12", company: "Lumenfield Oncology", regulator: null, quote: "will present final overall survival data for LMF-12 in a proffered paper session at ESMO 2026 on Saturday" },
    ],
  },
  {
    id: "h-en-022",
    lang: "en",
    date: "2026-10-21",
    text: "Corriveau Pharma's marketing authorisation application for corvinetide in short bowel syndrome has been validated by the EMA; a CHMP opinion is expected by the end of 2027.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-10-21", end: "2026-10-21", precision: "day", asset: "corvinetide", assetKey: "corvinetide", company: "Corriveau Pharma", regulator: "ema", quote: "marketing authorisation application for corvinetide in short bowel syndrome has been validated by the EMA" },
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "corvinetide", assetKey: "corvinetide", company: "Corriveau Pharma", regulator: "chmp", quote: "a CHMP opinion is expected by the end of 2027" },
    ],
  },
  {
    id: "h-en-023",
    lang: "en",
    date: "2026-11-03",
    text: "Brimley Therapeutics shares jumped 22% in premarket trading after the FDA approved its once-weekly basal insulin brimlusulin yesterday, roughly three weeks ahead of schedule.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-11-02", end: "2026-11-02", precision: "day", asset: "brimlusulin", assetKey: "brimlusulin", company: "Brimley Therapeutics", regulator: "fda", quote: "the FDA approved its once-weekly basal insulin brimlusulin yesterday" },
    ],
  },
  {
    id: "h-en-024",
    lang: "en",
    date: "2026-11-16",
    text: "Nasdaq-listed Tarrow Bio said an FDA decision is expected by January 22 on its BLA for tarromab in thyroid eye disease.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-01-22", end: "2027-01-22", precision: "day", asset: "tarromab", assetKey: "tarromab", company: "Tarrow Bio", regulator: "fda", quote: "an FDA decision is expected by January 22" },
    ],
  },
  {
    id: "h-en-025",
    lang: "en",
    date: "2026-11-30",
    text: "Data from the Phase 1 LUMOS trial of Kittering Bio's KTR-3310 in sickle cell disease will be featured in an oral presentation at the ASH Annual Meeting and Exposition, December 5-8, 2026.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-12-05", end: "2026-12-08", precision: "day", asset: "KTR-3310", assetKey: "KTR3310", company: "Kittering Bio", regulator: null, quote: "will be featured in an oral presentation at the ASH Annual Meeting and Exposition, December 5-8, 2026" },
    ],
  },
  {
    id: "h-en-026",
    lang: "en",
    date: "2026-12-07",
    text: "Ingleby Pharma completed enrolment in the Phase 3 CASCADE trial of ING-41 this week and still expects to report topline data in the first quarter of next year.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "ING-41", assetKey: "ING41", company: "Ingleby Pharma", regulator: null, quote: "expects to report topline data in the first quarter of next year" },
    ],
  },
  {
    id: "h-en-027",
    lang: "en",
    date: "2027-01-11",
    text: "SAN FRANCISCO, Jan. 11, 2027 /PRNewswire/ -- Ashbury Therapeutics today outlined its 2027 priorities: a PDUFA target action date of May 14, 2027, for ASY-100 in Fabry disease, and a Marketing Authorisation Application for ASY-100 to be submitted in the EU in the second half.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-05-14", end: "2027-05-14", precision: "day", asset: "ASY-100", assetKey: "ASY100", company: "Ashbury Therapeutics", regulator: "fda", quote: "a PDUFA target action date of May 14, 2027, for ASY-100" },
      { type: "submission", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "ASY-100", assetKey: "ASY100", company: "Ashbury Therapeutics", regulator: "ema", quote: "a Marketing Authorisation Application for ASY-100 to be submitted in the EU in the second half" },
    ],
  },
  {
    id: "h-en-028",
    lang: "en",
    date: "2027-02-10",
    text: "Dorrance Bio won FDA approval today for dorastine in Lennox-Gastaut syndrome, a year after the agency rejected the drug with a complete response letter in February 2026.",
    catalysts: [
      { type: "approval", status: "actual", start: "2027-02-10", end: "2027-02-10", precision: "day", asset: "dorastine", assetKey: "dorastine", company: "Dorrance Bio", regulator: "fda", quote: "won FDA approval today for dorastine" },
      { type: "complete-response-letter", status: "actual", start: "2026-02-01", end: "2026-02-28", precision: "month", asset: "dorastine", assetKey: "dorastine", company: "Dorrance Bio", regulator: "fda", quote: "rejected the drug with a complete response letter in February 2026" },
    ],
  },
  {
    id: "h-en-029",
    lang: "en",
    date: "2027-03-03",
    text: "The FDA's drug center approved 11 novel medicines in January and February 2027, fewer than in the same period a year earlier, according to a tally by a trade publication.",
    catalysts: [],
  },
  {
    id: "h-en-030",
    lang: "en",
    date: "2026-01-20",
    text: "Roanoke Biopharma expects to submit an NDA for RNK-77 in the coming months and will give further timing once pre-NDA discussions with the FDA are complete.",
    catalysts: [],
  },
  {
    id: "h-en-031",
    lang: "en",
    date: "2026-01-27",
    text: "Gilchrist Oncology received Breakthrough Therapy designation from the FDA for GLC-880 in NRG1 fusion-positive cancers on January 23, and will present updated data at the ASCO Gastrointestinal Cancers Symposium next month.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-01-23", end: "2026-01-23", precision: "day", asset: "GLC-880", assetKey: "GLC880", company: "Gilchrist Oncology", regulator: "fda", quote: "received Breakthrough Therapy designation from the FDA for GLC-880 in NRG1 fusion-positive cancers on January 23" },
      { type: "conference-presentation", status: "expected", start: "2026-02-01", end: "2026-02-28", precision: "month", asset: "GLC-880", assetKey: "GLC880", company: "Gilchrist Oncology", regulator: null, quote: "will present updated data at the ASCO Gastrointestinal Cancers Symposium next month" },
    ],
  },
  {
    id: "h-en-032",
    lang: "en",
    date: "2026-02-24",
    text: "BOSTON, Feb. 24, 2026 /PRNewswire/ -- Kestle Pharmaceuticals today announced that the FDA granted Priority Review to its supplemental Biologics License Application for kestuzumab in first-line biliary tract cancer, with a PDUFA date anticipated in the third quarter of 2026.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-02-24", end: "2026-02-24", precision: "day", asset: "kestuzumab", assetKey: "kestuzumab", company: "Kestle Pharmaceuticals", regulator: "fda", quote: "the FDA granted Priority Review to its supplemental Biologics License Application for kestuzumab" },
      { type: "pdufa", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "kestuzumab", assetKey: "kestuzumab", company: "Kestle Pharmaceuticals", regulator: "fda", quote: "a PDUFA date anticipated in the third quarter of 2026" },
    ],
  },
  {
    id: "h-en-033",
    lang: "en",
    date: "2026-12-10",
    text: "Pelham Cross Bio, whose first medicine was approved in the U.S. in 2024, plans to submit a Japanese new drug application for PCB-61 in February through its partner Ishikari Pharma, which will hold the marketing authorisation.",
    catalysts: [
      { type: "approval", status: "actual", start: "2024-01-01", end: "2024-12-31", precision: "year", asset: null, assetKey: null, company: "Pelham Cross Bio", regulator: "fda", quote: "whose first medicine was approved in the U.S. in 2024" },
      { type: "submission", status: "expected", start: "2027-02-01", end: "2027-02-28", precision: "month", asset: "PCB-61", assetKey: "PCB61", company: "Ishikari Pharma", regulator: "mhlw", quote: "plans to submit a Japanese new drug application for PCB-61 in February" },
    ],
  },
  {
    id: "h-en-034",
    lang: "en",
    date: "2026-04-28",
    text: "The CHMP adopted a negative opinion on Veldt Therapeutics' veldiprant on April 24, and the company said a re-examination opinion is slated for September.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-04-24", end: "2026-04-24", precision: "day", asset: "veldiprant", assetKey: "veldiprant", company: "Veldt Therapeutics", regulator: "chmp", quote: "The CHMP adopted a negative opinion on Veldt Therapeutics' veldiprant on April 24" },
      { type: "chmp-opinion", status: "expected", start: "2026-09-01", end: "2026-09-30", precision: "month", asset: "veldiprant", assetKey: "veldiprant", company: "Veldt Therapeutics", regulator: "chmp", quote: "a re-examination opinion is slated for September" },
    ],
  },
  {
    id: "h-en-035",
    lang: "en",
    date: "2026-05-26",
    text: "Oxley Bio said it will release topline results from the Phase 3 BEACON study of OXB-2 in refractory gout on Thursday before the U.S. market opens.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-05-28", end: "2026-05-28", precision: "day", asset: "OXB-2", assetKey: "OXB2", company: "Oxley Bio", regulator: null, quote: "will release topline results from the Phase 3 BEACON study of OXB-2 in refractory gout on Thursday" },
    ],
  },
  {
    id: "h-en-036",
    lang: "en",
    date: "2026-06-09",
    text: "Strathmore Genetics does not expect pivotal data for STM-8 before 2028, even though the FDA lifted its clinical hold on the program last month.",
    catalysts: [],
  },
  {
    id: "h-en-037",
    lang: "en",
    date: "2026-07-14",
    text: "Seoul-based Doral Pharm said South Korea's drug safety ministry designated DRP-212 an orphan drug on July 10, and it plans to file for approval in Korea in 1H27.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-07-10", end: "2026-07-10", precision: "day", asset: "DRP-212", assetKey: "DRP212", company: "Doral Pharm", regulator: "mfds", quote: "South Korea's drug safety ministry designated DRP-212 an orphan drug on July 10" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "DRP-212", assetKey: "DRP212", company: "Doral Pharm", regulator: "mfds", quote: "plans to file for approval in Korea in 1H27" },
    ],
  },
  {
    id: "h-en-038",
    lang: "en",
    date: "2026-07-28",
    text: "Wilmot Biotherapeutics reported that its Phase 2 TRAIL study of WLM-04 met its primary endpoint on Monday, while data from the companion study of WLM-09 are due in the fourth quarter.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-07-27", end: "2026-07-27", precision: "day", asset: "WLM-04", assetKey: "WLM04", company: "Wilmot Biotherapeutics", regulator: null, quote: "its Phase 2 TRAIL study of WLM-04 met its primary endpoint on Monday" },
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "WLM-09", assetKey: "WLM09", company: "Wilmot Biotherapeutics", regulator: null, quote: "data from the companion study of WLM-09 are due in the fourth quarter" },
    ],
  },
  {
    id: "h-en-039",
    lang: "en",
    date: "2026-08-18",
    text: "An FDA panel of outside experts voted 12-1 yesterday in favour of Cobbett Pharma's cobepitant for chemotherapy-induced nausea; the PDUFA goal date is September 18.",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-08-17", end: "2026-08-17", precision: "day", asset: "cobepitant", assetKey: "cobepitant", company: "Cobbett Pharma", regulator: "fda", quote: "An FDA panel of outside experts voted 12-1 yesterday" },
      { type: "pdufa", status: "expected", start: "2026-09-18", end: "2026-09-18", precision: "day", asset: "cobepitant", assetKey: "cobepitant", company: "Cobbett Pharma", regulator: "fda", quote: "the PDUFA goal date is September 18" },
    ],
  },
  {
    id: "h-en-040",
    lang: "en",
    date: "2026-09-22",
    text: "Tanager Pharma launched its migraine therapy tanavirine in the United States on Monday at a wholesale acquisition cost of $1,150 per month.",
    catalysts: [],
  },
  {
    id: "h-en-041",
    lang: "en",
    date: "2026-10-27",
    text: "Ferncliff Bio said the FDA cleared its investigational new drug application for FCB-101, and it expects to dose the first patient in a Phase 1 study in the first quarter of 2027.",
    catalysts: [],
  },
  {
    id: "h-en-042",
    lang: "en",
    date: "2026-11-24",
    text: "Ashdown Pharma expects the CHMP to adopt an opinion on ashdotinib in early 2027 and the FDA to act on its NDA late next year.",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "ashdotinib", assetKey: "ashdotinib", company: "Ashdown Pharma", regulator: "chmp", quote: "expects the CHMP to adopt an opinion on ashdotinib in early 2027" },
      { type: "approval", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "ashdotinib", assetKey: "ashdotinib", company: "Ashdown Pharma", regulator: "fda", quote: "the FDA to act on its NDA late next year" },
    ],
  },
  {
    id: "h-en-043",
    lang: "en",
    date: "2026-12-15",
    text: "Quenby Therapeutics submitted a marketing authorisation application for QNB-5 to the European Medicines Agency last month and expects validation of the filing in January.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-11-01", end: "2026-11-30", precision: "month", asset: "QNB-5", assetKey: "QNB5", company: "Quenby Therapeutics", regulator: "ema", quote: "submitted a marketing authorisation application for QNB-5 to the European Medicines Agency last month" },
      { type: "filing-acceptance", status: "expected", start: "2027-01-01", end: "2027-01-31", precision: "month", asset: "QNB-5", assetKey: "QNB5", company: "Quenby Therapeutics", regulator: "ema", quote: "expects validation of the filing in January" },
    ],
  },
  {
    id: "h-en-044",
    lang: "en",
    date: "2027-01-26",
    text: "China's National Medical Products Administration (NMPA) approved Jiahe Biotech's JHB-003 for first-line hepatocellular carcinoma, and the company's U.S. partner Lorimer Oncology plans to submit a BLA for JHB-003 to the FDA in 2027.",
    catalysts: [
      { type: "approval", status: "actual", start: "2027-01-26", end: "2027-01-26", precision: "day", asset: "JHB-003", assetKey: "JHB003", company: "Jiahe Biotech", regulator: "nmpa", quote: "China's National Medical Products Administration (NMPA) approved Jiahe Biotech's JHB-003" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "JHB-003", assetKey: "JHB003", company: "Lorimer Oncology", regulator: "fda", quote: "plans to submit a BLA for JHB-003 to the FDA in 2027" },
    ],
  },
  {
    id: "h-en-045",
    lang: "en",
    date: "2027-02-22",
    text: "Japan's Pharmaceutical Affairs Council committee on new drugs is scheduled to deliberate on Yamanami Pharma's YMN-22 on March 4, with formal approval by the health ministry expected later in March.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2027-03-04", end: "2027-03-04", precision: "day", asset: "YMN-22", assetKey: "YMN22", company: "Yamanami Pharma", regulator: "mhlw", quote: "committee on new drugs is scheduled to deliberate on Yamanami Pharma's YMN-22 on March 4" },
      { type: "approval", status: "expected", start: "2027-03-01", end: "2027-03-31", precision: "month", asset: "YMN-22", assetKey: "YMN22", company: "Yamanami Pharma", regulator: "mhlw", quote: "formal approval by the health ministry expected later in March" },
    ],
  },
  {
    id: "h-en-046",
    lang: "en",
    date: "2026-03-16",
    text: "A U.S. district court upheld two patents covering Harrowgate Pharma's anticoagulant, delaying generic entry until 2031, the company said on Friday.",
    catalysts: [],
  },
  {
    id: "h-en-047",
    lang: "en",
    date: "2026-12-21",
    text: "WALTHAM, Mass.--(BUSINESS WIRE)--Dec. 21, 2026-- Linnet Biosciences today announced it has completed the rolling submission of its BLA to the FDA for LNB-611 in hereditary angioedema and remains on track to report open-label extension data in the first half of 2027.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-12-21", end: "2026-12-21", precision: "day", asset: "LNB-611", assetKey: "LNB611", company: "Linnet Biosciences", regulator: "fda", quote: "has completed the rolling submission of its BLA to the FDA for LNB-611" },
      { type: "readout", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "LNB-611", assetKey: "LNB611", company: "Linnet Biosciences", regulator: null, quote: "on track to report open-label extension data in the first half of 2027" },
    ],
  },

  // ───────────────────────────── Chinese (simplified) ─────────────────────────────
  {
    id: "h-zh-001",
    lang: "zh",
    date: "2026-01-15",
    text: "证券代码：688917　证券简称：昊岚医药　公告编号：2026-004。本公司于近日收到国家药品监督管理局药品审评中心（CDE）签发的《受理通知书》，HL-1208胶囊的上市许可申请获得受理。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-01-15", end: "2026-01-15", precision: "day", asset: "HL-1208", assetKey: "HL1208", company: "昊岚医药", regulator: "nmpa", quote: "HL-1208胶囊的上市许可申请获得受理" },
    ],
  },
  {
    id: "h-zh-002",
    lang: "zh",
    date: "2026-02-09",
    text: "澄江生物表示，CJ-07的III期关键研究有望于2026年第四季度读出顶线数据。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "CJ-07", assetKey: "CJ07", company: "澄江生物", regulator: null, quote: "CJ-07的III期关键研究有望于2026年第四季度读出顶线数据" },
    ],
  },
  {
    id: "h-zh-003",
    lang: "zh",
    date: "2026-02-27",
    text: "润禾药业预计将于明年上半年向美国食品药品监督管理局（FDA）递交RH-330的新药上市申请（NDA）。公司强调，关键性数据不会早于今年第四季度公布。",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "RH-330", assetKey: "RH330", company: "润禾药业", regulator: "fda", quote: "预计将于明年上半年向美国食品药品监督管理局（FDA）递交RH-330的新药上市申请（NDA）" },
    ],
  },
  {
    id: "h-zh-004",
    lang: "zh",
    date: "2026-03-12",
    text: "CDE官网最新公示显示，青屿生物的QY-502已被纳入突破性治疗品种名单，拟用于治疗ALK阳性非小细胞肺癌。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-03-12", end: "2026-03-12", precision: "day", asset: "QY-502", assetKey: "QY502", company: "青屿生物", regulator: "nmpa", quote: "青屿生物的QY-502已被纳入突破性治疗品种名单" },
    ],
  },
  {
    id: "h-zh-005",
    lang: "zh",
    date: "2026-03-30",
    text: "康桥医疗发布2025年年度报告，实现营业收入42.7亿元，同比增长11.3%；归属于上市公司股东的净利润5.1亿元。",
    catalysts: [],
  },
  {
    id: "h-zh-006",
    lang: "zh",
    date: "2026-04-02",
    text: "晶合生物宣布，将于4月17日至22日举行的2026年美国癌症研究协会（AACR）年会上以壁报形式公布JH-9的临床前数据。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-04-17", end: "2026-04-22", precision: "day", asset: "JH-9", assetKey: "JH9", company: "晶合生物", regulator: null, quote: "将于4月17日至22日举行的2026年美国癌症研究协会（AACR）年会上以壁报形式公布JH-9的临床前数据" },
    ],
  },
  {
    id: "h-zh-007",
    lang: "zh",
    date: "2026-05-06",
    text: "远帆药业公告，公司于美国东部时间5月4日收到FDA就YF-66新药上市申请发出的完整回复函（CRL），公司预计于2026年第三季度重新递交申请。",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-05-04", end: "2026-05-04", precision: "day", asset: "YF-66", assetKey: "YF66", company: "远帆药业", regulator: "fda", quote: "于美国东部时间5月4日收到FDA就YF-66新药上市申请发出的完整回复函（CRL）" },
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "YF-66", assetKey: "YF66", company: "远帆药业", regulator: "fda", quote: "预计于2026年第三季度重新递交申请" },
    ],
  },
  {
    id: "h-zh-008",
    lang: "zh",
    date: "2026-05-25",
    text: "据CDE公告，国家药监局药品审评中心于5月21日召开专家咨询会，讨论峰源药业FY-17的上市申请，多数专家支持批准。",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-05-21", end: "2026-05-21", precision: "day", asset: "FY-17", assetKey: "FY17", company: "峰源药业", regulator: "nmpa", quote: "国家药监局药品审评中心于5月21日召开专家咨询会" },
    ],
  },
  {
    id: "h-zh-009",
    lang: "zh",
    date: "2026-06-15",
    text: "国家药品监督管理局今日批准星海生物的XH-120注射液上市，用于治疗阵发性睡眠性血红蛋白尿症，公司有望于年内将其纳入国家医保谈判。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-06-15", end: "2026-06-15", precision: "day", asset: "XH-120", assetKey: "XH120", company: "星海生物", regulator: "nmpa", quote: "国家药品监督管理局今日批准星海生物的XH-120注射液上市" },
    ],
  },
  {
    id: "h-zh-010",
    lang: "zh",
    date: "2026-06-29",
    text: "和瑞医药宣布，已向日本医药品医疗器械综合机构（PMDA）提交HR-48的新药上市申请，预计于2027年下半年获得日本厚生劳动省批准。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-06-29", end: "2026-06-29", precision: "day", asset: "HR-48", assetKey: "HR48", company: "和瑞医药", regulator: "pmda", quote: "已向日本医药品医疗器械综合机构（PMDA）提交HR-48的新药上市申请" },
      { type: "approval", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "HR-48", assetKey: "HR48", company: "和瑞医药", regulator: "mhlw", quote: "预计于2027年下半年获得日本厚生劳动省批准" },
    ],
  },
  {
    id: "h-zh-011",
    lang: "zh",
    date: "2026-07-10",
    text: "第十一批国家组织药品集中采购将于下月开标，共涉及62个品种，预计平均降价幅度超过50%。",
    catalysts: [],
  },
  {
    id: "h-zh-012",
    lang: "zh",
    date: "2026-07-22",
    text: "安泽生物表示，AZ-9上市申请的递交时间将视与监管机构的沟通结果而定，目前尚无明确时间表。",
    catalysts: [],
  },
  {
    id: "h-zh-013",
    lang: "zh",
    date: "2026-08-03",
    text: "明川医药将于下月在欧洲心脏病学会（ESC）年会上公布MC-301的III期研究结果。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-09-01", end: "2026-09-30", precision: "month", asset: "MC-301", assetKey: "MC301", company: "明川医药", regulator: null, quote: "将于下月在欧洲心脏病学会（ESC）年会上公布MC-301的III期研究结果" },
    ],
  },
  {
    id: "h-zh-014",
    lang: "zh",
    date: "2026-08-20",
    text: "汇森生物公告，FDA已将HSN-508生物制品许可申请（BLA）的PDUFA目标日期由2026年9月18日延长至2026年12月18日。",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-12-18", end: "2026-12-18", precision: "day", asset: "HSN-508", assetKey: "HSN508", company: "汇森生物", regulator: "fda", quote: "PDUFA目标日期由2026年9月18日延长至2026年12月18日" },
    ],
  },
  {
    id: "h-zh-015",
    lang: "zh",
    date: "2026-09-07",
    text: "赛诺康的SNK-12上市申请已被国家药监局纳入优先审评审批程序，有望于2027年上半年获批上市。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-09-07", end: "2026-09-07", precision: "day", asset: "SNK-12", assetKey: "SNK12", company: "赛诺康", regulator: "nmpa", quote: "SNK-12上市申请已被国家药监局纳入优先审评审批程序" },
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "SNK-12", assetKey: "SNK12", company: "赛诺康", regulator: "nmpa", quote: "有望于2027年上半年获批上市" },
    ],
  },
  {
    id: "h-zh-016",
    lang: "zh",
    date: "2026-09-29",
    text: "在昨日举行的世界肺癌大会（WCLC）上，瀚海生物公布了HH-72治疗EGFR突变非小细胞肺癌的II期数据。",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-09-28", end: "2026-09-28", precision: "day", asset: "HH-72", assetKey: "HH72", company: "瀚海生物", regulator: null, quote: "在昨日举行的世界肺癌大会（WCLC）上，瀚海生物公布了HH-72治疗EGFR突变非小细胞肺癌的II期数据" },
    ],
  },
  {
    id: "h-zh-017",
    lang: "zh",
    date: "2026-10-13",
    text: "宏信药业宣布，欧盟委员会已批准HX-88上市，公司计划明年向美国FDA递交生物制品许可申请。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-10-13", end: "2026-10-13", precision: "day", asset: "HX-88", assetKey: "HX88", company: "宏信药业", regulator: "ec", quote: "欧盟委员会已批准HX-88上市" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "HX-88", assetKey: "HX88", company: "宏信药业", regulator: "fda", quote: "计划明年向美国FDA递交生物制品许可申请" },
    ],
  },
  {
    id: "h-zh-018",
    lang: "zh",
    date: "2026-10-30",
    text: "立方生物预计将于年底前完成LF-19滚动提交的最后一部分，FDA已于2026年第三季度授予该药物快速通道资格。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "LF-19", assetKey: "LF19", company: "立方生物", regulator: "fda", quote: "预计将于年底前完成LF-19滚动提交的最后一部分" },
      { type: "designation", status: "actual", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "LF-19", assetKey: "LF19", company: "立方生物", regulator: "fda", quote: "FDA已于2026年第三季度授予该药物快速通道资格" },
    ],
  },
  {
    id: "h-zh-019",
    lang: "zh",
    date: "2026-11-17",
    text: "鼎和医药HE-25的上市申请于2026年10月获CDE受理，按优先审评130个工作日的时限推算，最快有望于2027年第二季度获批。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "HE-25", assetKey: "HE25", company: "鼎和医药", regulator: "nmpa", quote: "HE-25的上市申请于2026年10月获CDE受理" },
      { type: "approval", status: "estimated", start: "2027-04-01", end: "2027-06-30", precision: "quarter", asset: "HE-25", assetKey: "HE25", company: "鼎和医药", regulator: "nmpa", quote: "按优先审评130个工作日的时限推算，最快有望于2027年第二季度获批" },
    ],
  },
  {
    id: "h-zh-020",
    lang: "zh",
    date: "2026-12-02",
    text: "嘉鸿生物预计CHMP将于2027年1月对JA-70的上市许可申请给出意见，欧盟委员会的最终决定有望于2027年第一季度作出。",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-01-31", precision: "month", asset: "JA-70", assetKey: "JA70", company: "嘉鸿生物", regulator: "chmp", quote: "预计CHMP将于2027年1月对JA-70的上市许可申请给出意见" },
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "JA-70", assetKey: "JA70", company: "嘉鸿生物", regulator: "ec", quote: "欧盟委员会的最终决定有望于2027年第一季度作出" },
    ],
  },
  {
    id: "h-zh-021",
    lang: "zh",
    date: "2026-12-16",
    text: "华川制药董事会审议通过相关议案，聘任李明为公司总经理，任期自2027年1月1日起三年。",
    catalysts: [],
  },
  {
    id: "h-zh-022",
    lang: "zh",
    date: "2027-01-08",
    text: "诺维康宣布，NV-3的III期研究达到主要终点，公司计划今年第二季度向NMPA提交上市申请。",
    catalysts: [
      { type: "readout", status: "actual", start: "2027-01-08", end: "2027-01-08", precision: "day", asset: "NV-3", assetKey: "NV3", company: "诺维康", regulator: null, quote: "NV-3的III期研究达到主要终点" },
      { type: "submission", status: "expected", start: "2027-04-01", end: "2027-06-30", precision: "quarter", asset: "NV-3", assetKey: "NV3", company: "诺维康", regulator: "nmpa", quote: "计划今年第二季度向NMPA提交上市申请" },
    ],
  },
  {
    id: "h-zh-023",
    lang: "zh",
    date: "2027-02-04",
    text: "新源生物的XY-15已于2026年获得FDA孤儿药资格认定，公司预计于2027年年中公布该药关键性II期研究的顶线数据。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "XY-15", assetKey: "XY15", company: "新源生物", regulator: "fda", quote: "XY-15已于2026年获得FDA孤儿药资格认定" },
      { type: "readout", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "XY-15", assetKey: "XY15", company: "新源生物", regulator: null, quote: "预计于2027年年中公布该药关键性II期研究的顶线数据" },
    ],
  },
  {
    id: "h-zh-024",
    lang: "zh",
    date: "2027-03-01",
    text: "启航药业宣布，FDA已于上周五批准QH-5用于治疗成人慢性免疫性血小板减少症。",
    catalysts: [
      { type: "approval", status: "actual", start: "2027-02-26", end: "2027-02-26", precision: "day", asset: "QH-5", assetKey: "QH5", company: "启航药业", regulator: "fda", quote: "FDA已于上周五批准QH-5" },
    ],
  },
  {
    id: "h-zh-025",
    lang: "zh",
    date: "2026-01-28",
    text: "百康瑞表示，BK-2暂不计划在欧洲递交上市申请，III期数据预计在2027年以后公布。",
    catalysts: [],
  },
  {
    id: "h-zh-026",
    lang: "zh",
    date: "2026-04-09",
    text: "美国食品药品监督管理局（FDA）宣布，将于2026年6月11日召开肿瘤药物咨询委员会会议，审评银河生物YHB-77的上市申请。",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-06-11", end: "2026-06-11", precision: "day", asset: "YHB-77", assetKey: "YHB77", company: "银河生物", regulator: "fda", quote: "将于2026年6月11日召开肿瘤药物咨询委员会会议" },
    ],
  },
  {
    id: "h-zh-027",
    lang: "zh",
    date: "2026-07-31",
    text: "安康药业的AK-60已于7月29日获得韩国食品医药品安全处（MFDS）批准，这是该产品在海外获得的首个上市许可。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-07-29", end: "2026-07-29", precision: "day", asset: "AK-60", assetKey: "AK60", company: "安康药业", regulator: "mfds", quote: "AK-60已于7月29日获得韩国食品医药品安全处（MFDS）批准" },
    ],
  },
  {
    id: "h-zh-028",
    lang: "zh",
    date: "2026-11-05",
    text: "舜华生物将在12月5日至8日举行的美国血液学会（ASH）年会上以口头报告形式公布SHU-1901的最新数据。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-12-05", end: "2026-12-08", precision: "day", asset: "SHU-1901", assetKey: "SHU1901", company: "舜华生物", regulator: null, quote: "将在12月5日至8日举行的美国血液学会（ASH）年会上以口头报告形式公布SHU-1901的最新数据" },
    ],
  },

  // ───────────────────────────── Japanese ─────────────────────────────
  {
    id: "h-ja-001",
    lang: "ja",
    date: "2026-01-16",
    text: "各位　東雲製薬株式会社　SNP-402の国内における製造販売承認申請に関するお知らせ　当社は、本日、SNP-402について、厚生労働省に製造販売承認申請を行いましたので、お知らせいたします。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-01-16", end: "2026-01-16", precision: "day", asset: "SNP-402", assetKey: "SNP402", company: "東雲製薬株式会社", regulator: "mhlw", quote: "本日、SNP-402について、厚生労働省に製造販売承認申請を行いました" },
    ],
  },
  {
    id: "h-ja-002",
    lang: "ja",
    date: "2026-02-13",
    text: "独立行政法人医薬品医療機器総合機構（PMDA）は、霧雨バイオのKRS-77に関する製造販売承認申請を受理した。同社は2026年度中に厚生労働省の承認を取得できる見込みとしている。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-02-13", end: "2026-02-13", precision: "day", asset: "KRS-77", assetKey: "KRS77", company: "霧雨バイオ", regulator: "pmda", quote: "独立行政法人医薬品医療機器総合機構（PMDA）は、霧雨バイオのKRS-77に関する製造販売承認申請を受理した" },
      { type: "approval", status: "expected", start: "2026-04-01", end: "2027-03-31", precision: "year", asset: "KRS-77", assetKey: "KRS77", company: "霧雨バイオ", regulator: "mhlw", quote: "2026年度中に厚生労働省の承認を取得できる見込み" },
    ],
  },
  {
    id: "h-ja-003",
    lang: "ja",
    date: "2026-03-06",
    text: "朝凪ファーマは、ASN-115の国内第3相試験の主要結果の開示を2026年度第2四半期に予定している。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "ASN-115", assetKey: "ASN115", company: "朝凪ファーマ", regulator: null, quote: "ASN-115の国内第3相試験の主要結果の開示を2026年度第2四半期に予定している" },
    ],
  },
  {
    id: "h-ja-004",
    lang: "ja",
    date: "2026-03-23",
    text: "常陸製薬は新たな中期経営計画を発表し、2030年度に売上収益5000億円、研究開発費比率20%を目指すとした。",
    catalysts: [],
  },
  {
    id: "h-ja-005",
    lang: "ja",
    date: "2026-04-10",
    text: "紫苑製薬は、米食品医薬品局（FDA）から、SON-8の新薬承認申請に対する審査完了報告通知（CRL）を4月8日付で受領したと発表した。再申請の時期は未定としている。",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-04-08", end: "2026-04-08", precision: "day", asset: "SON-8", assetKey: "SON8", company: "紫苑製薬", regulator: "fda", quote: "審査完了報告通知（CRL）を4月8日付で受領した" },
    ],
  },
  {
    id: "h-ja-006",
    lang: "ja",
    date: "2026-04-27",
    text: "厚生労働省の薬事審議会医薬品第二部会は来月、天城製薬のAMG-30の承認の可否を審議する。了承されれば、6月にも承認される見込みだ。",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-05-01", end: "2026-05-31", precision: "month", asset: "AMG-30", assetKey: "AMG30", company: "天城製薬", regulator: "mhlw", quote: "薬事審議会医薬品第二部会は来月、天城製薬のAMG-30の承認の可否を審議する" },
      { type: "approval", status: "expected", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "AMG-30", assetKey: "AMG30", company: "天城製薬", regulator: "mhlw", quote: "6月にも承認される見込み" },
    ],
  },
  {
    id: "h-ja-007",
    lang: "ja",
    date: "2026-05-18",
    text: "伊吹バイオは、IBK-6の第1相試験の最新データを2026年の欧州臨床腫瘍学会（ESMO）で発表する予定だ。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "IBK-6", assetKey: "IBK6", company: "伊吹バイオ", regulator: null, quote: "IBK-6の第1相試験の最新データを2026年の欧州臨床腫瘍学会（ESMO）で発表する予定" },
    ],
  },
  {
    id: "h-ja-008",
    lang: "ja",
    date: "2026-05-29",
    text: "提携先の米ノースゲート社は昨日、SNP-402について欧州医薬品庁（EMA）に販売承認申請を行った。東雲製薬が発表した。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-05-28", end: "2026-05-28", precision: "day", asset: "SNP-402", assetKey: "SNP402", company: "ノースゲート社", regulator: "ema", quote: "昨日、SNP-402について欧州医薬品庁（EMA）に販売承認申請を行った" },
    ],
  },
  {
    id: "h-ja-009",
    lang: "ja",
    date: "2026-06-12",
    text: "厚生労働省は6月10日、瑠璃バイオのRRB-19を先駆的医薬品に指定した。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-06-10", end: "2026-06-10", precision: "day", asset: "RRB-19", assetKey: "RRB19", company: "瑠璃バイオ", regulator: "mhlw", quote: "厚生労働省は6月10日、瑠璃バイオのRRB-19を先駆的医薬品に指定した" },
    ],
  },
  {
    id: "h-ja-010",
    lang: "ja",
    date: "2026-07-03",
    text: "北辰ファーマは、HSF-88の米国での承認申請を2026年第3四半期に行う計画だ。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "HSF-88", assetKey: "HSF88", company: "北辰ファーマ", regulator: "fda", quote: "HSF-88の米国での承認申請を2026年第3四半期に行う計画" },
    ],
  },
  {
    id: "h-ja-011",
    lang: "ja",
    date: "2026-07-24",
    text: "神楽製薬のKGR-5について、国内第3相試験の結果を踏まえた承認申請は2027年度になる見込みだ。",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-04-01", end: "2028-03-31", precision: "year", asset: "KGR-5", assetKey: "KGR5", company: "神楽製薬", regulator: "mhlw", quote: "国内第3相試験の結果を踏まえた承認申請は2027年度になる見込み" },
    ],
  },
  {
    id: "h-ja-012",
    lang: "ja",
    date: "2026-08-07",
    text: "白樺ファーマは2026年度第1四半期決算を発表し、主力品の販売好調で営業利益が前年同期比31%増となった。",
    catalysts: [],
  },
  {
    id: "h-ja-013",
    lang: "ja",
    date: "2026-08-25",
    text: "蒼天製薬は25日、米食品医薬品局（FDA）が現地時間24日付でSTN-901を承認したと発表した。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-08-24", end: "2026-08-24", precision: "day", asset: "STN-901", assetKey: "STN901", company: "蒼天製薬", regulator: "fda", quote: "米食品医薬品局（FDA）が現地時間24日付でSTN-901を承認した" },
    ],
  },
  {
    id: "h-ja-014",
    lang: "ja",
    date: "2026-09-14",
    text: "若狭バイオはWKS-3の欧州での開発について、提携先の探索を優先し、販売承認申請の時期は決まっていないと説明した。",
    catalysts: [],
  },
  {
    id: "h-ja-015",
    lang: "ja",
    date: "2026-09-30",
    text: "藍染製薬は、欧州医薬品評価委員会（CHMP）がAIZ-24の承認を推奨する肯定的見解を採択したと発表した。欧州委員会による承認は年内の見込み。",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-09-30", end: "2026-09-30", precision: "day", asset: "AIZ-24", assetKey: "AIZ24", company: "藍染製薬", regulator: "chmp", quote: "欧州医薬品評価委員会（CHMP）がAIZ-24の承認を推奨する肯定的見解を採択した" },
      { type: "approval", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "AIZ-24", assetKey: "AIZ24", company: "藍染製薬", regulator: "ec", quote: "欧州委員会による承認は年内の見込み" },
    ],
  },
  {
    id: "h-ja-016",
    lang: "ja",
    date: "2026-10-19",
    text: "黎明創薬は、昨年米国で承認を取得したRMS-11について、日本での承認申請を来年前半に行う予定だ。",
    catalysts: [
      { type: "approval", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "RMS-11", assetKey: "RMS11", company: "黎明創薬", regulator: "fda", quote: "昨年米国で承認を取得した" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "RMS-11", assetKey: "RMS11", company: "黎明創薬", regulator: "mhlw", quote: "日本での承認申請を来年前半に行う予定" },
    ],
  },
  {
    id: "h-ja-017",
    lang: "ja",
    date: "2026-11-02",
    text: "米FDAの諮問委員会は先週金曜日、七曜ファーマのNNY-40について、ベネフィットがリスクを上回るとの結論を賛成10、反対3で示した。",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-10-30", end: "2026-10-30", precision: "day", asset: "NNY-40", assetKey: "NNY40", company: "七曜ファーマ", regulator: "fda", quote: "米FDAの諮問委員会は先週金曜日、七曜ファーマのNNY-40について、ベネフィットがリスクを上回るとの結論を賛成10、反対3で示した" },
    ],
  },
  {
    id: "h-ja-018",
    lang: "ja",
    date: "2026-11-20",
    text: "葵ファーマは、AOP-66の第2相試験のトップラインデータを来月公表する予定だと明らかにした。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "AOP-66", assetKey: "AOP66", company: "葵ファーマ", regulator: null, quote: "AOP-66の第2相試験のトップラインデータを来月公表する予定" },
    ],
  },
  {
    id: "h-ja-019",
    lang: "ja",
    date: "2026-12-04",
    text: "穂高バイオは、HTK-210の国内承認申請の時期を2026年度下期に変更した。当初は2026年度上期の申請を計画していた。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-10-01", end: "2027-03-31", precision: "half", asset: "HTK-210", assetKey: "HTK210", company: "穂高バイオ", regulator: "mhlw", quote: "HTK-210の国内承認申請の時期を2026年度下期に変更した" },
    ],
  },
  {
    id: "h-ja-020",
    lang: "ja",
    date: "2026-12-18",
    text: "中国の国家薬品監督管理局（NMPA）は、翡翠製薬のHSJ-5を優先審査の対象に指定した。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-12-18", end: "2026-12-18", precision: "day", asset: "HSJ-5", assetKey: "HSJ5", company: "翡翠製薬", regulator: "nmpa", quote: "翡翠製薬のHSJ-5を優先審査の対象に指定した" },
    ],
  },
  {
    id: "h-ja-021",
    lang: "ja",
    date: "2027-01-13",
    text: "若草製薬は、WKG-17の米国での新薬承認申請（NDA）を12月に完了したと発表した。FDAによる受理の可否は2月に判明する見込み。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "WKG-17", assetKey: "WKG17", company: "若草製薬", regulator: "fda", quote: "WKG-17の米国での新薬承認申請（NDA）を12月に完了した" },
      { type: "filing-acceptance", status: "expected", start: "2027-02-01", end: "2027-02-28", precision: "month", asset: "WKG-17", assetKey: "WKG17", company: "若草製薬", regulator: "fda", quote: "FDAによる受理の可否は2月に判明する見込み" },
    ],
  },
  {
    id: "h-ja-022",
    lang: "ja",
    date: "2027-02-08",
    text: "桃園ファーマは、韓国食品医薬品安全処（MFDS）からTEP-3の品目許可を2月5日付で取得した。",
    catalysts: [
      { type: "approval", status: "actual", start: "2027-02-05", end: "2027-02-05", precision: "day", asset: "TEP-3", assetKey: "TEP3", company: "桃園ファーマ", regulator: "mfds", quote: "韓国食品医薬品安全処（MFDS）からTEP-3の品目許可を2月5日付で取得した" },
    ],
  },
  {
    id: "h-ja-023",
    lang: "ja",
    date: "2027-03-10",
    text: "鳴門製薬は、NMS-44の第3相試験の結果を2027年度第1四半期に公表する予定で、良好なら2027年度中に国内申請を目指す。",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-04-01", end: "2027-06-30", precision: "quarter", asset: "NMS-44", assetKey: "NMS44", company: "鳴門製薬", regulator: null, quote: "NMS-44の第3相試験の結果を2027年度第1四半期に公表する予定" },
      { type: "submission", status: "expected", start: "2027-04-01", end: "2028-03-31", precision: "year", asset: "NMS-44", assetKey: "NMS44", company: "鳴門製薬", regulator: "mhlw", quote: "2027年度中に国内申請を目指す" },
    ],
  },
  {
    id: "h-ja-024",
    lang: "ja",
    date: "2026-02-02",
    text: "秋津製薬は1月にAKT-8を国内で承認申請した。優先審査品目の目標審査期間（9カ月）から逆算すると、承認は2026年10月ごろになる計算だ。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-01-01", end: "2026-01-31", precision: "month", asset: "AKT-8", assetKey: "AKT8", company: "秋津製薬", regulator: "mhlw", quote: "1月にAKT-8を国内で承認申請した" },
      { type: "approval", status: "estimated", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "AKT-8", assetKey: "AKT8", company: "秋津製薬", regulator: "mhlw", quote: "目標審査期間（9カ月）から逆算すると、承認は2026年10月ごろになる計算だ" },
    ],
  },
  {
    id: "h-ja-025",
    lang: "ja",
    date: "2026-06-24",
    text: "日本製薬工業協会の集計によると、2025年に国内で承認された新有効成分含有医薬品は48品目で、前年を上回った。",
    catalysts: [],
  },
  {
    id: "h-ja-026",
    lang: "ja",
    date: "2026-10-07",
    text: "羽衣バイオは、HGR-7の第2相試験の結果を、2027年2月に開催される日本臨床腫瘍学会学術集会（JSMO 2027）で発表する。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2027-02-01", end: "2027-02-28", precision: "month", asset: "HGR-7", assetKey: "HGR7", company: "羽衣バイオ", regulator: null, quote: "2027年2月に開催される日本臨床腫瘍学会学術集会（JSMO 2027）で発表する" },
    ],
  },
  {
    id: "h-ja-027",
    lang: "ja",
    date: "2026-03-16",
    text: "雪村製薬は、YKM-3の国内承認申請について、来年以降になるとの見通しを示した。",
    catalysts: [],
  },
  {
    id: "h-ja-028",
    lang: "ja",
    date: "2026-08-31",
    text: "錦織ファーマは本日、NSK-14の製造販売承認を取得したと発表した。同剤は2025年に医薬品医療機器総合機構に申請していた。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-08-31", end: "2026-08-31", precision: "day", asset: "NSK-14", assetKey: "NSK14", company: "錦織ファーマ", regulator: "mhlw", quote: "本日、NSK-14の製造販売承認を取得した" },
      { type: "submission", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "NSK-14", assetKey: "NSK14", company: "錦織ファーマ", regulator: "pmda", quote: "2025年に医薬品医療機器総合機構に申請していた" },
    ],
  },

  // ───────────────────────────── Korean ─────────────────────────────
  {
    id: "h-ko-001",
    lang: "ko",
    date: "2026-01-19",
    text: "식품의약품안전처는 오늘 한마루제약의 HMR-203을 '글로벌 혁신제품 신속심사(GIFT)' 대상으로 지정했다고 밝혔다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-01-19", end: "2026-01-19", precision: "day", asset: "HMR-203", assetKey: "HMR203", company: "한마루제약", regulator: "mfds", quote: "식품의약품안전처는 오늘 한마루제약의 HMR-203을 '글로벌 혁신제품 신속심사(GIFT)' 대상으로 지정했다" },
    ],
  },
  {
    id: "h-ko-002",
    lang: "ko",
    date: "2026-02-10",
    text: "[공시] 늘봄바이오는 NBB-11의 국내 임상 3상에서 1차 유효성 평가변수를 통계적으로 유의하게 충족했다고 어제 공시했다.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-02-09", end: "2026-02-09", precision: "day", asset: "NBB-11", assetKey: "NBB11", company: "늘봄바이오", regulator: null, quote: "NBB-11의 국내 임상 3상에서 1차 유효성 평가변수를 통계적으로 유의하게 충족했다고 어제 공시했다" },
    ],
  },
  {
    id: "h-ko-003",
    lang: "ko",
    date: "2026-03-05",
    text: "비추바이오는 BCB-45의 미국 FDA 신약허가신청(NDA)을 내년 상반기 제출할 예정이다.",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "BCB-45", assetKey: "BCB45", company: "비추바이오", regulator: "fda", quote: "BCB-45의 미국 FDA 신약허가신청(NDA)을 내년 상반기 제출할 예정" },
    ],
  },
  {
    id: "h-ko-004",
    lang: "ko",
    date: "2026-03-20",
    text: "소망제약은 SMP-91의 유럽 판매허가 신청(MAA)을 연내 마무리할 계획이다.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "SMP-91", assetKey: "SMP91", company: "소망제약", regulator: "ema", quote: "SMP-91의 유럽 판매허가 신청(MAA)을 연내 마무리할 계획" },
    ],
  },
  {
    id: "h-ko-005",
    lang: "ko",
    date: "2026-04-13",
    text: "해담바이오는 중국 국가약품감독관리국(NMPA)이 지난 10일 HDB-7의 시판을 허가했다고 13일 밝혔다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-04-10", end: "2026-04-10", precision: "day", asset: "HDB-7", assetKey: "HDB7", company: "해담바이오", regulator: "nmpa", quote: "중국 국가약품감독관리국(NMPA)이 지난 10일 HDB-7의 시판을 허가했다" },
    ],
  },
  {
    id: "h-ko-006",
    lang: "ko",
    date: "2026-04-29",
    text: "식약처 중앙약사심의위원회는 지난 27일 회의를 열고 한별바이오 HBL-4의 안전성·유효성을 인정하는 쪽으로 의견을 모았다.",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-04-27", end: "2026-04-27", precision: "day", asset: "HBL-4", assetKey: "HBL4", company: "한별바이오", regulator: "mfds", quote: "중앙약사심의위원회는 지난 27일 회의를 열고 한별바이오 HBL-4의 안전성·유효성을 인정하는 쪽으로 의견을 모았다" },
    ],
  },
  {
    id: "h-ko-007",
    lang: "ko",
    date: "2026-05-14",
    text: "마루바이오는 올해 1분기 연결 기준 매출 812억 원, 영업손실 37억 원을 기록했다고 공시했다.",
    catalysts: [],
  },
  {
    id: "h-ko-008",
    lang: "ko",
    date: "2026-05-27",
    text: "미국 FDA는 가비바이오의 GVB-30 바이오의약품 허가신청(BLA)을 접수하고 심사 목표일(PDUFA)을 2027년 1월 29일로 정했다.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-05-27", end: "2026-05-27", precision: "day", asset: "GVB-30", assetKey: "GVB30", company: "가비바이오", regulator: "fda", quote: "미국 FDA는 가비바이오의 GVB-30 바이오의약품 허가신청(BLA)을 접수하고" },
      { type: "pdufa", status: "expected", start: "2027-01-29", end: "2027-01-29", precision: "day", asset: "GVB-30", assetKey: "GVB30", company: "가비바이오", regulator: "fda", quote: "심사 목표일(PDUFA)을 2027년 1월 29일로 정했다" },
    ],
  },
  {
    id: "h-ko-009",
    lang: "ko",
    date: "2026-06-08",
    text: "나린테라퓨틱스는 NRN-702의 임상 1b상 결과를 지난 1일(현지시간) 미국임상종양학회(ASCO 2026)에서 구두 발표했다.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-06-01", end: "2026-06-01", precision: "day", asset: "NRN-702", assetKey: "NRN702", company: "나린테라퓨틱스", regulator: null, quote: "NRN-702의 임상 1b상 결과를 지난 1일(현지시간) 미국임상종양학회(ASCO 2026)에서 구두 발표했다" },
    ],
  },
  {
    id: "h-ko-010",
    lang: "ko",
    date: "2026-06-22",
    text: "솔빛제약은 SBP-5의 PDUFA 목표일이 다음 달 15일이라고 밝혔다.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-07-15", end: "2026-07-15", precision: "day", asset: "SBP-5", assetKey: "SBP5", company: "솔빛제약", regulator: "fda", quote: "SBP-5의 PDUFA 목표일이 다음 달 15일" },
    ],
  },
  {
    id: "h-ko-011",
    lang: "ko",
    date: "2026-07-06",
    text: "온새미바이오는 FDA로부터 OSM-12의 허가신청에 대한 보완요구서한(CRL)을 수령했다고 공시했다. 회사는 내년 중 재제출할 계획이다.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-07-06", end: "2026-07-06", precision: "day", asset: "OSM-12", assetKey: "OSM12", company: "온새미바이오", regulator: "fda", quote: "FDA로부터 OSM-12의 허가신청에 대한 보완요구서한(CRL)을 수령했다" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "OSM-12", assetKey: "OSM12", company: "온새미바이오", regulator: "fda", quote: "내년 중 재제출할 계획" },
    ],
  },
  {
    id: "h-ko-012",
    lang: "ko",
    date: "2026-07-21",
    text: "다솜바이오는 DSB-8의 기술이전 협상이 길어지면서 임상 3상 진입이 늦어질 수 있다고 밝혔다.",
    catalysts: [],
  },
  {
    id: "h-ko-013",
    lang: "ko",
    date: "2026-08-11",
    text: "라온제약은 RON-33의 품목허가를 지난달 식품의약품안전처에 신청했으며, 내년 중반 허가를 기대하고 있다.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-07-01", end: "2026-07-31", precision: "month", asset: "RON-33", assetKey: "RON33", company: "라온제약", regulator: "mfds", quote: "RON-33의 품목허가를 지난달 식품의약품안전처에 신청했으며" },
      { type: "approval", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "RON-33", assetKey: "RON33", company: "라온제약", regulator: "mfds", quote: "내년 중반 허가를 기대하고 있다" },
    ],
  },
  {
    id: "h-ko-014",
    lang: "ko",
    date: "2026-08-31",
    text: "이노엘바이오는 INL-2가 미국 식품의약국(FDA)으로부터 소아희귀질환의약품(RPDD)으로 지정됐다고 31일 밝혔다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-08-31", end: "2026-08-31", precision: "day", asset: "INL-2", assetKey: "INL2", company: "이노엘바이오", regulator: "fda", quote: "INL-2가 미국 식품의약국(FDA)으로부터 소아희귀질환의약품(RPDD)으로 지정됐다" },
    ],
  },
  {
    id: "h-ko-015",
    lang: "ko",
    date: "2026-09-16",
    text: "아토바이오는 ATB-58의 임상 2상 결과를 다음 달 16일부터 20일까지 열리는 유럽종양학회(ESMO 2026)에서 발표할 예정이다.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-10-16", end: "2026-10-20", precision: "day", asset: "ATB-58", assetKey: "ATB58", company: "아토바이오", regulator: null, quote: "다음 달 16일부터 20일까지 열리는 유럽종양학회(ESMO 2026)에서 발표할 예정" },
    ],
  },
  {
    id: "h-ko-016",
    lang: "ko",
    date: "2026-10-05",
    text: "영국 의약품규제청(MHRA)은 지난주 금요일 바람제약 BRJ-9의 판매를 허가했다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-10-02", end: "2026-10-02", precision: "day", asset: "BRJ-9", assetKey: "BRJ9", company: "바람제약", regulator: "mhra", quote: "영국 의약품규제청(MHRA)은 지난주 금요일 바람제약 BRJ-9의 판매를 허가했다" },
    ],
  },
  {
    id: "h-ko-017",
    lang: "ko",
    date: "2026-10-22",
    text: "여울바이오는 미국 제약사와 총 1조 2천억 원 규모의 기술수출 계약을 체결했다고 공시했다. 계약금은 다음 달 수령할 예정이다.",
    catalysts: [],
  },
  {
    id: "h-ko-018",
    lang: "ko",
    date: "2026-11-09",
    text: "식약처는 다음 달 중앙약사심의위원회를 열어 누리온제약 NRO-15의 허가 타당성을 자문받을 예정이다.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "NRO-15", assetKey: "NRO15", company: "누리온제약", regulator: "mfds", quote: "다음 달 중앙약사심의위원회를 열어 누리온제약 NRO-15의 허가 타당성을 자문받을 예정" },
    ],
  },
  {
    id: "h-ko-019",
    lang: "ko",
    date: "2026-11-26",
    text: "보아제약은 오늘 유럽의약품청(EMA) 약물사용자문위원회(CHMP)로부터 BAP-60에 대한 긍정 의견을 받았으며, 유럽연합 집행위원회(EC)의 최종 허가는 내년 1분기로 예상된다고 밝혔다.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-11-26", end: "2026-11-26", precision: "day", asset: "BAP-60", assetKey: "BAP60", company: "보아제약", regulator: "chmp", quote: "오늘 유럽의약품청(EMA) 약물사용자문위원회(CHMP)로부터 BAP-60에 대한 긍정 의견을 받았으며" },
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "BAP-60", assetKey: "BAP60", company: "보아제약", regulator: "ec", quote: "유럽연합 집행위원회(EC)의 최종 허가는 내년 1분기로 예상된다" },
    ],
  },
  {
    id: "h-ko-020",
    lang: "ko",
    date: "2026-12-14",
    text: "새봄테라퓨틱스는 SBT-8의 톱라인 결과 발표를 당초 2027년 상반기에서 하반기로 미뤘다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "SBT-8", assetKey: "SBT8", company: "새봄테라퓨틱스", regulator: null, quote: "SBT-8의 톱라인 결과 발표를 당초 2027년 상반기에서 하반기로 미뤘다" },
    ],
  },
  {
    id: "h-ko-021",
    lang: "ko",
    date: "2027-01-05",
    text: "미국 FDA는 어제 하람바이오의 HRB-90을 혁신치료제로 지정했다. 하람바이오는 올해 1분기 중 FDA와 허가 신청 전 미팅을 진행할 계획이다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2027-01-04", end: "2027-01-04", precision: "day", asset: "HRB-90", assetKey: "HRB90", company: "하람바이오", regulator: "fda", quote: "미국 FDA는 어제 하람바이오의 HRB-90을 혁신치료제로 지정했다" },
    ],
  },
  {
    id: "h-ko-022",
    lang: "ko",
    date: "2027-02-15",
    text: "은하제약은 지난 11일 일본 의약품의료기기종합기구(PMDA)에 EHP-27의 신약 승인 신청서를 제출했다.",
    catalysts: [
      { type: "submission", status: "actual", start: "2027-02-11", end: "2027-02-11", precision: "day", asset: "EHP-27", assetKey: "EHP27", company: "은하제약", regulator: "pmda", quote: "지난 11일 일본 의약품의료기기종합기구(PMDA)에 EHP-27의 신약 승인 신청서를 제출했다" },
    ],
  },
  {
    id: "h-ko-023",
    lang: "ko",
    date: "2027-03-08",
    text: "식약처는 올해부터 희귀의약품 허가 심사 기간을 최대 90일 단축하는 제도 개선안을 시행한다고 밝혔다.",
    catalysts: [],
  },
  {
    id: "h-ko-024",
    lang: "ko",
    date: "2026-02-25",
    text: "푸름바이오는 PRB-3의 임상 2상 결과를 이른 시일 내에 공개하겠다고 밝혔다.",
    catalysts: [],
  },
  {
    id: "h-ko-025",
    lang: "ko",
    date: "2026-09-01",
    text: "단아제약은 캐나다 보건부(Health Canada)로부터 DAP-16의 판매 승인을 받았다고 1일 밝혔다. 국내 품목허가 신청은 내년 하반기에 진행할 예정이다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-09-01", end: "2026-09-01", precision: "day", asset: "DAP-16", assetKey: "DAP16", company: "단아제약", regulator: "health-canada", quote: "캐나다 보건부(Health Canada)로부터 DAP-16의 판매 승인을 받았다" },
      { type: "submission", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "DAP-16", assetKey: "DAP16", company: "단아제약", regulator: "mfds", quote: "국내 품목허가 신청은 내년 하반기에 진행할 예정" },
    ],
  },
  {
    id: "h-ko-026",
    lang: "ko",
    date: "2026-12-28",
    text: "진솔바이오는 JSB-2의 국내 임상 3상 톱라인 결과를 내년 3월 발표할 계획이다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-03-01", end: "2027-03-31", precision: "month", asset: "JSB-2", assetKey: "JSB2", company: "진솔바이오", regulator: null, quote: "JSB-2의 국내 임상 3상 톱라인 결과를 내년 3월 발표할 계획" },
    ],
  },
  {
    id: "h-ko-027",
    lang: "ko",
    date: "2026-03-27",
    text: "자람바이오는 2025년 FDA로부터 보완요구서한(CRL)을 받았던 JRB-5의 허가신청서를 오늘 재제출했다고 공시했다.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "JRB-5", assetKey: "JRB5", company: "자람바이오", regulator: "fda", quote: "2025년 FDA로부터 보완요구서한(CRL)을 받았던" },
      { type: "submission", status: "actual", start: "2026-03-27", end: "2026-03-27", precision: "day", asset: "JRB-5", assetKey: "JRB5", company: "자람바이오", regulator: "fda", quote: "JRB-5의 허가신청서를 오늘 재제출했다" },
    ],
  },

  // ───────────────────────────── German ─────────────────────────────
  {
    id: "h-de-001",
    lang: "de",
    date: "2026-01-21",
    text: "Ad-hoc-Mitteilung gemäß Art. 17 MAR: Die Elstertal Biopharma AG hat heute positive Topline-Ergebnisse der Phase-III-Studie ELARA mit ETB-305 bei diabetischer Nephropathie erhalten; der primäre Endpunkt wurde erreicht.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-01-21", end: "2026-01-21", precision: "day", asset: "ETB-305", assetKey: "ETB305", company: "Elstertal Biopharma AG", regulator: null, quote: "hat heute positive Topline-Ergebnisse der Phase-III-Studie ELARA mit ETB-305 bei diabetischer Nephropathie erhalten" },
    ],
  },
  {
    id: "h-de-002",
    lang: "de",
    date: "2026-02-11",
    text: "Die Rosswald Pharma GmbH hat den Zulassungsantrag für RWD-14 im zentralisierten Verfahren bei der Europäischen Arzneimittel-Agentur eingereicht; als Berichterstatter fungiert das Bundesinstitut für Arzneimittel und Medizinprodukte (BfArM).",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-02-11", end: "2026-02-11", precision: "day", asset: "RWD-14", assetKey: "RWD14", company: "Rosswald Pharma GmbH", regulator: "ema", quote: "hat den Zulassungsantrag für RWD-14 im zentralisierten Verfahren bei der Europäischen Arzneimittel-Agentur eingereicht" },
    ],
  },
  {
    id: "h-de-003",
    lang: "de",
    date: "2026-02-26",
    text: "Die Entscheidung der Europäischen Kommission über die Zulassung von Vindamab der Kelter Biotech AG fällt voraussichtlich im zweiten Quartal 2026.",
    catalysts: [
      { type: "approval", status: "expected", start: "2026-04-01", end: "2026-06-30", precision: "quarter", asset: "Vindamab", assetKey: "vindamab", company: "Kelter Biotech AG", regulator: "ec", quote: "Die Entscheidung der Europäischen Kommission über die Zulassung von Vindamab der Kelter Biotech AG fällt voraussichtlich im zweiten Quartal 2026" },
    ],
  },
  {
    id: "h-de-004",
    lang: "de",
    date: "2026-03-13",
    text: "Die Brockenwerk Therapeutics AG rechnet mit der Einreichung des Zulassungsantrags für BWT-12 bei der FDA zur Jahresmitte.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-04-01", end: "2026-09-30", precision: "half", asset: "BWT-12", assetKey: "BWT12", company: "Brockenwerk Therapeutics AG", regulator: "fda", quote: "rechnet mit der Einreichung des Zulassungsantrags für BWT-12 bei der FDA zur Jahresmitte" },
    ],
  },
  {
    id: "h-de-005",
    lang: "de",
    date: "2026-03-27",
    text: "Die Saalebio AG hat im Rahmen einer Kapitalerhöhung 18 Millionen neue Aktien zu je 7,40 Euro platziert; der Bruttoemissionserlös beträgt rund 133 Millionen Euro.",
    catalysts: [],
  },
  {
    id: "h-de-006",
    lang: "de",
    date: "2026-04-15",
    text: "Der Ausschuss für Humanarzneimittel (CHMP) der EMA hat gestern eine positive Stellungnahme zu Taurelimab der Tauberpharm GmbH abgegeben; mit der Entscheidung der Kommission rechnet das Unternehmen innerhalb von etwa 67 Tagen.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-04-14", end: "2026-04-14", precision: "day", asset: "Taurelimab", assetKey: "taurelimab", company: "Tauberpharm GmbH", regulator: "chmp", quote: "Der Ausschuss für Humanarzneimittel (CHMP) der EMA hat gestern eine positive Stellungnahme zu Taurelimab der Tauberpharm GmbH abgegeben" },
    ],
  },
  {
    id: "h-de-007",
    lang: "de",
    date: "2026-04-30",
    text: "Die US-Gesundheitsbehörde FDA hat am Montag den Wirkstoff Ostralisib der Kieler Baltrion Pharma AG zur Behandlung des follikulären Lymphoms zugelassen.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-04-27", end: "2026-04-27", precision: "day", asset: "Ostralisib", assetKey: "ostralisib", company: "Baltrion Pharma AG", regulator: "fda", quote: "hat am Montag den Wirkstoff Ostralisib der Kieler Baltrion Pharma AG zur Behandlung des follikulären Lymphoms zugelassen" },
    ],
  },
  {
    id: "h-de-008",
    lang: "de",
    date: "2026-05-21",
    text: "Die Isenburg Bio AG erwartet Ende 2026 erste Daten aus der Phase-II-Studie mit IBA-71.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "IBA-71", assetKey: "IBA71", company: "Isenburg Bio AG", regulator: null, quote: "erwartet Ende 2026 erste Daten aus der Phase-II-Studie mit IBA-71" },
    ],
  },
  {
    id: "h-de-009",
    lang: "de",
    date: "2026-06-03",
    text: "Die Rhön Biotech GmbH wird im nächsten Monat auf der Alzheimer's Association International Conference (AAIC) Daten zu RBT-4 vorstellen.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-07-01", end: "2026-07-31", precision: "month", asset: "RBT-4", assetKey: "RBT4", company: "Rhön Biotech GmbH", regulator: null, quote: "wird im nächsten Monat auf der Alzheimer's Association International Conference (AAIC) Daten zu RBT-4 vorstellen" },
    ],
  },
  {
    id: "h-de-010",
    lang: "de",
    date: "2026-06-18",
    text: "Die FDA hat die Prüffrist für den Zulassungsantrag der Wetterau Pharma AG für WTP-3 verlängert; neuer PDUFA-Termin ist der 28. Oktober 2026 statt des 28. Juli.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-10-28", end: "2026-10-28", precision: "day", asset: "WTP-3", assetKey: "WTP3", company: "Wetterau Pharma AG", regulator: "fda", quote: "neuer PDUFA-Termin ist der 28. Oktober 2026" },
    ],
  },
  {
    id: "h-de-011",
    lang: "de",
    date: "2026-07-08",
    text: "Die Siegtal Therapeutics GmbH hat von der FDA den Orphan-Drug-Status für STG-9 erhalten und rechnet im vierten Quartal mit Interimsdaten aus der laufenden Phase-II-Studie.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-07-08", end: "2026-07-08", precision: "day", asset: "STG-9", assetKey: "STG9", company: "Siegtal Therapeutics GmbH", regulator: "fda", quote: "hat von der FDA den Orphan-Drug-Status für STG-9 erhalten" },
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "STG-9", assetKey: "STG9", company: "Siegtal Therapeutics GmbH", regulator: null, quote: "rechnet im vierten Quartal mit Interimsdaten aus der laufenden Phase-II-Studie" },
    ],
  },
  {
    id: "h-de-012",
    lang: "de",
    date: "2026-07-29",
    text: "Die Ilmenau Pharma AG geht nicht davon aus, den Zulassungsantrag für ILP-5 vor Mitte 2027 einreichen zu können.",
    catalysts: [],
  },
  {
    id: "h-de-013",
    lang: "de",
    date: "2026-08-14",
    text: "Ad-hoc: Die Kinzigtal Bio SE hat gestern von der US-amerikanischen Food and Drug Administration (FDA) einen Complete Response Letter zum Zulassungsantrag für KTB-40 erhalten. Die Behörde fordert eine zusätzliche Studie.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-08-13", end: "2026-08-13", precision: "day", asset: "KTB-40", assetKey: "KTB40", company: "Kinzigtal Bio SE", regulator: "fda", quote: "hat gestern von der US-amerikanischen Food and Drug Administration (FDA) einen Complete Response Letter zum Zulassungsantrag für KTB-40 erhalten" },
    ],
  },
  {
    id: "h-de-014",
    lang: "de",
    date: "2026-09-09",
    text: "Die Moorland Oncology AG präsentiert am Samstag auf dem Kongress der European Respiratory Society (ERS) neue Daten zu MOA-17.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-09-12", end: "2026-09-12", precision: "day", asset: "MOA-17", assetKey: "MOA17", company: "Moorland Oncology AG", regulator: null, quote: "präsentiert am Samstag auf dem Kongress der European Respiratory Society (ERS) neue Daten zu MOA-17" },
    ],
  },
  {
    id: "h-de-015",
    lang: "de",
    date: "2026-09-24",
    text: "Das Paul-Ehrlich-Institut hat die Chargenfreigabe für die Grippeimpfstoffe der Saison 2026/27 abgeschlossen; die Auslieferung an die Arztpraxen beginnt im Oktober.",
    catalysts: [],
  },
  {
    id: "h-de-016",
    lang: "de",
    date: "2026-10-09",
    text: "Die Vogtland Pharma AG hat ihren Zulassungsantrag für VGP-21 beim japanischen Gesundheitsministerium im Juli eingereicht und erwartet die Zulassung voraussichtlich im ersten Halbjahr 2027.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-07-01", end: "2026-07-31", precision: "month", asset: "VGP-21", assetKey: "VGP21", company: "Vogtland Pharma AG", regulator: "mhlw", quote: "hat ihren Zulassungsantrag für VGP-21 beim japanischen Gesundheitsministerium im Juli eingereicht" },
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "VGP-21", assetKey: "VGP21", company: "Vogtland Pharma AG", regulator: "mhlw", quote: "erwartet die Zulassung voraussichtlich im ersten Halbjahr 2027" },
    ],
  },
  {
    id: "h-de-017",
    lang: "de",
    date: "2026-10-26",
    text: "Die Uckerbio AG bringt ihr bereits 2025 in der EU zugelassenes Präparat UKB-2 nun auch in der Schweiz auf den Markt.",
    catalysts: [
      { type: "approval", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "UKB-2", assetKey: "UKB2", company: "Uckerbio AG", regulator: "ec", quote: "bereits 2025 in der EU zugelassenes Präparat UKB-2" },
    ],
  },
  {
    id: "h-de-018",
    lang: "de",
    date: "2026-11-11",
    text: "Die EMA hat den Zulassungsantrag der Spree-Havel Therapeutics AG für SHT-88 validiert. Eine Stellungnahme des CHMP erwartet das Unternehmen Anfang nächsten Jahres.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-11-11", end: "2026-11-11", precision: "day", asset: "SHT-88", assetKey: "SHT88", company: "Spree-Havel Therapeutics AG", regulator: "ema", quote: "Die EMA hat den Zulassungsantrag der Spree-Havel Therapeutics AG für SHT-88 validiert" },
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "SHT-88", assetKey: "SHT88", company: "Spree-Havel Therapeutics AG", regulator: "chmp", quote: "Eine Stellungnahme des CHMP erwartet das Unternehmen Anfang nächsten Jahres" },
    ],
  },
  {
    id: "h-de-019",
    lang: "de",
    date: "2026-11-25",
    text: "Ad-hoc-Mitteilung nach Art. 17 MAR: Die Lechfeld Biosciences AG stellt die Phase-III-Studie LUMEN mit LFB-60 ein, nachdem eine Zwischenanalyse heute gezeigt hat, dass der primäre Endpunkt voraussichtlich nicht erreicht wird.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-11-25", end: "2026-11-25", precision: "day", asset: "LFB-60", assetKey: "LFB60", company: "Lechfeld Biosciences AG", regulator: null, quote: "nachdem eine Zwischenanalyse heute gezeigt hat, dass der primäre Endpunkt voraussichtlich nicht erreicht wird" },
    ],
  },
  {
    id: "h-de-020",
    lang: "de",
    date: "2026-12-09",
    text: "Die Nahe Biotech GmbH hat auf dem ASH-Jahreskongress am Sonntag Langzeitdaten zu NBG-6 bei Myelofibrose vorgestellt.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-12-06", end: "2026-12-06", precision: "day", asset: "NBG-6", assetKey: "NBG6", company: "Nahe Biotech GmbH", regulator: null, quote: "hat auf dem ASH-Jahreskongress am Sonntag Langzeitdaten zu NBG-6 bei Myelofibrose vorgestellt" },
    ],
  },
  {
    id: "h-de-021",
    lang: "de",
    date: "2027-01-14",
    text: "Die Allgäu Pharma AG erwartet im nächsten Quartal die Zulassung von ALG-30 im dezentralen Verfahren, in dem das Bundesinstitut für Arzneimittel und Medizinprodukte als Referenzbehörde fungiert.",
    catalysts: [
      { type: "approval", status: "expected", start: "2027-04-01", end: "2027-06-30", precision: "quarter", asset: "ALG-30", assetKey: "ALG30", company: "Allgäu Pharma AG", regulator: null, quote: "erwartet im nächsten Quartal die Zulassung von ALG-30 im dezentralen Verfahren" },
    ],
  },
  {
    id: "h-de-022",
    lang: "de",
    date: "2027-02-03",
    text: "Die Hunsrück Biologics GmbH will bis Ende 2027 die Zulassung für HUB-19 in der EU beantragen.",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "HUB-19", assetKey: "HUB19", company: "Hunsrück Biologics GmbH", regulator: "ema", quote: "will bis Ende 2027 die Zulassung für HUB-19 in der EU beantragen" },
    ],
  },
  {
    id: "h-de-023",
    lang: "de",
    date: "2027-03-02",
    text: "Das japanische Gesundheitsministerium MHLW hat der Inntal Pharma AG gestern die Zulassung für ITP-4 erteilt.",
    catalysts: [
      { type: "approval", status: "actual", start: "2027-03-01", end: "2027-03-01", precision: "day", asset: "ITP-4", assetKey: "ITP4", company: "Inntal Pharma AG", regulator: "mhlw", quote: "hat der Inntal Pharma AG gestern die Zulassung für ITP-4 erteilt" },
    ],
  },
  {
    id: "h-de-024",
    lang: "de",
    date: "2026-01-07",
    text: "Die Filstal Bio AG hat im Dezember bei der FDA den Zulassungsantrag (BLA) für FSB-55 eingereicht und rechnet für das dritte Quartal mit dem PDUFA-Termin.",
    catalysts: [
      { type: "submission", status: "actual", start: "2025-12-01", end: "2025-12-31", precision: "month", asset: "FSB-55", assetKey: "FSB55", company: "Filstal Bio AG", regulator: "fda", quote: "hat im Dezember bei der FDA den Zulassungsantrag (BLA) für FSB-55 eingereicht" },
      { type: "pdufa", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "FSB-55", assetKey: "FSB55", company: "Filstal Bio AG", regulator: "fda", quote: "rechnet für das dritte Quartal mit dem PDUFA-Termin" },
    ],
  },
  {
    id: "h-de-025",
    lang: "de",
    date: "2026-05-06",
    text: "Die FDA hat dem Zulassungsantrag der Regnitz Therapeutics AG für RGT-8 den Status der vorrangigen Prüfung (Priority Review) zuerkannt; das Zieldatum nach PDUFA ist der 5. November 2026.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-05-06", end: "2026-05-06", precision: "day", asset: "RGT-8", assetKey: "RGT8", company: "Regnitz Therapeutics AG", regulator: "fda", quote: "Die FDA hat dem Zulassungsantrag der Regnitz Therapeutics AG für RGT-8 den Status der vorrangigen Prüfung (Priority Review) zuerkannt" },
      { type: "pdufa", status: "expected", start: "2026-11-05", end: "2026-11-05", precision: "day", asset: "RGT-8", assetKey: "RGT8", company: "Regnitz Therapeutics AG", regulator: "fda", quote: "das Zieldatum nach PDUFA ist der 5. November 2026" },
    ],
  },
  {
    id: "h-de-026",
    lang: "de",
    date: "2026-08-26",
    text: "Der beratende Ausschuss der FDA für Arzneimittel gegen Krebs (ODAC) soll am 15. Oktober über den Zulassungsantrag der Ostalb Pharma AG für OAP-11 beraten.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-10-15", end: "2026-10-15", precision: "day", asset: "OAP-11", assetKey: "OAP11", company: "Ostalb Pharma AG", regulator: "fda", quote: "soll am 15. Oktober über den Zulassungsantrag der Ostalb Pharma AG für OAP-11 beraten" },
    ],
  },
];
