/**
 * Second hand-labelled development set for the catalyst-calendar extractor. The labelling rules are
 * those of ../catalysts/README.md, applied literally. All companies and drugs are invented (none is
 * reused from ../catalysts); regulators, congresses and date expressions are real. Written by hand
 * without reading any product code.
 */
import type { CatalystGoldItem } from "../catalysts/items.ts";

export const CATALYST_ITEMS_DEV2: CatalystGoldItem[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: "d-en-001",
    lang: "en",
    date: "2026-01-12",
    text: "CAMBRIDGE, Mass., Jan. 12, 2026 /PRNewswire/ -- Ambercrest Therapeutics, Inc. today announced that the U.S. Food and Drug Administration has accepted for filing its New Drug Application for ACT-5521 in primary biliary cholangitis. The agency has assigned a Prescription Drug User Fee Act (PDUFA) target action date of September 19, 2026. No advisory committee meeting is currently planned.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-01-12", end: "2026-01-12", precision: "day", asset: "ACT-5521", assetKey: "ACT5521", company: "Ambercrest Therapeutics, Inc.", regulator: "fda", quote: "the U.S. Food and Drug Administration has accepted for filing its New Drug Application for ACT-5521" },
      { type: "pdufa", status: "expected", start: "2026-09-19", end: "2026-09-19", precision: "day", asset: "ACT-5521", assetKey: "ACT5521", company: "Ambercrest Therapeutics, Inc.", regulator: "fda", quote: "Prescription Drug User Fee Act (PDUFA) target action date of September 19, 2026" },
    ],
  },
  {
    id: "d-en-002",
    lang: "en",
    date: "2026-01-20",
    text: "SAN DIEGO, Jan. 20, 2026 (GLOBE NEWSWIRE) -- Bellwether Oncology today reported that the Phase 3 LUMEN-301 trial of tesnobart plus chemotherapy in first-line gastric cancer met its primary endpoint of overall survival at a prespecified interim analysis. The company plans to present the full results at a medical meeting in the first half of 2026 and to discuss a supplemental BLA with the FDA.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-01-20", end: "2026-01-20", precision: "day", asset: "tesnobart", assetKey: "tesnobart", company: "Bellwether Oncology", regulator: null, quote: "today reported that the Phase 3 LUMEN-301 trial of tesnobart plus chemotherapy in first-line gastric cancer met its primary endpoint" },
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-06-30", precision: "half", asset: "tesnobart", assetKey: "tesnobart", company: "Bellwether Oncology", regulator: null, quote: "plans to present the full results at a medical meeting in the first half of 2026" },
    ],
  },
  {
    id: "d-en-003",
    lang: "en",
    date: "2026-01-27",
    text: "Cindermoor Bio said it no longer expects to file a Biologics License Application for CMB-140 in 2026. The company will instead run an additional Phase 3 study, with enrolment starting in the second quarter, and declined to give a new filing timeline.",
    catalysts: [],
  },
  {
    id: "d-en-004",
    lang: "en",
    date: "2026-02-03",
    text: "The FDA granted Breakthrough Therapy designation to Dovecote Pharma's DVP-09 for pulmonary arterial hypertension on Friday, the company said. Topline data from the Phase 2b SUMMIT-PAH study of DVP-09 are expected in the second half.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-01-30", end: "2026-01-30", precision: "day", asset: "DVP-09", assetKey: "DVP09", company: "Dovecote Pharma", regulator: "fda", quote: "The FDA granted Breakthrough Therapy designation to Dovecote Pharma's DVP-09 for pulmonary arterial hypertension on Friday" },
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "DVP-09", assetKey: "DVP09", company: "Dovecote Pharma", regulator: null, quote: "Topline data from the Phase 2b SUMMIT-PAH study of DVP-09 are expected in the second half" },
    ],
  },
  {
    id: "d-en-005",
    lang: "en",
    date: "2026-02-10",
    text: "Estuary Biosciences priced an upsized $275 million public offering on Monday. Proceeds will fund the Phase 3 program for EBS-33, which is expected to begin dosing in mid-2026, and a planned IND submission for EBS-41 later this year.",
    catalysts: [],
  },
  {
    id: "d-en-006",
    lang: "en",
    date: "2026-02-17",
    text: "Fernhollow Therapeutics said the FDA now plans to hold an advisory committee meeting on FHT-210 on April 23, 2026. The company had previously guided to a meeting in March. The PDUFA date of June 6, 2026 is unchanged.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-04-23", end: "2026-04-23", precision: "day", asset: "FHT-210", assetKey: "FHT210", company: "Fernhollow Therapeutics", regulator: "fda", quote: "the FDA now plans to hold an advisory committee meeting on FHT-210 on April 23, 2026" },
      { type: "pdufa", status: "expected", start: "2026-06-06", end: "2026-06-06", precision: "day", asset: "FHT-210", assetKey: "FHT210", company: "Fernhollow Therapeutics", regulator: "fda", quote: "The PDUFA date of June 6, 2026 is unchanged" },
    ],
  },
  {
    id: "d-en-007",
    lang: "en",
    date: "2026-02-24",
    text: "Gildersleeve Bio will present 48-week data for its oral PCSK9 inhibitor GLB-772 in a late-breaking session at the American College of Cardiology's Annual Scientific Session, March 28-30, 2026, in New Orleans.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-03-28", end: "2026-03-30", precision: "day", asset: "GLB-772", assetKey: "GLB772", company: "Gildersleeve Bio", regulator: null, quote: "will present 48-week data for its oral PCSK9 inhibitor GLB-772 in a late-breaking session at the American College of Cardiology's Annual Scientific Session, March 28-30, 2026" },
    ],
  },
  {
    id: "d-en-008",
    lang: "en",
    date: "2026-03-03",
    text: "BOSTON, March 3, 2026 /PRNewswire/ -- Hawthorne Ridge Pharma today reported fourth-quarter and full-year 2025 financial results, with net product revenue of $96 million for HRP-101 in the quarter. The company reiterated that it expects topline data from the Phase 3 CASCADE trial of HRP-330 in the third quarter of 2026 and an sNDA submission for HRP-101 in pediatric patients by year-end.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "HRP-330", assetKey: "HRP330", company: "Hawthorne Ridge Pharma", regulator: null, quote: "expects topline data from the Phase 3 CASCADE trial of HRP-330 in the third quarter of 2026" },
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "HRP-101", assetKey: "HRP101", company: "Hawthorne Ridge Pharma", regulator: null, quote: "an sNDA submission for HRP-101 in pediatric patients by year-end" },
    ],
  },
  {
    id: "d-en-009",
    lang: "en",
    date: "2026-03-10",
    text: "Ingleby Therapeutics disclosed in an 8-K filing that it received a complete response letter from the FDA on March 6 for its NDA for inglesotide in short bowel syndrome. The letter cited no efficacy deficiencies. Ingleby intends to resubmit the application in the second half of 2026, which would trigger a six-month review.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-03-06", end: "2026-03-06", precision: "day", asset: "inglesotide", assetKey: "inglesotide", company: "Ingleby Therapeutics", regulator: "fda", quote: "received a complete response letter from the FDA on March 6" },
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "inglesotide", assetKey: "inglesotide", company: "Ingleby Therapeutics", regulator: "fda", quote: "intends to resubmit the application in the second half of 2026" },
    ],
  },
  {
    id: "d-en-010",
    lang: "en",
    date: "2026-03-17",
    text: "Jessamine Bio completed its rolling BLA submission for JSB-08 on March 13. If the FDA grants the priority review the company has requested, a decision would land in mid-November 2026, by our calculation; Jessamine has not announced a PDUFA date.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-03-13", end: "2026-03-13", precision: "day", asset: "JSB-08", assetKey: "JSB08", company: "Jessamine Bio", regulator: "fda", quote: "completed its rolling BLA submission for JSB-08 on March 13" },
      { type: "approval", status: "estimated", start: "2026-11-01", end: "2026-11-30", precision: "month", asset: "JSB-08", assetKey: "JSB08", company: "Jessamine Bio", regulator: "fda", quote: "a decision would land in mid-November 2026, by our calculation" },
    ],
  },
  {
    id: "d-en-011",
    lang: "en",
    date: "2026-03-24",
    text: "The EMA's Committee for Medicinal Products for Human Use recommended conditional marketing authorisation for Kelderwick Pharma's kelvorimab in relapsed follicular lymphoma on Thursday. A European Commission decision normally follows within 67 days.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-03-19", end: "2026-03-19", precision: "day", asset: "kelvorimab", assetKey: "kelvorimab", company: "Kelderwick Pharma", regulator: "chmp", quote: "recommended conditional marketing authorisation for Kelderwick Pharma's kelvorimab in relapsed follicular lymphoma on Thursday" },
    ],
  },
  {
    id: "d-en-012",
    lang: "en",
    date: "2026-03-31",
    text: "Loxley Biologics will present interim Phase 1 data for LXB-2204 at the AACR Annual Meeting 2026 on Monday, April 20, the company said. It will also host a virtual investor event on April 22.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-04-20", end: "2026-04-20", precision: "day", asset: "LXB-2204", assetKey: "LXB2204", company: "Loxley Biologics", regulator: null, quote: "will present interim Phase 1 data for LXB-2204 at the AACR Annual Meeting 2026 on Monday, April 20" },
    ],
  },
  {
    id: "d-en-013",
    lang: "en",
    date: "2026-04-07",
    text: "Moorcroft Therapeutics received Orphan Drug Designation from the FDA for MCT-17 in Wilson disease. The European Commission granted MCT-17 orphan designation in 2025, and Moorcroft expects to begin a registrational study later this year.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-04-07", end: "2026-04-07", precision: "day", asset: "MCT-17", assetKey: "MCT17", company: "Moorcroft Therapeutics", regulator: "fda", quote: "received Orphan Drug Designation from the FDA for MCT-17 in Wilson disease" },
      { type: "designation", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "MCT-17", assetKey: "MCT17", company: "Moorcroft Therapeutics", regulator: "ec", quote: "The European Commission granted MCT-17 orphan designation in 2025" },
    ],
  },
  {
    id: "d-en-014",
    lang: "en",
    date: "2026-04-14",
    text: "Netherby Bio will host its annual R&D Day on May 12, 2026, in New York. Management does not expect pivotal data for NTB-6 before the first half of 2027 and said no regulatory filings are planned for this year.",
    catalysts: [],
  },
  {
    id: "d-en-015",
    lang: "en",
    date: "2026-04-21",
    text: "Orwell Pharma said the FDA approved orvacitinib for moderate-to-severe alopecia areata on Monday, meeting its PDUFA goal date. The company plans a U.S. launch in May.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-04-20", end: "2026-04-20", precision: "day", asset: "orvacitinib", assetKey: "orvacitinib", company: "Orwell Pharma", regulator: "fda", quote: "the FDA approved orvacitinib for moderate-to-severe alopecia areata on Monday" },
    ],
  },
  {
    id: "d-en-016",
    lang: "en",
    date: "2026-04-28",
    text: "Penhallow Bio expects to report topline results from the Phase 3 TIDEWATER trial of PNH-404 in the third quarter and, if they are positive, to submit an NDA early next year.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "PNH-404", assetKey: "PNH404", company: "Penhallow Bio", regulator: null, quote: "expects to report topline results from the Phase 3 TIDEWATER trial of PNH-404 in the third quarter" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "PNH-404", assetKey: "PNH404", company: "Penhallow Bio", regulator: null, quote: "to submit an NDA early next year" },
    ],
  },
  {
    id: "d-en-017",
    lang: "en",
    date: "2026-05-05",
    text: "Quarrendon Therapeutics will present updated results from the Phase 1b/2 study of QRT-316 in a poster discussion session at the 2026 ASCO Annual Meeting, May 29-June 2, in Chicago. Quarrendon also expects to initiate a Phase 3 trial by the end of the year.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-05-29", end: "2026-06-02", precision: "day", asset: "QRT-316", assetKey: "QRT316", company: "Quarrendon Therapeutics", regulator: null, quote: "will present updated results from the Phase 1b/2 study of QRT-316 in a poster discussion session at the 2026 ASCO Annual Meeting, May 29-June 2" },
    ],
  },
  {
    id: "d-en-018",
    lang: "en",
    date: "2026-05-12",
    text: "An FDA advisory committee voted 12-1 yesterday that the benefit-risk profile of Rookwood Oncology's rookitamab is favorable in previously treated biliary tract cancer. The agency is not bound by the panel's vote; its decision is due by June 27.",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-05-11", end: "2026-05-11", precision: "day", asset: "rookitamab", assetKey: "rookitamab", company: "Rookwood Oncology", regulator: "fda", quote: "An FDA advisory committee voted 12-1 yesterday" },
      { type: "pdufa", status: "expected", start: "2026-06-27", end: "2026-06-27", precision: "day", asset: "rookitamab", assetKey: "rookitamab", company: "Rookwood Oncology", regulator: "fda", quote: "its decision is due by June 27" },
    ],
  },
  {
    id: "d-en-019",
    lang: "en",
    date: "2026-05-19",
    text: "Swaledale Bio launched Vireska (swaledipine) in Germany this week, following the European Commission approval it received in March. Sales in the first full quarter are expected to be modest.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-03-01", end: "2026-03-31", precision: "month", asset: "swaledipine", assetKey: "swaledipine", company: "Swaledale Bio", regulator: "ec", quote: "the European Commission approval it received in March" },
    ],
  },
  {
    id: "d-en-020",
    lang: "en",
    date: "2026-05-26",
    text: "Thistlewood Pharma said the FDA cleared its IND for TWP-88 on May 21 and lifted a partial clinical hold on the Phase 1 study of TWP-51. Dosing in the TWP-88 trial is expected to start in July.",
    catalysts: [],
  },
  {
    id: "d-en-021",
    lang: "en",
    date: "2026-06-02",
    text: "Underhill Therapeutics presented Phase 2 data for UHT-903 in non-small cell lung cancer at ASCO over the weekend, showing a 41% objective response rate. The company plans to meet the FDA in the third quarter to discuss an accelerated approval pathway.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-05-30", end: "2026-05-31", precision: "day", asset: "UHT-903", assetKey: "UHT903", company: "Underhill Therapeutics", regulator: null, quote: "presented Phase 2 data for UHT-903 in non-small cell lung cancer at ASCO over the weekend" },
    ],
  },
  {
    id: "d-en-022",
    lang: "en",
    date: "2026-06-09",
    text: "Verwood Bio's marketing authorisation application for verdusiran in hereditary transthyretin amyloidosis was validated by the EMA on June 4. Verwood expects a CHMP opinion in the first half of 2027.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-06-04", end: "2026-06-04", precision: "day", asset: "verdusiran", assetKey: "verdusiran", company: "Verwood Bio", regulator: "ema", quote: "marketing authorisation application for verdusiran in hereditary transthyretin amyloidosis was validated by the EMA on June 4" },
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "verdusiran", assetKey: "verdusiran", company: "Verwood Bio", regulator: "chmp", quote: "expects a CHMP opinion in the first half of 2027" },
    ],
  },
  {
    id: "d-en-023",
    lang: "en",
    date: "2026-06-16",
    text: "Selkirk Therapeutics said late Monday that its Phase 2b ORBIT trial of selkiparib in endometriosis failed to separate from placebo on the primary endpoint. Shares fell 58% in premarket trading, and the company said it would stop development in the indication.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-06-15", end: "2026-06-15", precision: "day", asset: "selkiparib", assetKey: "selkiparib", company: "Selkirk Therapeutics", regulator: null, quote: "said late Monday that its Phase 2b ORBIT trial of selkiparib in endometriosis failed to separate from placebo on the primary endpoint" },
    ],
  },
  {
    id: "d-en-024",
    lang: "en",
    date: "2026-05-21",
    text: "Tamsin Bio will present long-term follow-up from the Phase 2 REGAL study of TMB-12 in myelofibrosis at the EHA 2026 Congress, June 11-14, in Stockholm. A regulatory submission in the EU is planned for 2027.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-11", end: "2026-06-14", precision: "day", asset: "TMB-12", assetKey: "TMB12", company: "Tamsin Bio", regulator: null, quote: "will present long-term follow-up from the Phase 2 REGAL study of TMB-12 in myelofibrosis at the EHA 2026 Congress, June 11-14" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "TMB-12", assetKey: "TMB12", company: "Tamsin Bio", regulator: "ema", quote: "A regulatory submission in the EU is planned for 2027" },
    ],
  },
  {
    id: "d-en-025",
    lang: "en",
    date: "2026-06-30",
    text: "Umberleigh Pharma now expects to complete the rolling NDA submission for UBP-3 by mid-2027, rather than by the end of 2026 as previously guided, after the FDA asked for an additional carcinogenicity study.",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "UBP-3", assetKey: "UBP3", company: "Umberleigh Pharma", regulator: "fda", quote: "now expects to complete the rolling NDA submission for UBP-3 by mid-2027" },
    ],
  },
  {
    id: "d-en-026",
    lang: "en",
    date: "2026-07-07",
    text: "Vexmoor Therapeutics said its Greater China partner, Jinghai Biomedical, received approval from China's National Medical Products Administration for VXM-1180 in generalized myasthenia gravis. Vexmoor is eligible for a $20 million milestone payment.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-07-07", end: "2026-07-07", precision: "day", asset: "VXM-1180", assetKey: "VXM1180", company: "Jinghai Biomedical", regulator: "nmpa", quote: "received approval from China's National Medical Products Administration for VXM-1180 in generalized myasthenia gravis" },
    ],
  },
  {
    id: "d-en-027",
    lang: "en",
    date: "2026-07-14",
    text: "Whitlock Bio, which received FDA Fast Track designation for WLB-45 in January, said it will present 12-month Phase 2 data at EASL Congress 2027 and expects to start a Phase 3 trial in the fourth quarter.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-01-01", end: "2026-01-31", precision: "month", asset: "WLB-45", assetKey: "WLB45", company: "Whitlock Bio", regulator: "fda", quote: "received FDA Fast Track designation for WLB-45 in January" },
      { type: "conference-presentation", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "WLB-45", assetKey: "WLB45", company: "Whitlock Bio", regulator: null, quote: "will present 12-month Phase 2 data at EASL Congress 2027" },
    ],
  },
  {
    id: "d-en-028",
    lang: "en",
    date: "2026-07-21",
    text: "Yarrowby Pharma said the FDA has extended its review of the sBLA for yarlimab in pediatric eosinophilic esophagitis by three months after the company submitted a major amendment. The new PDUFA goal date is December 4, 2026; the original date was September 4.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-12-04", end: "2026-12-04", precision: "day", asset: "yarlimab", assetKey: "yarlimab", company: "Yarrowby Pharma", regulator: "fda", quote: "The new PDUFA goal date is December 4, 2026" },
    ],
  },
  {
    id: "d-en-029",
    lang: "en",
    date: "2026-07-28",
    text: "Zephyrine Bio will present at the Wedbush PacGrow Healthcare Conference on August 11 and at the Morgan Stanley Global Healthcare Conference in September, Chief Executive Laura Penn said.",
    catalysts: [],
  },
  {
    id: "d-en-030",
    lang: "en",
    date: "2026-08-04",
    text: "SILVER SPRING, Md., Aug. 4, 2026 -- The FDA will convene its Cellular, Tissue, and Gene Therapies Advisory Committee on October 15 to review Aldous Therapeutics' gene therapy ALD-301 for X-linked retinitis pigmentosa, according to a Federal Register notice published today. The BLA carries a PDUFA date of December 12, 2026.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-10-15", end: "2026-10-15", precision: "day", asset: "ALD-301", assetKey: "ALD301", company: "Aldous Therapeutics", regulator: "fda", quote: "will convene its Cellular, Tissue, and Gene Therapies Advisory Committee on October 15" },
      { type: "pdufa", status: "expected", start: "2026-12-12", end: "2026-12-12", precision: "day", asset: "ALD-301", assetKey: "ALD301", company: "Aldous Therapeutics", regulator: "fda", quote: "The BLA carries a PDUFA date of December 12, 2026" },
    ],
  },
  {
    id: "d-en-031",
    lang: "en",
    date: "2026-08-11",
    text: "Brantwood Oncology won FDA approval for brantuximab in relapsed peripheral T-cell lymphoma on Friday, two years after a complete response letter in 2024 forced it to rebuild its manufacturing process.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-08-07", end: "2026-08-07", precision: "day", asset: "brantuximab", assetKey: "brantuximab", company: "Brantwood Oncology", regulator: "fda", quote: "won FDA approval for brantuximab in relapsed peripheral T-cell lymphoma on Friday" },
      { type: "complete-response-letter", status: "actual", start: "2024-01-01", end: "2024-12-31", precision: "year", asset: "brantuximab", assetKey: "brantuximab", company: "Brantwood Oncology", regulator: "fda", quote: "a complete response letter in 2024" },
    ],
  },
  {
    id: "d-en-032",
    lang: "en",
    date: "2026-08-18",
    text: "Cresswell Bio plans to submit a marketing authorisation application for CRS-260 to the EMA in February, once 12-month stability data are available. A U.S. filing will follow later.",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-02-01", end: "2027-02-28", precision: "month", asset: "CRS-260", assetKey: "CRS260", company: "Cresswell Bio", regulator: "ema", quote: "plans to submit a marketing authorisation application for CRS-260 to the EMA in February" },
    ],
  },
  {
    id: "d-en-033",
    lang: "en",
    date: "2026-08-25",
    text: "On August 21, the FDA accepted Drummond Point Pharma's NDA for drumetinib in NF1-associated plexiform neurofibromas for standard review. A decision is expected in the first quarter of 2027.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-08-21", end: "2026-08-21", precision: "day", asset: "drumetinib", assetKey: "drumetinib", company: "Drummond Point Pharma", regulator: "fda", quote: "On August 21, the FDA accepted Drummond Point Pharma's NDA for drumetinib" },
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "drumetinib", assetKey: "drumetinib", company: "Drummond Point Pharma", regulator: "fda", quote: "A decision is expected in the first quarter of 2027" },
    ],
  },
  {
    id: "d-en-034",
    lang: "en",
    date: "2026-09-01",
    text: "Ellerby Therapeutics will report topline results from the Phase 3 HALCYON-2 trial of elleratinib next month and plans to present the detailed data at a medical congress later this year.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "elleratinib", assetKey: "elleratinib", company: "Ellerby Therapeutics", regulator: null, quote: "will report topline results from the Phase 3 HALCYON-2 trial of elleratinib next month" },
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "elleratinib", assetKey: "elleratinib", company: "Ellerby Therapeutics", regulator: null, quote: "plans to present the detailed data at a medical congress later this year" },
    ],
  },
  {
    id: "d-en-035",
    lang: "en",
    date: "2026-09-08",
    text: "Approvals of novel biologics by the FDA's Center for Biologics Evaluation and Research reached nine in the first eight months of 2026, matching the total for all of 2025, according to an analysis by a trade group.",
    catalysts: [],
  },
  {
    id: "d-en-036",
    lang: "en",
    date: "2026-09-15",
    text: "Foxhollow Bio said Health Canada issued a Notice of Compliance for foxarelin in acromegaly on September 11. A decision from the UK's MHRA is expected in the fourth quarter.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-09-11", end: "2026-09-11", precision: "day", asset: "foxarelin", assetKey: "foxarelin", company: "Foxhollow Bio", regulator: "health-canada", quote: "Health Canada issued a Notice of Compliance for foxarelin in acromegaly on September 11" },
      { type: "approval", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "foxarelin", assetKey: "foxarelin", company: "Foxhollow Bio", regulator: "mhra", quote: "A decision from the UK's MHRA is expected in the fourth quarter" },
    ],
  },
  {
    id: "d-en-037",
    lang: "en",
    date: "2026-09-22",
    text: "Garnock Pharma received a complete response letter for GRN-77 in narcolepsy this morning. The FDA asked for a new 12-week safety study, and Garnock said it does not expect to resubmit the NDA before 2028.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-09-22", end: "2026-09-22", precision: "day", asset: "GRN-77", assetKey: "GRN77", company: "Garnock Pharma", regulator: "fda", quote: "received a complete response letter for GRN-77 in narcolepsy this morning" },
    ],
  },
  {
    id: "d-en-038",
    lang: "en",
    date: "2026-09-29",
    text: "Heathmere Biosciences presented first-in-human data for HMB-1012 in ALK-positive non-small cell lung cancer at the IASLC 2026 World Conference on Lung Cancer on September 7. The company expects to file an IND for a second-generation molecule, HMB-1030, by year-end.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-09-07", end: "2026-09-07", precision: "day", asset: "HMB-1012", assetKey: "HMB1012", company: "Heathmere Biosciences", regulator: null, quote: "presented first-in-human data for HMB-1012 in ALK-positive non-small cell lung cancer at the IASLC 2026 World Conference on Lung Cancer on September 7" },
    ],
  },
  {
    id: "d-en-039",
    lang: "en",
    date: "2026-10-06",
    text: "Redfern Bio said the FDA accepted its NDA for refenastat on October 2 and did not grant priority review. Counting 12 months from submission under the standard review clock for new molecular entities, the PDUFA date should fall in the third quarter of 2027, by our count.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-10-02", end: "2026-10-02", precision: "day", asset: "refenastat", assetKey: "refenastat", company: "Redfern Bio", regulator: "fda", quote: "the FDA accepted its NDA for refenastat on October 2" },
      { type: "pdufa", status: "estimated", start: "2027-07-01", end: "2027-09-30", precision: "quarter", asset: "refenastat", assetKey: "refenastat", company: "Redfern Bio", regulator: "fda", quote: "the PDUFA date should fall in the third quarter of 2027, by our count" },
    ],
  },
  {
    id: "d-en-040",
    lang: "en",
    date: "2026-10-13",
    text: "Skerry Bio expects the CHMP to issue an opinion on skerolimab at its November meeting, with a European Commission decision to follow in the first quarter of next year.",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2026-11-01", end: "2026-11-30", precision: "month", asset: "skerolimab", assetKey: "skerolimab", company: "Skerry Bio", regulator: "chmp", quote: "expects the CHMP to issue an opinion on skerolimab at its November meeting" },
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "skerolimab", assetKey: "skerolimab", company: "Skerry Bio", regulator: "ec", quote: "a European Commission decision to follow in the first quarter of next year" },
    ],
  },
  {
    id: "d-en-041",
    lang: "en",
    date: "2026-10-20",
    text: "The CHMP adopted a negative opinion on Friday on Ptarmigan Therapeutics' application for ptarmivir in chronic hepatitis D. Ptarmigan will request a re-examination, with the committee's final opinion expected in the first quarter of 2027.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-10-16", end: "2026-10-16", precision: "day", asset: "ptarmivir", assetKey: "ptarmivir", company: "Ptarmigan Therapeutics", regulator: "chmp", quote: "The CHMP adopted a negative opinion on Friday on Ptarmigan Therapeutics' application for ptarmivir" },
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "ptarmivir", assetKey: "ptarmivir", company: "Ptarmigan Therapeutics", regulator: "chmp", quote: "the committee's final opinion expected in the first quarter of 2027" },
    ],
  },
  {
    id: "d-en-042",
    lang: "en",
    date: "2026-10-27",
    text: "NEW YORK, Oct. 27, 2026 /PRNewswire/ -- Tarrant Lake Therapeutics will present updated Phase 3 data for tarlestrant at the San Antonio Breast Cancer Symposium, December 8-11, 2026. The drug's PDUFA target action date is March 26, 2027.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-12-08", end: "2026-12-11", precision: "day", asset: "tarlestrant", assetKey: "tarlestrant", company: "Tarrant Lake Therapeutics", regulator: null, quote: "will present updated Phase 3 data for tarlestrant at the San Antonio Breast Cancer Symposium, December 8-11, 2026" },
      { type: "pdufa", status: "expected", start: "2027-03-26", end: "2027-03-26", precision: "day", asset: "tarlestrant", assetKey: "tarlestrant", company: "Tarrant Lake Therapeutics", regulator: "fda", quote: "The drug's PDUFA target action date is March 26, 2027" },
    ],
  },
  {
    id: "d-en-043",
    lang: "en",
    date: "2026-11-03",
    text: "Marrowgate Bio said it will file a BLA for MGB-5 as soon as practicable after a pre-BLA meeting with the FDA, and that it will not be in a position to report data from the confirmatory trial until 2028 at the earliest.",
    catalysts: [],
  },
  {
    id: "d-en-044",
    lang: "en",
    date: "2026-11-10",
    text: "Copperbeech Pharma said the 52-week primary analysis of the Phase 3 ANCHOR trial of CPB-620 is now expected in January, rather than in December as previously guided, because the database lock has been delayed.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-01-01", end: "2027-01-31", precision: "month", asset: "CPB-620", assetKey: "CPB620", company: "Copperbeech Pharma", regulator: null, quote: "the 52-week primary analysis of the Phase 3 ANCHOR trial of CPB-620 is now expected in January" },
    ],
  },
  {
    id: "d-en-045",
    lang: "en",
    date: "2026-11-17",
    text: "Oxbow Biosciences will present data from two Phase 1 studies at the 68th ASH Annual Meeting and Exposition in December: OXB-201 in sickle cell disease and OXB-305 in beta-thalassemia.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "OXB-201", assetKey: "OXB201", company: "Oxbow Biosciences", regulator: null, quote: "will present data from two Phase 1 studies at the 68th ASH Annual Meeting and Exposition in December: OXB-201 in sickle cell disease" },
      { type: "conference-presentation", status: "expected", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "OXB-305", assetKey: "OXB305", company: "Oxbow Biosciences", regulator: null, quote: "OXB-305 in beta-thalassemia" },
    ],
  },
  {
    id: "d-en-046",
    lang: "en",
    date: "2026-12-01",
    text: "Kittering Pharma completed its submission of a New Drug Application for KTP-44 to Japan's Ministry of Health, Labour and Welfare last month and expects to file in China in the first half of 2027.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-11-01", end: "2026-11-30", precision: "month", asset: "KTP-44", assetKey: "KTP44", company: "Kittering Pharma", regulator: "mhlw", quote: "completed its submission of a New Drug Application for KTP-44 to Japan's Ministry of Health, Labour and Welfare last month" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "KTP-44", assetKey: "KTP44", company: "Kittering Pharma", regulator: "nmpa", quote: "expects to file in China in the first half of 2027" },
    ],
  },
  {
    id: "d-en-047",
    lang: "en",
    date: "2026-12-08",
    text: "Ashdown Therapeutics will present at the 45th Annual J.P. Morgan Healthcare Conference on January 12, 2027, and expects to provide 2027 financial guidance at that time.",
    catalysts: [],
  },
  {
    id: "d-en-048",
    lang: "en",
    date: "2026-12-15",
    text: "The FDA granted Rare Pediatric Disease designation to Halloran Pharma's HLP-9 for CLN2 disease on December 11. Halloran plans to submit a BLA to the FDA next year and would be eligible for a priority review voucher upon approval.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-12-11", end: "2026-12-11", precision: "day", asset: "HLP-9", assetKey: "HLP9", company: "Halloran Pharma", regulator: "fda", quote: "The FDA granted Rare Pediatric Disease designation to Halloran Pharma's HLP-9 for CLN2 disease on December 11" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "HLP-9", assetKey: "HLP9", company: "Halloran Pharma", regulator: "fda", quote: "plans to submit a BLA to the FDA next year" },
    ],
  },
  {
    id: "d-en-049",
    lang: "en",
    date: "2026-03-05",
    text: "Yelverton Pharma will present Phase 2 results for its once-weekly amylin analogue YVP-218 at the American Diabetes Association's 86th Scientific Sessions in June and expects to begin Phase 3 in the fourth quarter.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "YVP-218", assetKey: "YVP218", company: "Yelverton Pharma", regulator: null, quote: "will present Phase 2 results for its once-weekly amylin analogue YVP-218 at the American Diabetes Association's 86th Scientific Sessions in June" },
    ],
  },
  {
    id: "d-en-050",
    lang: "en",
    date: "2026-04-20",
    text: "Glasswing Neurosciences presented 18-month data from the open-label extension of its Phase 2 trial of GWN-12 in Huntington's disease at the 2026 AAN Annual Meeting on Sunday. The company expects to submit an NDA in mid-2027.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-04-19", end: "2026-04-19", precision: "day", asset: "GWN-12", assetKey: "GWN12", company: "Glasswing Neurosciences", regulator: null, quote: "presented 18-month data from the open-label extension of its Phase 2 trial of GWN-12 in Huntington's disease at the 2026 AAN Annual Meeting on Sunday" },
      { type: "submission", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "GWN-12", assetKey: "GWN12", company: "Glasswing Neurosciences", regulator: null, quote: "expects to submit an NDA in mid-2027" },
    ],
  },
  {
    id: "d-en-051",
    lang: "en",
    date: "2027-01-08",
    text: "LONDON, Jan. 8, 2027 (BUSINESS WIRE) -- Quenby Bio said it submitted a Biologics License Application to the FDA for QNB-71 in late December and expects to hear whether it has been accepted for review within 60 days. Topline results from a second Phase 3 trial of QNB-71 are due in the second quarter.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "QNB-71", assetKey: "QNB71", company: "Quenby Bio", regulator: "fda", quote: "submitted a Biologics License Application to the FDA for QNB-71 in late December" },
      { type: "readout", status: "expected", start: "2027-04-01", end: "2027-06-30", precision: "quarter", asset: "QNB-71", assetKey: "QNB71", company: "Quenby Bio", regulator: null, quote: "Topline results from a second Phase 3 trial of QNB-71 are due in the second quarter" },
    ],
  },
  {
    id: "d-en-052",
    lang: "en",
    date: "2027-02-16",
    text: "Wendover Biologics said the FDA approved wendotide for adults with chronic hypoparathyroidism on February 13, a Saturday, meeting its PDUFA goal date.",
    catalysts: [
      { type: "approval", status: "actual", start: "2027-02-13", end: "2027-02-13", precision: "day", asset: "wendotide", assetKey: "wendotide", company: "Wendover Biologics", regulator: "fda", quote: "the FDA approved wendotide for adults with chronic hypoparathyroidism on February 13" },
    ],
  },
  {
    id: "d-en-053",
    lang: "en",
    date: "2027-03-09",
    text: "Pemberton Bio will present preclinical data for PMB-5 at AACR 2027 and expects topline Phase 2 data for PMB-3 in 2H27, Chief Executive Owen Marsh said at an investor conference.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "PMB-5", assetKey: "PMB5", company: "Pemberton Bio", regulator: null, quote: "will present preclinical data for PMB-5 at AACR 2027" },
      { type: "readout", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "PMB-3", assetKey: "PMB3", company: "Pemberton Bio", regulator: null, quote: "expects topline Phase 2 data for PMB-3 in 2H27" },
    ],
  },
  {
    id: "d-en-054",
    lang: "en",
    date: "2026-12-22",
    text: "Oakhanger Pharma said it received a complete response letter from the FDA on December 18 for its resubmitted NDA for OKP-310 in postpartum depression. It is the program's second CRL, after a first letter in March 2025.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-12-18", end: "2026-12-18", precision: "day", asset: "OKP-310", assetKey: "OKP310", company: "Oakhanger Pharma", regulator: "fda", quote: "received a complete response letter from the FDA on December 18" },
      { type: "complete-response-letter", status: "actual", start: "2025-03-01", end: "2025-03-31", precision: "month", asset: "OKP-310", assetKey: "OKP310", company: "Oakhanger Pharma", regulator: "fda", quote: "after a first letter in March 2025" },
    ],
  },

  // ───────────────────────────── Chinese (simplified) ─────────────────────────────
  {
    id: "d-zh-001",
    lang: "zh",
    date: "2026-01-15",
    text: "澄源生物发布公告称，公司近日收到国家药品监督管理局核准签发的《受理通知书》，CY-3107片的上市申请获得受理。公司预计该申请有望纳入优先审评审批程序，并力争于2026年底前获批上市。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-01-15", end: "2026-01-15", precision: "day", asset: "CY-3107", assetKey: "CY3107", company: "澄源生物", regulator: "nmpa", quote: "公司近日收到国家药品监督管理局核准签发的《受理通知书》，CY-3107片的上市申请获得受理" },
      { type: "approval", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "CY-3107", assetKey: "CY3107", company: "澄源生物", regulator: "nmpa", quote: "力争于2026年底前获批上市" },
    ],
  },
  {
    id: "d-zh-002",
    lang: "zh",
    date: "2026-01-29",
    text: "岚川医药公告，LNC-206注射液治疗系统性红斑狼疮的III期临床试验达到主要终点。公司计划于今年第二季度向国家药监局药品审评中心递交上市申请。",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-01-29", end: "2026-01-29", precision: "day", asset: "LNC-206", assetKey: "LNC206", company: "岚川医药", regulator: null, quote: "LNC-206注射液治疗系统性红斑狼疮的III期临床试验达到主要终点" },
      { type: "submission", status: "expected", start: "2026-04-01", end: "2026-06-30", precision: "quarter", asset: "LNC-206", assetKey: "LNC206", company: "岚川医药", regulator: "nmpa", quote: "计划于今年第二季度向国家药监局药品审评中心递交上市申请" },
    ],
  },
  {
    id: "d-zh-003",
    lang: "zh",
    date: "2026-02-09",
    text: "曜石制药表示，受海外中心入组进度影响，YSZ-88关键性研究的数据预计不会早于2027年下半年读出，公司暂不提供上市申请的时间表。",
    catalysts: [],
  },
  {
    id: "d-zh-004",
    lang: "zh",
    date: "2026-02-25",
    text: "青禾生物宣布，QH-1021的Ib/II期研究最新数据将以口头报告形式在2026年美国临床肿瘤学会（ASCO）年会上公布。此前，该产品已于2025年获得美国FDA授予的快速通道资格。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "QH-1021", assetKey: "QH1021", company: "青禾生物", regulator: null, quote: "将以口头报告形式在2026年美国临床肿瘤学会（ASCO）年会上公布" },
      { type: "designation", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "QH-1021", assetKey: "QH1021", company: "青禾生物", regulator: "fda", quote: "已于2025年获得美国FDA授予的快速通道资格" },
    ],
  },
  {
    id: "d-zh-005",
    lang: "zh",
    date: "2026-03-12",
    text: "霁云医药公告，国家药监局药品审评中心（CDE）日前就公司JYN-5的上市申请召开了专家咨询会。公司预计JYN-5将于今年第三季度获得批准。",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-03-12", end: "2026-03-12", precision: "day", asset: "JYN-5", assetKey: "JYN5", company: "霁云医药", regulator: "nmpa", quote: "国家药监局药品审评中心（CDE）日前就公司JYN-5的上市申请召开了专家咨询会" },
      { type: "approval", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "JYN-5", assetKey: "JYN5", company: "霁云医药", regulator: "nmpa", quote: "预计JYN-5将于今年第三季度获得批准" },
    ],
  },
  {
    id: "d-zh-006",
    lang: "zh",
    date: "2026-03-26",
    text: "朗泽生物公告，公司将LZ-880的III期研究顶线数据公布时间由此前预计的2026年上半年调整至2026年第四季度，主要原因是部分海外中心入组延迟。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "LZ-880", assetKey: "LZ880", company: "朗泽生物", regulator: null, quote: "调整至2026年第四季度" },
    ],
  },
  {
    id: "d-zh-007",
    lang: "zh",
    date: "2026-04-08",
    text: "景渊药业发布2025年年度报告，实现营业收入42.3亿元，同比增长18.6%；研发投入9.8亿元。公司表示，2026年将继续推进多个创新药项目的临床开发。",
    catalysts: [],
  },
  {
    id: "d-zh-008",
    lang: "zh",
    date: "2026-04-22",
    text: "云岫生物于4月19日在2026年美国癌症研究协会（AACR）年会上以壁报形式公布了YX-301的临床前研究数据。",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-04-19", end: "2026-04-19", precision: "day", asset: "YX-301", assetKey: "YX301", company: "云岫生物", regulator: null, quote: "于4月19日在2026年美国癌症研究协会（AACR）年会上以壁报形式公布了YX-301的临床前研究数据" },
    ],
  },
  {
    id: "d-zh-009",
    lang: "zh",
    date: "2026-05-07",
    text: "观澜医药预计GLN-17的III期研究将于下半年读出顶线数据，并计划于明年上半年向NMPA递交上市申请。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "GLN-17", assetKey: "GLN17", company: "观澜医药", regulator: null, quote: "GLN-17的III期研究将于下半年读出顶线数据" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "GLN-17", assetKey: "GLN17", company: "观澜医药", regulator: "nmpa", quote: "计划于明年上半年向NMPA递交上市申请" },
    ],
  },
  {
    id: "d-zh-010",
    lang: "zh",
    date: "2026-05-20",
    text: "沐宸生物宣布，美国FDA已于5月18日授予MCH-402突破性疗法认定，用于治疗既往接受过治疗的晚期胆道癌。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-05-18", end: "2026-05-18", precision: "day", asset: "MCH-402", assetKey: "MCH402", company: "沐宸生物", regulator: "fda", quote: "美国FDA已于5月18日授予MCH-402突破性疗法认定" },
    ],
  },
  {
    id: "d-zh-011",
    lang: "zh",
    date: "2026-05-22",
    text: "砺青医药宣布，LQY-9的II期研究数据将于2026年5月29日至6月2日在美国芝加哥举行的ASCO年会上公布。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-05-29", end: "2026-06-02", precision: "day", asset: "LQY-9", assetKey: "LQY9", company: "砺青医药", regulator: null, quote: "LQY-9的II期研究数据将于2026年5月29日至6月2日在美国芝加哥举行的ASCO年会上公布" },
    ],
  },
  {
    id: "d-zh-012",
    lang: "zh",
    date: "2026-06-16",
    text: "锦屏生物公告，JPB-33的上市申请近日被国家药监局药品审评中心纳入优先审评审批程序，公司预计该产品将于年内获批上市。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-06-16", end: "2026-06-16", precision: "day", asset: "JPB-33", assetKey: "JPB33", company: "锦屏生物", regulator: "nmpa", quote: "JPB-33的上市申请近日被国家药监局药品审评中心纳入优先审评审批程序" },
      { type: "approval", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "JPB-33", assetKey: "JPB33", company: "锦屏生物", regulator: "nmpa", quote: "预计该产品将于年内获批上市" },
    ],
  },
  {
    id: "d-zh-013",
    lang: "zh",
    date: "2026-06-30",
    text: "翊海药业在2026年欧洲血液学协会（EHA）年会上公布了YHA-215治疗骨髓纤维化的I期数据，脾脏体积缩小35%的患者比例达到58%。",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "YHA-215", assetKey: "YHA215", company: "翊海药业", regulator: null, quote: "在2026年欧洲血液学协会（EHA）年会上公布了YHA-215治疗骨髓纤维化的I期数据" },
    ],
  },
  {
    id: "d-zh-014",
    lang: "zh",
    date: "2026-07-09",
    text: "泊远生物宣布，美国FDA已受理其PYB-71的生物制品许可申请（BLA），PDUFA目标日期为2027年1月8日。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-07-09", end: "2026-07-09", precision: "day", asset: "PYB-71", assetKey: "PYB71", company: "泊远生物", regulator: "fda", quote: "美国FDA已受理其PYB-71的生物制品许可申请（BLA）" },
      { type: "pdufa", status: "expected", start: "2027-01-08", end: "2027-01-08", precision: "day", asset: "PYB-71", assetKey: "PYB71", company: "泊远生物", regulator: "fda", quote: "PDUFA目标日期为2027年1月8日" },
    ],
  },
  {
    id: "d-zh-015",
    lang: "zh",
    date: "2026-07-23",
    text: "淳和医药公告，公司于7月21日收到美国FDA就CHR-19新药上市申请发出的完整回复函，FDA要求补充一项药代动力学研究。公司计划于明年年中重新提交申请。",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-07-21", end: "2026-07-21", precision: "day", asset: "CHR-19", assetKey: "CHR19", company: "淳和医药", regulator: "fda", quote: "于7月21日收到美国FDA就CHR-19新药上市申请发出的完整回复函" },
      { type: "submission", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "CHR-19", assetKey: "CHR19", company: "淳和医药", regulator: "fda", quote: "计划于明年年中重新提交申请" },
    ],
  },
  {
    id: "d-zh-016",
    lang: "zh",
    date: "2026-08-06",
    text: "临川生物宣布与一家跨国药企就LCB-45达成授权合作，获得1.5亿美元首付款，合作方将负责该产品在大中华区以外的开发和商业化。",
    catalysts: [],
  },
  {
    id: "d-zh-017",
    lang: "zh",
    date: "2026-08-20",
    text: "苍梧生物表示，CWB-60的上市许可申请已于今年3月获欧洲药品管理局（EMA）受理，公司预计CHMP将于明年第一季度给出意见。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-03-01", end: "2026-03-31", precision: "month", asset: "CWB-60", assetKey: "CWB60", company: "苍梧生物", regulator: "ema", quote: "CWB-60的上市许可申请已于今年3月获欧洲药品管理局（EMA）受理" },
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "CWB-60", assetKey: "CWB60", company: "苍梧生物", regulator: "chmp", quote: "预计CHMP将于明年第一季度给出意见" },
    ],
  },
  {
    id: "d-zh-018",
    lang: "zh",
    date: "2026-09-03",
    text: "逸衡医药将于9月在2026年世界肺癌大会（WCLC）上公布YHE-550的II期数据。公司已于2026年6月向CDE提交了该药的上市申请。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-09-01", end: "2026-09-30", precision: "month", asset: "YHE-550", assetKey: "YHE550", company: "逸衡医药", regulator: null, quote: "将于9月在2026年世界肺癌大会（WCLC）上公布YHE-550的II期数据" },
      { type: "submission", status: "actual", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "YHE-550", assetKey: "YHE550", company: "逸衡医药", regulator: "nmpa", quote: "已于2026年6月向CDE提交了该药的上市申请" },
    ],
  },
  {
    id: "d-zh-019",
    lang: "zh",
    date: "2026-09-17",
    text: "星澜生物表示，XLB-8的上市申请递交时间将视与监管机构的沟通结果而定，目前尚无明确时间表。",
    catalysts: [],
  },
  {
    id: "d-zh-020",
    lang: "zh",
    date: "2026-10-09",
    text: "澄湖药业公告，公司CHY-204于10月8日获国家药监局附条件批准上市，用于治疗ROS1阳性晚期非小细胞肺癌。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-10-08", end: "2026-10-08", precision: "day", asset: "CHY-204", assetKey: "CHY204", company: "澄湖药业", regulator: "nmpa", quote: "CHY-204于10月8日获国家药监局附条件批准上市" },
    ],
  },
  {
    id: "d-zh-021",
    lang: "zh",
    date: "2026-10-22",
    text: "峻岭医药上周末在2026年欧洲肿瘤内科学会（ESMO）年会上公布了JLM-12的III期研究结果，无进展生存期显著延长。",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-10-17", end: "2026-10-18", precision: "day", asset: "JLM-12", assetKey: "JLM12", company: "峻岭医药", regulator: null, quote: "上周末在2026年欧洲肿瘤内科学会（ESMO）年会上公布了JLM-12的III期研究结果" },
    ],
  },
  {
    id: "d-zh-022",
    lang: "zh",
    date: "2026-11-05",
    text: "启瀚生物于2026年10月向国家药监局递交了QHB-15的上市申请。按照优先审评130个工作日的时限推算，QHB-15最快有望在2027年第二季度获批。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "QHB-15", assetKey: "QHB15", company: "启瀚生物", regulator: "nmpa", quote: "于2026年10月向国家药监局递交了QHB-15的上市申请" },
      { type: "approval", status: "estimated", start: "2027-04-01", end: "2027-06-30", precision: "quarter", asset: "QHB-15", assetKey: "QHB15", company: "启瀚生物", regulator: "nmpa", quote: "按照优先审评130个工作日的时限推算，QHB-15最快有望在2027年第二季度获批" },
    ],
  },
  {
    id: "d-zh-023",
    lang: "zh",
    date: "2026-11-19",
    text: "璟泽医药计划于明年1月向美国FDA提交JZY-301的新药上市申请，并将在3月举行的学术会议上公布该药的更多临床数据。",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-01-31", precision: "month", asset: "JZY-301", assetKey: "JZY301", company: "璟泽医药", regulator: "fda", quote: "计划于明年1月向美国FDA提交JZY-301的新药上市申请" },
      { type: "conference-presentation", status: "expected", start: "2027-03-01", end: "2027-03-31", precision: "month", asset: "JZY-301", assetKey: "JZY301", company: "璟泽医药", regulator: null, quote: "将在3月举行的学术会议上公布该药的更多临床数据" },
    ],
  },
  {
    id: "d-zh-024",
    lang: "zh",
    date: "2026-12-03",
    text: "书苑生物将在12月5日至8日举行的第68届美国血液学会（ASH）年会上公布SYB-90的I期数据。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-12-05", end: "2026-12-08", precision: "day", asset: "SYB-90", assetKey: "SYB90", company: "书苑生物", regulator: null, quote: "将在12月5日至8日举行的第68届美国血液学会（ASH）年会上公布SYB-90的I期数据" },
    ],
  },
  {
    id: "d-zh-025",
    lang: "zh",
    date: "2026-12-17",
    text: "沁园生物表示，QYN-7的III期研究预计于明年年初读出顶线数据；公司此前预计在今年年底前公布。",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "QYN-7", assetKey: "QYN7", company: "沁园生物", regulator: null, quote: "QYN-7的III期研究预计于明年年初读出顶线数据" },
    ],
  },
  {
    id: "d-zh-026",
    lang: "zh",
    date: "2027-01-14",
    text: "远澈生物宣布，公司已于上月向欧洲药品管理局提交YCB-12的上市许可申请，预计今年下半年获得CHMP意见。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "YCB-12", assetKey: "YCB12", company: "远澈生物", regulator: "ema", quote: "已于上月向欧洲药品管理局提交YCB-12的上市许可申请" },
      { type: "chmp-opinion", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "YCB-12", assetKey: "YCB12", company: "远澈生物", regulator: "chmp", quote: "预计今年下半年获得CHMP意见" },
    ],
  },
  {
    id: "d-zh-027",
    lang: "zh",
    date: "2027-02-04",
    text: "据行业数据统计，2026年国家药监局共批准创新药48个，其中一类新药占比超过六成。",
    catalysts: [],
  },
  {
    id: "d-zh-028",
    lang: "zh",
    date: "2027-03-10",
    text: "国家药监局药品审评中心将于本周四召开专家咨询会，审议清岚医药QLA-88的上市申请。",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2027-03-11", end: "2027-03-11", precision: "day", asset: "QLA-88", assetKey: "QLA88", company: "清岚医药", regulator: "nmpa", quote: "将于本周四召开专家咨询会" },
    ],
  },
  {
    id: "d-zh-029",
    lang: "zh",
    date: "2026-02-13",
    text: "汀兰生物公告，TLN-520近日被国家药监局药品审评中心纳入突破性治疗药物程序，拟用于治疗KRAS G12D突变胰腺癌。公司预计于2026年年中启动注册性临床研究。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-02-13", end: "2026-02-13", precision: "day", asset: "TLN-520", assetKey: "TLN520", company: "汀兰生物", regulator: "nmpa", quote: "TLN-520近日被国家药监局药品审评中心纳入突破性治疗药物程序" },
    ],
  },
  {
    id: "d-zh-030",
    lang: "zh",
    date: "2026-04-29",
    text: "鹭洲生物宣布，其日本合作伙伴朝露制药已于4月27日向日本厚生劳动省提交LZB-14的上市申请。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-04-27", end: "2026-04-27", precision: "day", asset: "LZB-14", assetKey: "LZB14", company: "朝露制药", regulator: "mhlw", quote: "已于4月27日向日本厚生劳动省提交LZB-14的上市申请" },
    ],
  },

  // ───────────────────────────── Japanese ─────────────────────────────
  {
    id: "d-ja-001",
    lang: "ja",
    date: "2026-01-16",
    text: "朝凪製薬は本日、ASG-301について、国内における製造販売承認申請を厚生労働省に行ったと発表した。承認取得は2026年度下期を見込む。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-01-16", end: "2026-01-16", precision: "day", asset: "ASG-301", assetKey: "ASG301", company: "朝凪製薬", regulator: "mhlw", quote: "本日、ASG-301について、国内における製造販売承認申請を厚生労働省に行った" },
      { type: "approval", status: "expected", start: "2026-10-01", end: "2027-03-31", precision: "half", asset: "ASG-301", assetKey: "ASG301", company: "朝凪製薬", regulator: "mhlw", quote: "承認取得は2026年度下期を見込む" },
    ],
  },
  {
    id: "d-ja-002",
    lang: "ja",
    date: "2026-01-30",
    text: "夕霧バイオは、YGB-12の第3相試験のトップライン結果を来年度上期に取得する見込みだと発表した。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-04-01", end: "2026-09-30", precision: "half", asset: "YGB-12", assetKey: "YGB12", company: "夕霧バイオ", regulator: null, quote: "YGB-12の第3相試験のトップライン結果を来年度上期に取得する見込み" },
    ],
  },
  {
    id: "d-ja-003",
    lang: "ja",
    date: "2026-02-12",
    text: "葵ファーマは2025年度第3四半期決算を発表し、売上収益は前年同期比8%増の1,240億円となった。通期業績予想は据え置いた。",
    catalysts: [],
  },
  {
    id: "d-ja-004",
    lang: "ja",
    date: "2026-02-26",
    text: "湊川創薬は、MKG-88の新薬承認申請（NDA）が米FDAに受理されたと発表した。PDUFA日（審査終了目標日）は2026年10月23日に設定された。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-02-26", end: "2026-02-26", precision: "day", asset: "MKG-88", assetKey: "MKG88", company: "湊川創薬", regulator: "fda", quote: "MKG-88の新薬承認申請（NDA）が米FDAに受理された" },
      { type: "pdufa", status: "expected", start: "2026-10-23", end: "2026-10-23", precision: "day", asset: "MKG-88", assetKey: "MKG88", company: "湊川創薬", regulator: "fda", quote: "PDUFA日（審査終了目標日）は2026年10月23日に設定された" },
    ],
  },
  {
    id: "d-ja-005",
    lang: "ja",
    date: "2026-03-11",
    text: "宵星バイオのYHS-45について、薬事審議会の医薬品第二部会が3月26日に審議する予定だ。了承されれば、5月にも正式に承認される見通し。",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-03-26", end: "2026-03-26", precision: "day", asset: "YHS-45", assetKey: "YHS45", company: "宵星バイオ", regulator: "mhlw", quote: "薬事審議会の医薬品第二部会が3月26日に審議する予定" },
      { type: "approval", status: "expected", start: "2026-05-01", end: "2026-05-31", precision: "month", asset: "YHS-45", assetKey: "YHS45", company: "宵星バイオ", regulator: "mhlw", quote: "5月にも正式に承認される見通し" },
    ],
  },
  {
    id: "d-ja-006",
    lang: "ja",
    date: "2026-03-27",
    text: "薬事審議会の医薬品第二部会は昨日、宵星バイオのYHS-45の承認を了承した。",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-03-26", end: "2026-03-26", precision: "day", asset: "YHS-45", assetKey: "YHS45", company: "宵星バイオ", regulator: "mhlw", quote: "薬事審議会の医薬品第二部会は昨日、宵星バイオのYHS-45の承認を了承した" },
    ],
  },
  {
    id: "d-ja-007",
    lang: "ja",
    date: "2026-04-10",
    text: "紫苑製薬は、SNP-707の第1相試験の中間データを米国癌学会（AACR）年次総会2026で発表する予定だ。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "SNP-707", assetKey: "SNP707", company: "紫苑製薬", regulator: null, quote: "SNP-707の第1相試験の中間データを米国癌学会（AACR）年次総会2026で発表する予定" },
    ],
  },
  {
    id: "d-ja-008",
    lang: "ja",
    date: "2026-04-24",
    text: "蒼海ファーマは、SKP-620の欧州における販売承認申請を2026年後半に行う予定だ。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "SKP-620", assetKey: "SKP620", company: "蒼海ファーマ", regulator: "ema", quote: "SKP-620の欧州における販売承認申請を2026年後半に行う予定" },
    ],
  },
  {
    id: "d-ja-009",
    lang: "ja",
    date: "2026-05-15",
    text: "稲穂製薬は、IHP-30の承認申請時期について追加試験の結果を踏まえて判断するとし、2026年度中の申請は見送る方針を示した。",
    catalysts: [],
  },
  {
    id: "d-ja-010",
    lang: "ja",
    date: "2026-05-29",
    text: "若狭バイオは、WKS-9の承認申請に対し米FDAから審査完了報告通知（CRL）を5月27日付で受領したと発表した。同社は2026年度第3四半期中の再申請を目指す。",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-05-27", end: "2026-05-27", precision: "day", asset: "WKS-9", assetKey: "WKS9", company: "若狭バイオ", regulator: "fda", quote: "米FDAから審査完了報告通知（CRL）を5月27日付で受領した" },
      { type: "submission", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "WKS-9", assetKey: "WKS9", company: "若狭バイオ", regulator: "fda", quote: "2026年度第3四半期中の再申請を目指す" },
    ],
  },
  {
    id: "d-ja-011",
    lang: "ja",
    date: "2026-06-12",
    text: "御影製薬は、MKE-41の第2相試験の結果を、現地時間5月31日に米国臨床腫瘍学会（ASCO）年次総会で発表した。",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-05-31", end: "2026-05-31", precision: "day", asset: "MKE-41", assetKey: "MKE41", company: "御影製薬", regulator: null, quote: "現地時間5月31日に米国臨床腫瘍学会（ASCO）年次総会で発表した" },
    ],
  },
  {
    id: "d-ja-012",
    lang: "ja",
    date: "2026-06-26",
    text: "厚生労働省は本日、琥珀ファーマのKHP-11を先駆的医薬品に指定した。同社は2027年上期に国内での承認申請を予定している。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-06-26", end: "2026-06-26", precision: "day", asset: "KHP-11", assetKey: "KHP11", company: "琥珀ファーマ", regulator: "mhlw", quote: "厚生労働省は本日、琥珀ファーマのKHP-11を先駆的医薬品に指定した" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "KHP-11", assetKey: "KHP11", company: "琥珀ファーマ", regulator: "mhlw", quote: "2027年上期に国内での承認申請を予定している" },
    ],
  },
  {
    id: "d-ja-013",
    lang: "ja",
    date: "2026-07-10",
    text: "深山創薬は、MYM-205について欧州委員会（EC）から販売承認を取得したと発表した。同剤については4月にCHMPが承認勧告を出していた。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-07-10", end: "2026-07-10", precision: "day", asset: "MYM-205", assetKey: "MYM205", company: "深山創薬", regulator: "ec", quote: "MYM-205について欧州委員会（EC）から販売承認を取得した" },
      { type: "chmp-opinion", status: "actual", start: "2026-04-01", end: "2026-04-30", precision: "month", asset: "MYM-205", assetKey: "MYM205", company: "深山創薬", regulator: "chmp", quote: "4月にCHMPが承認勧告を出していた" },
    ],
  },
  {
    id: "d-ja-014",
    lang: "ja",
    date: "2026-07-24",
    text: "柚木製薬は、2026年度第1四半期の連結決算で主力品の売上収益が前年同期比15%増加したと発表した。",
    catalysts: [],
  },
  {
    id: "d-ja-015",
    lang: "ja",
    date: "2026-08-07",
    text: "梓バイオは、AZB-318の第3相試験の主要結果の公表時期を、当初予定の2026年末から2027年半ばに変更した。",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "AZB-318", assetKey: "AZB318", company: "梓バイオ", regulator: null, quote: "2027年半ばに変更した" },
    ],
  },
  {
    id: "d-ja-016",
    lang: "ja",
    date: "2026-08-21",
    text: "椿ファーマは、TBK-72の第2相試験で主要評価項目を達成したと、20日の取引終了後に発表した。",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-08-20", end: "2026-08-20", precision: "day", asset: "TBK-72", assetKey: "TBK72", company: "椿ファーマ", regulator: null, quote: "TBK-72の第2相試験で主要評価項目を達成したと、20日の取引終了後に発表した" },
    ],
  },
  {
    id: "d-ja-017",
    lang: "ja",
    date: "2026-09-04",
    text: "楓製薬は、KEP-90の欧州販売承認申請について、CHMPの見解を2026年度下期に見込んでいると説明した。同剤は2025年に国内で承認を取得している。",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2026-10-01", end: "2027-03-31", precision: "half", asset: "KEP-90", assetKey: "KEP90", company: "楓製薬", regulator: "chmp", quote: "CHMPの見解を2026年度下期に見込んでいる" },
      { type: "approval", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "KEP-90", assetKey: "KEP90", company: "楓製薬", regulator: "mhlw", quote: "2025年に国内で承認を取得している" },
    ],
  },
  {
    id: "d-ja-018",
    lang: "ja",
    date: "2026-09-18",
    text: "萌黄バイオは、米FDAがMEB-14の承認申請を審議する諮問委員会を11月12日に開催すると発表した。PDUFA日は2027年1月22日。",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-11-12", end: "2026-11-12", precision: "day", asset: "MEB-14", assetKey: "MEB14", company: "萌黄バイオ", regulator: "fda", quote: "MEB-14の承認申請を審議する諮問委員会を11月12日に開催する" },
      { type: "pdufa", status: "expected", start: "2027-01-22", end: "2027-01-22", precision: "day", asset: "MEB-14", assetKey: "MEB14", company: "萌黄バイオ", regulator: "fda", quote: "PDUFA日は2027年1月22日" },
    ],
  },
  {
    id: "d-ja-019",
    lang: "ja",
    date: "2026-10-02",
    text: "銀嶺製薬は、GNR-6の第2相試験の48週データを、11月に開催される米国肝臓学会議（AASLD）で発表する予定だ。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-11-01", end: "2026-11-30", precision: "month", asset: "GNR-6", assetKey: "GNR6", company: "銀嶺製薬", regulator: null, quote: "11月に開催される米国肝臓学会議（AASLD）で発表する予定" },
    ],
  },
  {
    id: "d-ja-020",
    lang: "ja",
    date: "2026-10-16",
    text: "暁ファーマのAKT-31について、米FDAは諮問委員会を開催しない方針を示した。当初のPDUFA日は12月18日だったが、FDAは審査期間を3カ月延長し、新たなPDUFA日を2027年3月18日とした。",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-03-18", end: "2027-03-18", precision: "day", asset: "AKT-31", assetKey: "AKT31", company: "暁ファーマ", regulator: "fda", quote: "新たなPDUFA日を2027年3月18日とした" },
    ],
  },
  {
    id: "d-ja-021",
    lang: "ja",
    date: "2026-11-06",
    text: "朱鷺製薬は、TOK-208の国内承認申請を2026年度第4四半期に行う計画を明らかにした。",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "TOK-208", assetKey: "TOK208", company: "朱鷺製薬", regulator: "mhlw", quote: "TOK-208の国内承認申請を2026年度第4四半期に行う計画" },
    ],
  },
  {
    id: "d-ja-022",
    lang: "ja",
    date: "2026-11-20",
    text: "小春バイオは、2026年10月にKHB-3の製造販売承認申請を国内で行った。標準的な審査期間を12カ月とすると、承認は2027年10月ごろになる計算だ。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "KHB-3", assetKey: "KHB3", company: "小春バイオ", regulator: "mhlw", quote: "2026年10月にKHB-3の製造販売承認申請を国内で行った" },
      { type: "approval", status: "estimated", start: "2027-10-01", end: "2027-10-31", precision: "month", asset: "KHB-3", assetKey: "KHB3", company: "小春バイオ", regulator: "mhlw", quote: "標準的な審査期間を12カ月とすると、承認は2027年10月ごろになる計算だ" },
    ],
  },
  {
    id: "d-ja-023",
    lang: "ja",
    date: "2026-12-04",
    text: "雪代製薬は、YSD-17の欧州における販売承認申請が欧州医薬品庁（EMA）によりバリデートされたと発表した。CHMPの見解は2027年後半に示される見通し。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-12-04", end: "2026-12-04", precision: "day", asset: "YSD-17", assetKey: "YSD17", company: "雪代製薬", regulator: "ema", quote: "YSD-17の欧州における販売承認申請が欧州医薬品庁（EMA）によりバリデートされた" },
      { type: "chmp-opinion", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "YSD-17", assetKey: "YSD17", company: "雪代製薬", regulator: "chmp", quote: "CHMPの見解は2027年後半に示される見通し" },
    ],
  },
  {
    id: "d-ja-024",
    lang: "ja",
    date: "2026-12-18",
    text: "岬ファーマは、2027年4月1日付で鈴蘭創薬を吸収合併すると発表した。",
    catalysts: [],
  },
  {
    id: "d-ja-025",
    lang: "ja",
    date: "2027-01-15",
    text: "橘バイオは、TCB-64の第3相試験のトップラインデータを今年度中に取得する予定だと改めて表明した。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-04-01", end: "2027-03-31", precision: "year", asset: "TCB-64", assetKey: "TCB64", company: "橘バイオ", regulator: null, quote: "TCB-64の第3相試験のトップラインデータを今年度中に取得する予定" },
    ],
  },
  {
    id: "d-ja-026",
    lang: "ja",
    date: "2027-02-05",
    text: "菫製薬は、SMR-40の第1相試験の最新データを2027年6月の米国臨床腫瘍学会（ASCO）年次総会で発表する予定だ。同剤の承認申請は2027年下期に行う計画である。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2027-06-01", end: "2027-06-30", precision: "month", asset: "SMR-40", assetKey: "SMR40", company: "菫製薬", regulator: null, quote: "SMR-40の第1相試験の最新データを2027年6月の米国臨床腫瘍学会（ASCO）年次総会で発表する予定" },
      { type: "submission", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "SMR-40", assetKey: "SMR40", company: "菫製薬", regulator: null, quote: "同剤の承認申請は2027年下期に行う計画" },
    ],
  },
  {
    id: "d-ja-027",
    lang: "ja",
    date: "2027-03-05",
    text: "黎明ファーマは、RMF-15について昨日付で厚生労働省から製造販売承認を取得したと発表した。",
    catalysts: [
      { type: "approval", status: "actual", start: "2027-03-04", end: "2027-03-04", precision: "day", asset: "RMF-15", assetKey: "RMF15", company: "黎明ファーマ", regulator: "mhlw", quote: "RMF-15について昨日付で厚生労働省から製造販売承認を取得した" },
    ],
  },
  {
    id: "d-ja-028",
    lang: "ja",
    date: "2026-03-19",
    text: "瑞雲製薬は本日、ZUN-9の小児適応追加に係る国内での製造販売承認事項一部変更承認申請を行ったと発表した。承認取得は年内を見込む。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-03-19", end: "2026-03-19", precision: "day", asset: "ZUN-9", assetKey: "ZUN9", company: "瑞雲製薬", regulator: "mhlw", quote: "本日、ZUN-9の小児適応追加に係る国内での製造販売承認事項一部変更承認申請を行った" },
      { type: "approval", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "ZUN-9", assetKey: "ZUN9", company: "瑞雲製薬", regulator: "mhlw", quote: "承認取得は年内を見込む" },
    ],
  },
  {
    id: "d-ja-029",
    lang: "ja",
    date: "2026-06-05",
    text: "霜月製薬は、SGT-55の第3相試験の結果を6月に開催される米国糖尿病学会（ADA）の学術集会で発表すると明らかにした。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "SGT-55", assetKey: "SGT55", company: "霜月製薬", regulator: null, quote: "SGT-55の第3相試験の結果を6月に開催される米国糖尿病学会（ADA）の学術集会で発表する" },
    ],
  },

  // ───────────────────────────── Korean ─────────────────────────────
  {
    id: "d-ko-001",
    lang: "ko",
    date: "2026-01-08",
    text: "솔잎바이오는 SPY-21의 국내 임상 3상 톱라인 결과를 올해 상반기 중 발표할 예정이라고 8일 공시했다. 품목허가 신청은 연내 진행할 계획이다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-01-01", end: "2026-06-30", precision: "half", asset: "SPY-21", assetKey: "SPY21", company: "솔잎바이오", regulator: null, quote: "SPY-21의 국내 임상 3상 톱라인 결과를 올해 상반기 중 발표할 예정" },
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "SPY-21", assetKey: "SPY21", company: "솔잎바이오", regulator: "mfds", quote: "품목허가 신청은 연내 진행할 계획" },
    ],
  },
  {
    id: "d-ko-002",
    lang: "ko",
    date: "2026-01-22",
    text: "여울제약은 미국 식품의약국(FDA)이 지난 20일 YWL-7의 신약허가신청(NDA)을 접수했다고 밝혔다. PDUFA 목표일은 오는 11월 20일이다.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-01-20", end: "2026-01-20", precision: "day", asset: "YWL-7", assetKey: "YWL7", company: "여울제약", regulator: "fda", quote: "미국 식품의약국(FDA)이 지난 20일 YWL-7의 신약허가신청(NDA)을 접수했다" },
      { type: "pdufa", status: "expected", start: "2026-11-20", end: "2026-11-20", precision: "day", asset: "YWL-7", assetKey: "YWL7", company: "여울제약", regulator: "fda", quote: "PDUFA 목표일은 오는 11월 20일" },
    ],
  },
  {
    id: "d-ko-003",
    lang: "ko",
    date: "2026-02-05",
    text: "마루테라퓨틱스는 MRU-104의 임상 2상 톱라인 발표 시점을 기존 올해 1분기에서 3분기로 변경했다고 공시했다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "MRU-104", assetKey: "MRU104", company: "마루테라퓨틱스", regulator: null, quote: "3분기로 변경했다" },
    ],
  },
  {
    id: "d-ko-004",
    lang: "ko",
    date: "2026-02-19",
    text: "아름제약은 2025년 연결 기준 매출액이 전년 대비 12% 증가한 4,850억 원을 기록했다고 공시했다. 영업이익은 620억 원으로 집계됐다.",
    catalysts: [],
  },
  {
    id: "d-ko-005",
    lang: "ko",
    date: "2026-03-05",
    text: "식품의약품안전처는 지난 3일 새봄바이오의 SBM-9를 희귀의약품으로 지정했다. 회사는 내년 상반기 품목허가 신청을 목표로 하고 있다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-03-03", end: "2026-03-03", precision: "day", asset: "SBM-9", assetKey: "SBM9", company: "새봄바이오", regulator: "mfds", quote: "식품의약품안전처는 지난 3일 새봄바이오의 SBM-9를 희귀의약품으로 지정했다" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "SBM-9", assetKey: "SBM9", company: "새봄바이오", regulator: "mfds", quote: "내년 상반기 품목허가 신청을 목표로 하고 있다" },
    ],
  },
  {
    id: "d-ko-006",
    lang: "ko",
    date: "2026-03-20",
    text: "식약처 중앙약사심의위원회는 어제 들꽃제약 DKP-33의 허가를 권고했다. 식약처의 최종 허가 결정은 다음 달 나올 전망이다.",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-03-19", end: "2026-03-19", precision: "day", asset: "DKP-33", assetKey: "DKP33", company: "들꽃제약", regulator: "mfds", quote: "식약처 중앙약사심의위원회는 어제 들꽃제약 DKP-33의 허가를 권고했다" },
      { type: "approval", status: "expected", start: "2026-04-01", end: "2026-04-30", precision: "month", asset: "DKP-33", assetKey: "DKP33", company: "들꽃제약", regulator: "mfds", quote: "식약처의 최종 허가 결정은 다음 달 나올 전망" },
    ],
  },
  {
    id: "d-ko-007",
    lang: "ko",
    date: "2026-04-02",
    text: "물결바이오는 오는 17일부터 22일까지 열리는 2026 미국암연구학회(AACR)에서 MGY-12의 전임상 결과를 포스터로 발표한다.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-04-17", end: "2026-04-22", precision: "day", asset: "MGY-12", assetKey: "MGY12", company: "물결바이오", regulator: null, quote: "오는 17일부터 22일까지 열리는 2026 미국암연구학회(AACR)에서 MGY-12의 전임상 결과를 포스터로 발표한다" },
    ],
  },
  {
    id: "d-ko-008",
    lang: "ko",
    date: "2026-04-16",
    text: "구름테라퓨틱스는 FDA로부터 GRT-6에 대한 보완요구서한(CRL)을 수령했다고 16일 공시했다. 회사는 하반기 중 재신청할 계획이다.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-04-16", end: "2026-04-16", precision: "day", asset: "GRT-6", assetKey: "GRT6", company: "구름테라퓨틱스", regulator: "fda", quote: "FDA로부터 GRT-6에 대한 보완요구서한(CRL)을 수령했다" },
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "GRT-6", assetKey: "GRT6", company: "구름테라퓨틱스", regulator: "fda", quote: "하반기 중 재신청할 계획" },
    ],
  },
  {
    id: "d-ko-009",
    lang: "ko",
    date: "2026-05-07",
    text: "은하바이오는 EHB-50의 미국 허가신청 시점을 아직 정하지 않았으며, 추가 임상 결과가 나온 뒤 결정하겠다고 밝혔다.",
    catalysts: [],
  },
  {
    id: "d-ko-010",
    lang: "ko",
    date: "2026-05-21",
    text: "햇살제약은 HSJ-401의 임상 2상 상세 결과를 다음 달 미국임상종양학회(ASCO 2026)에서 구두 발표한다고 밝혔다. 회사는 지난달 이 시험이 1차 평가변수를 충족했다고 발표한 바 있다.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "HSJ-401", assetKey: "HSJ401", company: "햇살제약", regulator: null, quote: "HSJ-401의 임상 2상 상세 결과를 다음 달 미국임상종양학회(ASCO 2026)에서 구두 발표한다" },
      { type: "readout", status: "actual", start: "2026-04-01", end: "2026-04-30", precision: "month", asset: "HSJ-401", assetKey: "HSJ401", company: "햇살제약", regulator: null, quote: "지난달 이 시험이 1차 평가변수를 충족했다고 발표한" },
    ],
  },
  {
    id: "d-ko-011",
    lang: "ko",
    date: "2026-06-04",
    text: "너울바이오의 NWB-15가 식약처 신속심사 대상으로 지정됐다. 회사는 연말 품목허가를 기대하고 있다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-06-04", end: "2026-06-04", precision: "day", asset: "NWB-15", assetKey: "NWB15", company: "너울바이오", regulator: "mfds", quote: "NWB-15가 식약처 신속심사 대상으로 지정됐다" },
      { type: "approval", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "NWB-15", assetKey: "NWB15", company: "너울바이오", regulator: "mfds", quote: "연말 품목허가를 기대하고 있다" },
    ],
  },
  {
    id: "d-ko-012",
    lang: "ko",
    date: "2026-06-25",
    text: "소담제약은 SDM-70의 유럽 판매허가와 관련해 유럽의약품청(EMA) 약물사용자문위원회(CHMP)의 의견이 오는 7월 나올 것으로 예상한다고 밝혔다.",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2026-07-01", end: "2026-07-31", precision: "month", asset: "SDM-70", assetKey: "SDM70", company: "소담제약", regulator: "chmp", quote: "약물사용자문위원회(CHMP)의 의견이 오는 7월 나올 것으로 예상한다" },
    ],
  },
  {
    id: "d-ko-013",
    lang: "ko",
    date: "2026-07-09",
    text: "다솜바이오는 유럽 파트너사인 Heliane Pharma가 지난 7일 유럽연합 집행위원회(EC)로부터 DSB-120의 판매 승인을 받았다고 밝혔다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-07-07", end: "2026-07-07", precision: "day", asset: "DSB-120", assetKey: "DSB120", company: "Heliane Pharma", regulator: "ec", quote: "지난 7일 유럽연합 집행위원회(EC)로부터 DSB-120의 판매 승인을 받았다" },
    ],
  },
  {
    id: "d-ko-014",
    lang: "ko",
    date: "2026-07-30",
    text: "미리내제약은 글로벌 제약사와 MRN-08의 기술이전 계약을 체결했다고 공시했다. 계약금은 300억 원이며 총 계약 규모는 1조 2천억 원이다.",
    catalysts: [],
  },
  {
    id: "d-ko-015",
    lang: "ko",
    date: "2026-08-13",
    text: "가비바이오는 FDA가 지난주 수요일 GVB-17을 혁신치료제로 지정했다고 13일 밝혔다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-08-05", end: "2026-08-05", precision: "day", asset: "GVB-17", assetKey: "GVB17", company: "가비바이오", regulator: "fda", quote: "FDA가 지난주 수요일 GVB-17을 혁신치료제로 지정했다" },
    ],
  },
  {
    id: "d-ko-016",
    lang: "ko",
    date: "2026-08-27",
    text: "라온제약은 RAO-66의 임상 3상 톱라인 결과를 올해 4분기에 확보하고, 내년 상반기 중 미국과 유럽에 동시에 허가를 신청할 계획이다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "RAO-66", assetKey: "RAO66", company: "라온제약", regulator: null, quote: "RAO-66의 임상 3상 톱라인 결과를 올해 4분기에 확보하고" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "RAO-66", assetKey: "RAO66", company: "라온제약", regulator: null, quote: "내년 상반기 중 미국과 유럽에 동시에 허가를 신청할 계획" },
    ],
  },
  {
    id: "d-ko-017",
    lang: "ko",
    date: "2026-09-10",
    text: "슬기바이오는 SLG-230의 임상 1b상 데이터를 2026 유럽종양학회(ESMO)에서 발표한다. 발표는 10월 19일로 예정돼 있다.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-10-19", end: "2026-10-19", precision: "day", asset: "SLG-230", assetKey: "SLG230", company: "슬기바이오", regulator: null, quote: "발표는 10월 19일로 예정돼 있다" },
    ],
  },
  {
    id: "d-ko-018",
    lang: "ko",
    date: "2026-09-24",
    text: "아리제약은 FDA가 ARJ-5의 PDUFA 목표일을 기존 10월 2일에서 내년 1월 2일로 3개월 연장했다고 공시했다.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-01-02", end: "2027-01-02", precision: "day", asset: "ARJ-5", assetKey: "ARJ5", company: "아리제약", regulator: "fda", quote: "내년 1월 2일로 3개월 연장했다" },
    ],
  },
  {
    id: "d-ko-019",
    lang: "ko",
    date: "2026-10-15",
    text: "예담바이오는 중국 파트너사 강성제약이 지난 13일 중국 국가약품감독관리국(NMPA)으로부터 YDB-8의 시판허가를 받았다고 15일 밝혔다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-10-13", end: "2026-10-13", precision: "day", asset: "YDB-8", assetKey: "YDB8", company: "강성제약", regulator: "nmpa", quote: "지난 13일 중국 국가약품감독관리국(NMPA)으로부터 YDB-8의 시판허가를 받았다" },
    ],
  },
  {
    id: "d-ko-020",
    lang: "ko",
    date: "2026-11-05",
    text: "FDA 항암제자문위원회(ODAC)는 오는 12월 3일 초롱제약 CRJ-77의 허가 여부를 논의한다. PDUFA 목표일은 내년 2월 5일이다.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-12-03", end: "2026-12-03", precision: "day", asset: "CRJ-77", assetKey: "CRJ77", company: "초롱제약", regulator: "fda", quote: "FDA 항암제자문위원회(ODAC)는 오는 12월 3일 초롱제약 CRJ-77의 허가 여부를 논의한다" },
      { type: "pdufa", status: "expected", start: "2027-02-05", end: "2027-02-05", precision: "day", asset: "CRJ-77", assetKey: "CRJ77", company: "초롱제약", regulator: "fda", quote: "PDUFA 목표일은 내년 2월 5일" },
    ],
  },
  {
    id: "d-ko-021",
    lang: "ko",
    date: "2026-11-19",
    text: "푸르메바이오는 2025년 식약처 허가를 받은 PRM-14의 적응증 확대를 위한 변경허가를 연내 신청할 계획이다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "PRM-14", assetKey: "PRM14", company: "푸르메바이오", regulator: "mfds", quote: "2025년 식약처 허가를 받은 PRM-14" },
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "PRM-14", assetKey: "PRM14", company: "푸르메바이오", regulator: "mfds", quote: "변경허가를 연내 신청할 계획" },
    ],
  },
  {
    id: "d-ko-022",
    lang: "ko",
    date: "2026-12-10",
    text: "한아름제약은 식약처 중앙약사심의위원회가 오는 28일 HAR-90의 안전성·유효성을 심의한다고 밝혔다.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-12-28", end: "2026-12-28", precision: "day", asset: "HAR-90", assetKey: "HAR90", company: "한아름제약", regulator: "mfds", quote: "식약처 중앙약사심의위원회가 오는 28일 HAR-90의 안전성·유효성을 심의한다" },
    ],
  },
  {
    id: "d-ko-023",
    lang: "ko",
    date: "2026-12-28",
    text: "여명바이오는 오는 5일 YMB-33의 임상 2상 톱라인 결과를 발표할 예정이다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-01-05", end: "2027-01-05", precision: "day", asset: "YMB-33", assetKey: "YMB33", company: "여명바이오", regulator: null, quote: "오는 5일 YMB-33의 임상 2상 톱라인 결과를 발표할 예정" },
    ],
  },
  {
    id: "d-ko-024",
    lang: "ko",
    date: "2027-01-21",
    text: "노을제약은 지난해 12월 미국 FDA에 NLP-2의 신약허가신청서를 제출했으며, 올해 하반기 허가를 기대하고 있다고 밝혔다.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "NLP-2", assetKey: "NLP2", company: "노을제약", regulator: "fda", quote: "지난해 12월 미국 FDA에 NLP-2의 신약허가신청서를 제출했으며" },
      { type: "approval", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "NLP-2", assetKey: "NLP2", company: "노을제약", regulator: "fda", quote: "올해 하반기 허가를 기대하고 있다" },
    ],
  },
  {
    id: "d-ko-025",
    lang: "ko",
    date: "2027-02-18",
    text: "국내 제약바이오 기업들의 지난해 연구개발비 합계가 처음으로 5조 원을 넘어선 것으로 집계됐다.",
    catalysts: [],
  },
  {
    id: "d-ko-026",
    lang: "ko",
    date: "2027-03-16",
    text: "한들바이오는 지난 12일 HDB-404의 임상 3상에서 1차 평가변수를 충족했다고 공시했다. 회사는 상반기 중 식약처에 품목허가를 신청할 계획이다.",
    catalysts: [
      { type: "readout", status: "actual", start: "2027-03-12", end: "2027-03-12", precision: "day", asset: "HDB-404", assetKey: "HDB404", company: "한들바이오", regulator: null, quote: "지난 12일 HDB-404의 임상 3상에서 1차 평가변수를 충족했다고 공시했다" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "HDB-404", assetKey: "HDB404", company: "한들바이오", regulator: "mfds", quote: "상반기 중 식약처에 품목허가를 신청할 계획" },
    ],
  },
  {
    id: "d-ko-027",
    lang: "ko",
    date: "2026-10-29",
    text: "별하바이오는 12월 열리는 미국혈액학회(ASH 2026)에서 BHB-7의 임상 1상 결과를 구두 발표한다. 임상 2상 결과 발표 시점은 아직 확정하지 않았다.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "BHB-7", assetKey: "BHB7", company: "별하바이오", regulator: null, quote: "12월 열리는 미국혈액학회(ASH 2026)에서 BHB-7의 임상 1상 결과를 구두 발표한다" },
    ],
  },

  // ───────────────────────────── German ─────────────────────────────
  {
    id: "d-de-001",
    lang: "de",
    date: "2026-01-19",
    text: "Ad-hoc-Mitteilung: Die Wendelstein Pharma AG hat heute die Topline-Ergebnisse der Phase-III-Studie ALPINA mit WDP-510 bei Colitis ulcerosa veröffentlicht; der primäre Endpunkt wurde erreicht. Den Zulassungsantrag bei der EMA will das Unternehmen im Laufe des Jahres einreichen.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-01-19", end: "2026-01-19", precision: "day", asset: "WDP-510", assetKey: "WDP510", company: "Wendelstein Pharma AG", regulator: null, quote: "hat heute die Topline-Ergebnisse der Phase-III-Studie ALPINA mit WDP-510 bei Colitis ulcerosa veröffentlicht" },
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "WDP-510", assetKey: "WDP510", company: "Wendelstein Pharma AG", regulator: "ema", quote: "Den Zulassungsantrag bei der EMA will das Unternehmen im Laufe des Jahres einreichen" },
    ],
  },
  {
    id: "d-de-002",
    lang: "de",
    date: "2026-02-02",
    text: "Der Ausschuss für Humanarzneimittel (CHMP) der EMA hat am vergangenen Freitag eine positive Stellungnahme zu TGB-12 der Münchner Tegernsee Bio AG abgegeben. Mit der Entscheidung der Europäischen Kommission rechnet das Unternehmen im zweiten Quartal.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-01-30", end: "2026-01-30", precision: "day", asset: "TGB-12", assetKey: "TGB12", company: "Tegernsee Bio AG", regulator: "chmp", quote: "hat am vergangenen Freitag eine positive Stellungnahme zu TGB-12 der Münchner Tegernsee Bio AG abgegeben" },
      { type: "approval", status: "expected", start: "2026-04-01", end: "2026-06-30", precision: "quarter", asset: "TGB-12", assetKey: "TGB12", company: "Tegernsee Bio AG", regulator: "ec", quote: "Mit der Entscheidung der Europäischen Kommission rechnet das Unternehmen im zweiten Quartal" },
    ],
  },
  {
    id: "d-de-003",
    lang: "de",
    date: "2026-02-16",
    text: "Die Kyffhäuser Therapeutics AG hat eine Kapitalerhöhung über 85 Mio. Euro platziert. Der Erlös soll die klinische Entwicklung der Pipeline bis Ende 2027 finanzieren.",
    catalysts: [],
  },
  {
    id: "d-de-004",
    lang: "de",
    date: "2026-03-02",
    text: "Die Rennsteig Biotech SE gab bekannt, dass die FDA den Zulassungsantrag (BLA) für RSB-08 zur Prüfung angenommen hat. Als PDUFA-Termin wurde der 28. Oktober 2026 festgelegt.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-03-02", end: "2026-03-02", precision: "day", asset: "RSB-08", assetKey: "RSB08", company: "Rennsteig Biotech SE", regulator: "fda", quote: "dass die FDA den Zulassungsantrag (BLA) für RSB-08 zur Prüfung angenommen hat" },
      { type: "pdufa", status: "expected", start: "2026-10-28", end: "2026-10-28", precision: "day", asset: "RSB-08", assetKey: "RSB08", company: "Rennsteig Biotech SE", regulator: "fda", quote: "Als PDUFA-Termin wurde der 28. Oktober 2026 festgelegt" },
    ],
  },
  {
    id: "d-de-005",
    lang: "de",
    date: "2026-03-16",
    text: "Die Warnow Pharma GmbH rechnet nun bis Mitte 2027 mit den Topline-Daten der Phase-III-Studie NORDSTERN mit WPG-3; ursprünglich waren die Daten für Ende 2026 angekündigt.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "WPG-3", assetKey: "WPG3", company: "Warnow Pharma GmbH", regulator: null, quote: "rechnet nun bis Mitte 2027 mit den Topline-Daten der Phase-III-Studie NORDSTERN mit WPG-3" },
    ],
  },
  {
    id: "d-de-006",
    lang: "de",
    date: "2026-03-30",
    text: "Die Chiemgau Bio AG wird auf dem EHA-Kongress 2026 im Juni neue Daten zu CGB-71 vorstellen. Die FDA hatte dem Programm im Jahr 2025 den Orphan-Drug-Status erteilt.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "CGB-71", assetKey: "CGB71", company: "Chiemgau Bio AG", regulator: null, quote: "wird auf dem EHA-Kongress 2026 im Juni neue Daten zu CGB-71 vorstellen" },
      { type: "designation", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "CGB-71", assetKey: "CGB71", company: "Chiemgau Bio AG", regulator: "fda", quote: "Die FDA hatte dem Programm im Jahr 2025 den Orphan-Drug-Status erteilt" },
    ],
  },
  {
    id: "d-de-007",
    lang: "de",
    date: "2026-04-13",
    text: "Die Feldberg Therapeutics AG hat am Freitag von der FDA einen Complete Response Letter zu FBT-22 erhalten. Über das weitere Vorgehen will das Unternehmen nach einem Typ-A-Meeting entscheiden.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-04-10", end: "2026-04-10", precision: "day", asset: "FBT-22", assetKey: "FBT22", company: "Feldberg Therapeutics AG", regulator: "fda", quote: "hat am Freitag von der FDA einen Complete Response Letter zu FBT-22 erhalten" },
    ],
  },
  {
    id: "d-de-008",
    lang: "de",
    date: "2026-04-27",
    text: "Die Hunsrück Pharma AG rechnet nicht mehr damit, den Zulassungsantrag für HPA-4 noch in diesem Jahr einzureichen. Einen neuen Zeitplan will der Vorstand erst nach Abschluss der Gespräche mit der FDA nennen.",
    catalysts: [],
  },
  {
    id: "d-de-009",
    lang: "de",
    date: "2026-05-11",
    text: "Die Vogelsberg Biologics GmbH hat in Japan die Zulassung für VBL-19 erhalten. In China rechnet das Unternehmen mit einer Entscheidung der NMPA im zweiten Halbjahr 2026.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-05-11", end: "2026-05-11", precision: "day", asset: "VBL-19", assetKey: "VBL19", company: "Vogelsberg Biologics GmbH", regulator: "mhlw", quote: "hat in Japan die Zulassung für VBL-19 erhalten" },
      { type: "approval", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "VBL-19", assetKey: "VBL19", company: "Vogelsberg Biologics GmbH", regulator: "nmpa", quote: "rechnet das Unternehmen mit einer Entscheidung der NMPA im zweiten Halbjahr 2026" },
    ],
  },
  {
    id: "d-de-010",
    lang: "de",
    date: "2026-05-26",
    text: "Die Elster Bio AG präsentiert auf dem ASCO-Jahreskongress vom 29. Mai bis 2. Juni 2026 Daten aus der Phase-II-Studie mit ELS-40.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-05-29", end: "2026-06-02", precision: "day", asset: "ELS-40", assetKey: "ELS40", company: "Elster Bio AG", regulator: null, quote: "präsentiert auf dem ASCO-Jahreskongress vom 29. Mai bis 2. Juni 2026 Daten aus der Phase-II-Studie mit ELS-40" },
    ],
  },
  {
    id: "d-de-011",
    lang: "de",
    date: "2026-06-08",
    text: "Die Rhön Pharma AG erwartet Ende 2026 eine Stellungnahme des CHMP zu RHP-15, nachdem die EMA den Zulassungsantrag im Mai validiert hat.",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "RHP-15", assetKey: "RHP15", company: "Rhön Pharma AG", regulator: "chmp", quote: "erwartet Ende 2026 eine Stellungnahme des CHMP zu RHP-15" },
      { type: "filing-acceptance", status: "actual", start: "2026-05-01", end: "2026-05-31", precision: "month", asset: "RHP-15", assetKey: "RHP15", company: "Rhön Pharma AG", regulator: "ema", quote: "nachdem die EMA den Zulassungsantrag im Mai validiert hat" },
    ],
  },
  {
    id: "d-de-012",
    lang: "de",
    date: "2026-06-22",
    text: "Der Beratungsausschuss der FDA für Herz-Kreislauf- und Nierenarzneimittel tagt am Donnerstag, um über den Zulassungsantrag der Allgäu Biotech AG für ALG-606 zu beraten.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-06-25", end: "2026-06-25", precision: "day", asset: "ALG-606", assetKey: "ALG606", company: "Allgäu Biotech AG", regulator: "fda", quote: "Der Beratungsausschuss der FDA für Herz-Kreislauf- und Nierenarzneimittel tagt am Donnerstag" },
    ],
  },
  {
    id: "d-de-013",
    lang: "de",
    date: "2026-06-26",
    text: "Der Beratungsausschuss der FDA hat sich am Donnerstag mit 9 zu 3 Stimmen für die Zulassung von ALG-606 der Allgäu Biotech AG ausgesprochen. Der PDUFA-Termin ist der 14. August.",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-06-25", end: "2026-06-25", precision: "day", asset: "ALG-606", assetKey: "ALG606", company: "Allgäu Biotech AG", regulator: "fda", quote: "hat sich am Donnerstag mit 9 zu 3 Stimmen für die Zulassung von ALG-606 der Allgäu Biotech AG ausgesprochen" },
      { type: "pdufa", status: "expected", start: "2026-08-14", end: "2026-08-14", precision: "day", asset: "ALG-606", assetKey: "ALG606", company: "Allgäu Biotech AG", regulator: "fda", quote: "Der PDUFA-Termin ist der 14. August" },
    ],
  },
  {
    id: "d-de-014",
    lang: "de",
    date: "2026-07-13",
    text: "Die Müritz Therapeutics GmbH hat von der FDA den Fast-Track-Status für MRZ-8 zur Behandlung der Friedreich-Ataxie erhalten. Erste Daten der Phase-II-Studie erwartet das Unternehmen im vierten Quartal.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-07-13", end: "2026-07-13", precision: "day", asset: "MRZ-8", assetKey: "MRZ8", company: "Müritz Therapeutics GmbH", regulator: "fda", quote: "hat von der FDA den Fast-Track-Status für MRZ-8 zur Behandlung der Friedreich-Ataxie erhalten" },
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "MRZ-8", assetKey: "MRZ8", company: "Müritz Therapeutics GmbH", regulator: null, quote: "Erste Daten der Phase-II-Studie erwartet das Unternehmen im vierten Quartal" },
    ],
  },
  {
    id: "d-de-015",
    lang: "de",
    date: "2026-07-27",
    text: "Die Jadebusen Pharma AG hat mit der rollierenden Einreichung des Zulassungsantrags für JDP-12 bei der FDA begonnen und will sie im nächsten Quartal abschließen.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "JDP-12", assetKey: "JDP12", company: "Jadebusen Pharma AG", regulator: "fda", quote: "will sie im nächsten Quartal abschließen" },
    ],
  },
  {
    id: "d-de-016",
    lang: "de",
    date: "2026-08-10",
    text: "Die Spree-Havel Biotech AG meldet für das erste Halbjahr 2026 einen Umsatz von 41 Mio. Euro und bestätigt die Jahresprognose.",
    catalysts: [],
  },
  {
    id: "d-de-017",
    lang: "de",
    date: "2026-08-24",
    text: "Die Ilmtal Pharma AG hat ihren Zulassungsantrag für ILP-30 im Juli bei der EMA eingereicht. Bei einer üblichen Verfahrensdauer von rund 14 Monaten wäre eine Entscheidung der Kommission im dritten Quartal 2027 zu erwarten, so unsere Berechnung.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-07-01", end: "2026-07-31", precision: "month", asset: "ILP-30", assetKey: "ILP30", company: "Ilmtal Pharma AG", regulator: "ema", quote: "hat ihren Zulassungsantrag für ILP-30 im Juli bei der EMA eingereicht" },
      { type: "approval", status: "estimated", start: "2027-07-01", end: "2027-09-30", precision: "quarter", asset: "ILP-30", assetKey: "ILP30", company: "Ilmtal Pharma AG", regulator: "ec", quote: "wäre eine Entscheidung der Kommission im dritten Quartal 2027 zu erwarten, so unsere Berechnung" },
    ],
  },
  {
    id: "d-de-018",
    lang: "de",
    date: "2026-09-07",
    text: "Die Taubertal Bio GmbH hat am Wochenende auf der World Conference on Lung Cancer (WCLC) 2026 Daten zu TTB-5 vorgestellt.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-09-05", end: "2026-09-06", precision: "day", asset: "TTB-5", assetKey: "TTB5", company: "Taubertal Bio GmbH", regulator: null, quote: "hat am Wochenende auf der World Conference on Lung Cancer (WCLC) 2026 Daten zu TTB-5 vorgestellt" },
    ],
  },
  {
    id: "d-de-019",
    lang: "de",
    date: "2026-09-21",
    text: "Die britische Arzneimittelbehörde MHRA hat der Saale Pharma AG die Zulassung für Saltorimab erteilt. Die Entscheidung der Europäischen Kommission erwartet das Unternehmen Anfang 2027.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-09-21", end: "2026-09-21", precision: "day", asset: "Saltorimab", assetKey: "saltorimab", company: "Saale Pharma AG", regulator: "mhra", quote: "Die britische Arzneimittelbehörde MHRA hat der Saale Pharma AG die Zulassung für Saltorimab erteilt" },
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "Saltorimab", assetKey: "saltorimab", company: "Saale Pharma AG", regulator: "ec", quote: "Die Entscheidung der Europäischen Kommission erwartet das Unternehmen Anfang 2027" },
    ],
  },
  {
    id: "d-de-020",
    lang: "de",
    date: "2026-10-05",
    text: "Die Lechfeld Biotech AG hat am 1. Oktober bei der chinesischen Arzneimittelbehörde NMPA den Zulassungsantrag für LCF-7 eingereicht. Mit der Annahme des Antrags rechnet das Unternehmen innerhalb von 60 Tagen.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-10-01", end: "2026-10-01", precision: "day", asset: "LCF-7", assetKey: "LCF7", company: "Lechfeld Biotech AG", regulator: "nmpa", quote: "hat am 1. Oktober bei der chinesischen Arzneimittelbehörde NMPA den Zulassungsantrag für LCF-7 eingereicht" },
    ],
  },
  {
    id: "d-de-021",
    lang: "de",
    date: "2026-10-19",
    text: "Die Wupper Therapeutics AG will den Zulassungsantrag für WUT-91 bei der FDA bis Ende 2026 einreichen. Die Topline-Daten der zweiten Phase-III-Studie hatte das Unternehmen im September veröffentlicht.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "WUT-91", assetKey: "WUT91", company: "Wupper Therapeutics AG", regulator: "fda", quote: "will den Zulassungsantrag für WUT-91 bei der FDA bis Ende 2026 einreichen" },
      { type: "readout", status: "actual", start: "2026-09-01", end: "2026-09-30", precision: "month", asset: "WUT-91", assetKey: "WUT91", company: "Wupper Therapeutics AG", regulator: null, quote: "Die Topline-Daten der zweiten Phase-III-Studie hatte das Unternehmen im September veröffentlicht" },
    ],
  },
  {
    id: "d-de-022",
    lang: "de",
    date: "2026-11-02",
    text: "Die Europäische Kommission hat der Rottal Bio GmbH für RTB-14 die Orphan-Designation erteilt. Erste Patientendaten sollen auf dem ASH-Kongress im Dezember vorgestellt werden.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-11-02", end: "2026-11-02", precision: "day", asset: "RTB-14", assetKey: "RTB14", company: "Rottal Bio GmbH", regulator: "ec", quote: "Die Europäische Kommission hat der Rottal Bio GmbH für RTB-14 die Orphan-Designation erteilt" },
      { type: "conference-presentation", status: "expected", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "RTB-14", assetKey: "RTB14", company: "Rottal Bio GmbH", regulator: null, quote: "Erste Patientendaten sollen auf dem ASH-Kongress im Dezember vorgestellt werden" },
    ],
  },
  {
    id: "d-de-023",
    lang: "de",
    date: "2026-11-16",
    text: "Die Eschenbach Pharma AG wird die Topline-Ergebnisse der Phase-III-Studie MISTRAL mit ESB-4 am Mittwoch vor Börsenbeginn veröffentlichen.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-11-18", end: "2026-11-18", precision: "day", asset: "ESB-4", assetKey: "ESB4", company: "Eschenbach Pharma AG", regulator: null, quote: "wird die Topline-Ergebnisse der Phase-III-Studie MISTRAL mit ESB-4 am Mittwoch vor Börsenbeginn veröffentlichen" },
    ],
  },
  {
    id: "d-de-024",
    lang: "de",
    date: "2026-12-07",
    text: "Die Ahrtal Pharma AG wartet weiterhin auf eine Entscheidung der FDA zu AHP-17; der PDUFA-Termin am 30. November verstrich ohne Mitteilung der Behörde.",
    catalysts: [],
  },
  {
    id: "d-de-025",
    lang: "de",
    date: "2027-01-11",
    text: "Die Sieg Biotech AG hat Ende Dezember bei der EMA den Zulassungsantrag für SIB-63 eingereicht und rechnet mit der Validierung im Februar.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "SIB-63", assetKey: "SIB63", company: "Sieg Biotech AG", regulator: "ema", quote: "hat Ende Dezember bei der EMA den Zulassungsantrag für SIB-63 eingereicht" },
      { type: "filing-acceptance", status: "expected", start: "2027-02-01", end: "2027-02-28", precision: "month", asset: "SIB-63", assetKey: "SIB63", company: "Sieg Biotech AG", regulator: "ema", quote: "rechnet mit der Validierung im Februar" },
    ],
  },
  {
    id: "d-de-026",
    lang: "de",
    date: "2027-02-22",
    text: "Die Nahe Therapeutics AG erwartet im Laufe des Jahres die Zulassung von NHT-2 in den USA; der PDUFA-Termin liegt im dritten Quartal.",
    catalysts: [
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "NHT-2", assetKey: "NHT2", company: "Nahe Therapeutics AG", regulator: "fda", quote: "erwartet im Laufe des Jahres die Zulassung von NHT-2 in den USA" },
      { type: "pdufa", status: "expected", start: "2027-07-01", end: "2027-09-30", precision: "quarter", asset: "NHT-2", assetKey: "NHT2", company: "Nahe Therapeutics AG", regulator: "fda", quote: "der PDUFA-Termin liegt im dritten Quartal" },
    ],
  },
  {
    id: "d-de-027",
    lang: "de",
    date: "2027-03-22",
    text: "Die Fulda Bio AG ernennt Dr. Markus Feld mit Wirkung zum 1. April 2027 zum Vorstandsvorsitzenden.",
    catalysts: [],
  },
];
