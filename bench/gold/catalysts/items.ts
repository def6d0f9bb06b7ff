/**
 * Hand-labelled gold set for a catalyst-calendar extractor (see README.md in this folder for
 * how it was made and every labelling rule). All companies and drugs are invented; regulators,
 * congresses and date expressions are real. Written by hand: no engine or product code consulted.
 */

export type CatalystType =
  | "pdufa"
  | "advisory-committee"
  | "submission"
  | "filing-acceptance"
  | "designation"
  | "approval"
  | "complete-response-letter"
  | "chmp-opinion"
  | "readout"
  | "conference-presentation";

export type CatalystGold = {
  type: CatalystType;
  status: "expected" | "actual" | "estimated";
  start: string;
  end: string;
  precision: "day" | "month" | "quarter" | "half" | "year";
  asset: string | null;
  assetKey: string | null;
  company: string | null;
  regulator: string | null;
  quote: string;
};

export type CatalystGoldItem = {
  id: string;
  lang: "en" | "zh" | "ja" | "ko" | "de";
  date: string;
  text: string;
  catalysts: CatalystGold[];
};

export const CATALYST_ITEMS: CatalystGoldItem[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: "c-en-001",
    lang: "en",
    date: "2026-03-02",
    text: "Norvale Therapeutics said the FDA has accepted its New Drug Application for NVT-2207 in moderate-to-severe plaque psoriasis and assigned a PDUFA target action date of December 18, 2026.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-03-02", end: "2026-03-02", precision: "day", asset: "NVT-2207", assetKey: "NVT2207", company: "Norvale Therapeutics", regulator: "fda", quote: "the FDA has accepted its New Drug Application for NVT-2207" },
      { type: "pdufa", status: "expected", start: "2026-12-18", end: "2026-12-18", precision: "day", asset: "NVT-2207", assetKey: "NVT2207", company: "Norvale Therapeutics", regulator: "fda", quote: "PDUFA target action date of December 18, 2026" },
    ],
  },
  {
    id: "c-en-002",
    lang: "en",
    date: "2026-04-15",
    text: "Calder Bio announced today that the U.S. Food and Drug Administration approved Zentrava (velortamab) for adults with relapsed or refractory multiple myeloma who have received at least three prior lines of therapy.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-04-15", end: "2026-04-15", precision: "day", asset: "velortamab", assetKey: "velortamab", company: "Calder Bio", regulator: "fda", quote: "announced today that the U.S. Food and Drug Administration approved Zentrava (velortamab)" },
    ],
  },
  {
    id: "c-en-003",
    lang: "en",
    date: "2026-01-12",
    text: "Ostrander Pharma expects topline results from the Phase 3 HORIZON-2 trial of OST-118 in the second half of 2026, Chief Executive Mark Ellery said at the company's annual strategy update.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "OST-118", assetKey: "OST118", company: "Ostrander Pharma", regulator: null, quote: "expects topline results from the Phase 3 HORIZON-2 trial of OST-118 in the second half of 2026" },
    ],
  },
  {
    id: "c-en-004",
    lang: "en",
    date: "2026-05-20",
    text: "Brightwater Biosciences said the FDA extended the PDUFA date for its BLA for BWB-771 by three months to January 14, 2027, after the company submitted additional manufacturing data. The original goal date was October 14, 2026.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-01-14", end: "2027-01-14", precision: "day", asset: "BWB-771", assetKey: "BWB771", company: "Brightwater Biosciences", regulator: "fda", quote: "extended the PDUFA date for its BLA for BWB-771 by three months to January 14, 2027" },
    ],
  },
  {
    id: "c-en-005",
    lang: "en",
    date: "2026-02-09",
    text: "Halvorsen Bio does not expect data from the Phase 2b LANTERN study of HB-330 before 2027, Chief Medical Officer Ana Ruiz told investors on Monday.",
    catalysts: [],
  },
  {
    id: "c-en-006",
    lang: "en",
    date: "2026-06-03",
    text: "Meridian Oncology will present updated Phase 1/2 data for MRD-5520 in an oral session at ESMO 2026 in October.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "MRD-5520", assetKey: "MRD5520", company: "Meridian Oncology", regulator: null, quote: "will present updated Phase 1/2 data for MRD-5520 in an oral session at ESMO 2026 in October" },
    ],
  },
  {
    id: "c-en-007",
    lang: "en",
    date: "2026-01-28",
    text: "Solenne Pharmaceuticals plans to present first-in-human data for SLN-042, its oral GLP-1 receptor agonist, at ASCO 2026.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "SLN-042", assetKey: "SLN042", company: "Solenne Pharmaceuticals", regulator: null, quote: "plans to present first-in-human data for SLN-042, its oral GLP-1 receptor agonist, at ASCO 2026" },
    ],
  },
  {
    id: "c-en-008",
    lang: "en",
    date: "2026-03-17",
    text: "Arkwright Therapeutics submitted a Biologics License Application for ARK-1904 in generalized myasthenia gravis in February and expects an FDA decision by the end of 2026.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-02-01", end: "2026-02-28", precision: "month", asset: "ARK-1904", assetKey: "ARK1904", company: "Arkwright Therapeutics", regulator: "fda", quote: "submitted a Biologics License Application for ARK-1904 in generalized myasthenia gravis in February" },
      { type: "approval", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "ARK-1904", assetKey: "ARK1904", company: "Arkwright Therapeutics", regulator: "fda", quote: "expects an FDA decision by the end of 2026" },
    ],
  },
  {
    id: "c-en-009",
    lang: "en",
    date: "2026-02-26",
    text: "Tessaro Biologics reported fourth-quarter 2025 revenue of $412 million, up 18% year over year, and guided to full-year 2026 revenue of $1.8 billion to $1.9 billion.",
    catalysts: [],
  },
  {
    id: "c-en-010",
    lang: "en",
    date: "2026-07-22",
    text: "The FDA's Oncologic Drugs Advisory Committee will meet on September 10, 2026 to discuss Pellham Oncology's application for devrolasib in KRAS G12D-mutant pancreatic cancer.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-09-10", end: "2026-09-10", precision: "day", asset: "devrolasib", assetKey: "devrolasib", company: "Pellham Oncology", regulator: "fda", quote: "Oncologic Drugs Advisory Committee will meet on September 10, 2026" },
    ],
  },
  {
    id: "c-en-011",
    lang: "en",
    date: "2026-09-11",
    text: "An FDA advisory panel voted 11 to 2 on Thursday that the benefits of devrolasib outweigh its risks in KRAS G12D-mutant pancreatic cancer, Pellham Oncology said.",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-09-10", end: "2026-09-10", precision: "day", asset: "devrolasib", assetKey: "devrolasib", company: "Pellham Oncology", regulator: "fda", quote: "An FDA advisory panel voted 11 to 2 on Thursday" },
    ],
  },
  {
    id: "c-en-012",
    lang: "en",
    date: "2026-11-03",
    text: "Corvane Pharmaceuticals received a complete response letter from the FDA on October 30 for its NDA seeking approval of CVN-309 in tardive dyskinesia; the agency cited deficiencies at a third-party fill-finish site.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-10-30", end: "2026-10-30", precision: "day", asset: "CVN-309", assetKey: "CVN309", company: "Corvane Pharmaceuticals", regulator: "fda", quote: "received a complete response letter from the FDA on October 30" },
    ],
  },
  {
    id: "c-en-013",
    lang: "en",
    date: "2026-04-08",
    text: "The FDA granted Breakthrough Therapy designation to Lumora Bio's LMR-6601 for the treatment of IgA nephropathy, the company announced today.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-04-08", end: "2026-04-08", precision: "day", asset: "LMR-6601", assetKey: "LMR6601", company: "Lumora Bio", regulator: "fda", quote: "The FDA granted Breakthrough Therapy designation to Lumora Bio's LMR-6601" },
    ],
  },
  {
    id: "c-en-014",
    lang: "en",
    date: "2026-03-25",
    text: "The European Medicines Agency's CHMP adopted a positive opinion on Friday recommending marketing authorisation for Ventrelle's tozumeran in hereditary angioedema. A European Commission decision is expected within roughly two months.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-03-20", end: "2026-03-20", precision: "day", asset: "tozumeran", assetKey: "tozumeran", company: "Ventrelle", regulator: "chmp", quote: "CHMP adopted a positive opinion on Friday" },
    ],
  },
  {
    id: "c-en-015",
    lang: "en",
    date: "2026-08-14",
    text: "Quillon Therapeutics said it remains on track to submit an NDA for QLN-207 in the fourth quarter of 2026, with topline data from the confirmatory ASPEN study expected next month.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "QLN-207", assetKey: "QLN207", company: "Quillon Therapeutics", regulator: null, quote: "on track to submit an NDA for QLN-207 in the fourth quarter of 2026" },
      { type: "readout", status: "expected", start: "2026-09-01", end: "2026-09-30", precision: "month", asset: "QLN-207", assetKey: "QLN207", company: "Quillon Therapeutics", regulator: null, quote: "topline data from the confirmatory ASPEN study expected next month" },
    ],
  },
  {
    id: "c-en-016",
    lang: "en",
    date: "2026-10-05",
    text: "Halcyon Rx filed its sNDA for HCX-12 in late August; under the FDA's standard ten-month review clock, that would put a decision around June 2027, by our count.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-08-01", end: "2026-08-31", precision: "month", asset: "HCX-12", assetKey: "HCX12", company: "Halcyon Rx", regulator: "fda", quote: "filed its sNDA for HCX-12 in late August" },
      { type: "approval", status: "estimated", start: "2027-06-01", end: "2027-06-30", precision: "month", asset: "HCX-12", assetKey: "HCX12", company: "Halcyon Rx", regulator: "fda", quote: "under the FDA's standard ten-month review clock, that would put a decision around June 2027, by our count" },
    ],
  },
  {
    id: "c-en-017",
    lang: "en",
    date: "2026-05-11",
    text: "Tidewell Biotherapeutics announced positive topline results today from the Phase 3 CREST-1 trial of tidolumab in chronic spontaneous urticaria, meeting both primary endpoints.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-05-11", end: "2026-05-11", precision: "day", asset: "tidolumab", assetKey: "tidolumab", company: "Tidewell Biotherapeutics", regulator: null, quote: "announced positive topline results today from the Phase 3 CREST-1 trial of tidolumab" },
    ],
  },
  {
    id: "c-en-018",
    lang: "en",
    date: "2026-12-01",
    text: "Following the 2024 approval of its first product, Sarvex Bio now plans to file a marketing authorisation application for SVX-88 with the EMA in the first half of 2027.",
    catalysts: [
      { type: "approval", status: "actual", start: "2024-01-01", end: "2024-12-31", precision: "year", asset: null, assetKey: null, company: "Sarvex Bio", regulator: null, quote: "the 2024 approval of its first product" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "SVX-88", assetKey: "SVX88", company: "Sarvex Bio", regulator: "ema", quote: "plans to file a marketing authorisation application for SVX-88 with the EMA in the first half of 2027" },
    ],
  },
  {
    id: "c-en-019",
    lang: "en",
    date: "2026-02-18",
    text: "Management said an accelerated approval filing for RX-5150 could come as early as the fourth quarter of 2026 if the interim analysis is positive, but cautioned that the timeline may slip.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "RX-5150", assetKey: "RX5150", company: null, regulator: null, quote: "an accelerated approval filing for RX-5150 could come as early as the fourth quarter of 2026" },
    ],
  },
  {
    id: "c-en-020",
    lang: "en",
    date: "2026-06-29",
    text: "Pinecrest Pharma's marketing authorisation application for pinvatide in acromegaly has been validated by the European Medicines Agency, starting the centralised review.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-06-29", end: "2026-06-29", precision: "day", asset: "pinvatide", assetKey: "pinvatide", company: "Pinecrest Pharma", regulator: "ema", quote: "marketing authorisation application for pinvatide in acromegaly has been validated by the European Medicines Agency" },
    ],
  },
  {
    id: "c-en-021",
    lang: "en",
    date: "2026-03-09",
    text: "Aurelian Therapeutics will host an investor day on April 21, 2026, in New York, where management will review the company's pipeline and capital allocation priorities.",
    catalysts: [],
  },
  {
    id: "c-en-022",
    lang: "en",
    date: "2026-07-07",
    text: "The FDA has set a target action date of March 3, 2027, for Ferrow Bio's resubmitted BLA for FRW-210, which received a complete response letter in 2025.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-03-03", end: "2027-03-03", precision: "day", asset: "FRW-210", assetKey: "FRW210", company: "Ferrow Bio", regulator: "fda", quote: "has set a target action date of March 3, 2027" },
      { type: "complete-response-letter", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "FRW-210", assetKey: "FRW210", company: "Ferrow Bio", regulator: "fda", quote: "received a complete response letter in 2025" },
    ],
  },
  {
    id: "c-en-023",
    lang: "en",
    date: "2026-01-05",
    text: "Kestrel Bio expects two Phase 3 readouts in 2026: the KESTREL-3 study of KST-101 in the first quarter and the ALBA study of KST-240 mid-year.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-01-01", end: "2026-03-31", precision: "quarter", asset: "KST-101", assetKey: "KST101", company: "Kestrel Bio", regulator: null, quote: "the KESTREL-3 study of KST-101 in the first quarter" },
      { type: "readout", status: "expected", start: "2026-04-01", end: "2026-09-30", precision: "half", asset: "KST-240", assetKey: "KST240", company: "Kestrel Bio", regulator: null, quote: "the ALBA study of KST-240 mid-year" },
    ],
  },
  {
    id: "c-en-024",
    lang: "en",
    date: "2026-09-30",
    text: "Vireo Genomics submitted a BLA to the FDA today for VGX-7, its gene therapy for Duchenne muscular dystrophy, and requested priority review.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-09-30", end: "2026-09-30", precision: "day", asset: "VGX-7", assetKey: "VGX7", company: "Vireo Genomics", regulator: "fda", quote: "submitted a BLA to the FDA today for VGX-7" },
    ],
  },
  {
    id: "c-en-025",
    lang: "en",
    date: "2026-04-20",
    text: "Orphan Drug Designation was granted by the FDA to Kinnear Therapeutics' KNR-015 for Niemann-Pick disease type C on April 16.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-04-16", end: "2026-04-16", precision: "day", asset: "KNR-015", assetKey: "KNR015", company: "Kinnear Therapeutics", regulator: "fda", quote: "Orphan Drug Designation was granted by the FDA to Kinnear Therapeutics' KNR-015 for Niemann-Pick disease type C on April 16" },
    ],
  },
  {
    id: "c-en-026",
    lang: "en",
    date: "2026-02-02",
    text: "Halberd Pharma expects the FDA to make a decision on its NDA for halbecitinib by the PDUFA date of August 27.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-08-27", end: "2026-08-27", precision: "day", asset: "halbecitinib", assetKey: "halbecitinib", company: "Halberd Pharma", regulator: "fda", quote: "by the PDUFA date of August 27" },
    ],
  },
  {
    id: "c-en-027",
    lang: "en",
    date: "2026-11-20",
    text: "Saltmarsh Bio plans to submit a BLA for SMB-400 in January, once the final stability data are in hand.",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-01-31", precision: "month", asset: "SMB-400", assetKey: "SMB400", company: "Saltmarsh Bio", regulator: null, quote: "plans to submit a BLA for SMB-400 in January" },
    ],
  },
  {
    id: "c-en-028",
    lang: "en",
    date: "2027-01-08",
    text: "Saltmarsh Bio said it submitted the BLA for SMB-400 in December, ahead of its prior January guidance.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "SMB-400", assetKey: "SMB400", company: "Saltmarsh Bio", regulator: null, quote: "submitted the BLA for SMB-400 in December" },
    ],
  },
  {
    id: "c-en-029",
    lang: "en",
    date: "2026-05-04",
    text: "Data from the Phase 2 portion of the ORCA study of Orcadia Bio's OCA-19 will be presented at the American Society of Clinical Oncology Annual Meeting, held May 29 to June 2, 2026, in Chicago.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-05-29", end: "2026-06-02", precision: "day", asset: "OCA-19", assetKey: "OCA19", company: "Orcadia Bio", regulator: null, quote: "will be presented at the American Society of Clinical Oncology Annual Meeting, held May 29 to June 2, 2026" },
    ],
  },
  {
    id: "c-en-030",
    lang: "en",
    date: "2026-12-09",
    text: "Presented today at the ASH Annual Meeting, updated results from the Phase 1b trial of Bellacor's BLC-220 showed a 78% overall response rate in heavily pretreated patients.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-12-09", end: "2026-12-09", precision: "day", asset: "BLC-220", assetKey: "BLC220", company: "Bellacor", regulator: null, quote: "Presented today at the ASH Annual Meeting" },
    ],
  },
  {
    id: "c-en-031",
    lang: "en",
    date: "2026-03-30",
    text: "The European Commission has granted marketing authorisation to Lindqvist Pharma's lindorsen for transthyretin amyloid cardiomyopathy, following a positive CHMP opinion in January.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-03-30", end: "2026-03-30", precision: "day", asset: "lindorsen", assetKey: "lindorsen", company: "Lindqvist Pharma", regulator: "ec", quote: "The European Commission has granted marketing authorisation to Lindqvist Pharma's lindorsen" },
      { type: "chmp-opinion", status: "actual", start: "2026-01-01", end: "2026-01-31", precision: "month", asset: "lindorsen", assetKey: "lindorsen", company: "Lindqvist Pharma", regulator: "chmp", quote: "a positive CHMP opinion in January" },
    ],
  },
  {
    id: "c-en-032",
    lang: "en",
    date: "2026-08-03",
    text: "Brackett Biotech withdrew its guidance for an NDA submission of BRK-12 this year and now says it has no timeline for a filing.",
    catalysts: [],
  },
  {
    id: "c-en-033",
    lang: "en",
    date: "2026-10-19",
    text: "Topline data from the pivotal TRELLIS trial of Corbin Therapeutics' CRB-4 in achalasia are now expected in early 2027, pushed back from the fourth quarter of 2026 because of slower enrolment.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "CRB-4", assetKey: "CRB4", company: "Corbin Therapeutics", regulator: null, quote: "are now expected in early 2027" },
    ],
  },
  {
    id: "c-en-034",
    lang: "en",
    date: "2026-04-02",
    text: "Greyfield Capital led a $120 million Series C financing for Nimbus Lane Bio, which will use the proceeds to advance its preclinical portfolio through 2027.",
    catalysts: [],
  },
  {
    id: "c-en-035",
    lang: "en",
    date: "2026-06-16",
    text: "The FDA granted Fast Track designation to Orrin Bio's ORN-3301 for amyotrophic lateral sclerosis on June 12, and the company expects to begin the Phase 3 trial in the third quarter.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-06-12", end: "2026-06-12", precision: "day", asset: "ORN-3301", assetKey: "ORN3301", company: "Orrin Bio", regulator: "fda", quote: "The FDA granted Fast Track designation to Orrin Bio's ORN-3301 for amyotrophic lateral sclerosis on June 12" },
    ],
  },
  {
    id: "c-en-036",
    lang: "en",
    date: "2026-07-28",
    text: "Harbinger Pharma received FDA approval on Monday for an expanded label of harbixitinib in first-line EGFR-mutant non-small cell lung cancer.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-07-27", end: "2026-07-27", precision: "day", asset: "harbixitinib", assetKey: "harbixitinib", company: "Harbinger Pharma", regulator: "fda", quote: "received FDA approval on Monday" },
    ],
  },
  {
    id: "c-en-037",
    lang: "en",
    date: "2026-02-24",
    text: "Health Canada has accepted Morrow Labs' New Drug Submission for morozumab, with a decision anticipated in the second half of 2026.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-02-24", end: "2026-02-24", precision: "day", asset: "morozumab", assetKey: "morozumab", company: "Morrow Labs", regulator: "health-canada", quote: "Health Canada has accepted Morrow Labs' New Drug Submission for morozumab" },
      { type: "approval", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "morozumab", assetKey: "morozumab", company: "Morrow Labs", regulator: "health-canada", quote: "a decision anticipated in the second half of 2026" },
    ],
  },
  {
    id: "c-en-038",
    lang: "en",
    date: "2026-05-26",
    text: "The UK's Medicines and Healthcare products Regulatory Agency approved Wexford Therapeutics' WXT-09 for spinal muscular atrophy on May 22, the first approval for the product anywhere.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-05-22", end: "2026-05-22", precision: "day", asset: "WXT-09", assetKey: "WXT09", company: "Wexford Therapeutics", regulator: "mhra", quote: "approved Wexford Therapeutics' WXT-09 for spinal muscular atrophy on May 22" },
    ],
  },
  {
    id: "c-en-039",
    lang: "en",
    date: "2026-09-01",
    text: "Crane Hill Bio will report 52-week data from the Phase 3 SUMMIT-2 trial of CHB-711 at the EASD Annual Meeting in September.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-09-01", end: "2026-09-30", precision: "month", asset: "CHB-711", assetKey: "CHB711", company: "Crane Hill Bio", regulator: null, quote: "will report 52-week data from the Phase 3 SUMMIT-2 trial of CHB-711 at the EASD Annual Meeting in September" },
    ],
  },
  {
    id: "c-en-040",
    lang: "en",
    date: "2026-01-20",
    text: "Ilex Pharma said the FDA plans to convene an advisory committee for ilexagene in the second quarter, ahead of a PDUFA date of July 30, 2026.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-04-01", end: "2026-06-30", precision: "quarter", asset: "ilexagene", assetKey: "ilexagene", company: "Ilex Pharma", regulator: "fda", quote: "the FDA plans to convene an advisory committee for ilexagene in the second quarter" },
      { type: "pdufa", status: "expected", start: "2026-07-30", end: "2026-07-30", precision: "day", asset: "ilexagene", assetKey: "ilexagene", company: "Ilex Pharma", regulator: "fda", quote: "a PDUFA date of July 30, 2026" },
    ],
  },
  {
    id: "c-en-041",
    lang: "en",
    date: "2026-04-27",
    text: "Strand Therapeutics' STR-501 missed its primary endpoint in the Phase 2 CALYX study, the company said today, and it will discontinue development in the indication.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-04-27", end: "2026-04-27", precision: "day", asset: "STR-501", assetKey: "STR501", company: "Strand Therapeutics", regulator: null, quote: "STR-501 missed its primary endpoint in the Phase 2 CALYX study, the company said today" },
    ],
  },
  {
    id: "c-en-042",
    lang: "en",
    date: "2026-03-04",
    text: "Analysts at one bank expect approval for NBT-64 in 2027, although Nolan Biotherapeutics has not provided timing for its planned NDA.",
    catalysts: [
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "NBT-64", assetKey: "NBT64", company: "Nolan Biotherapeutics", regulator: null, quote: "expect approval for NBT-64 in 2027" },
    ],
  },
  {
    id: "c-en-043",
    lang: "en",
    date: "2026-11-12",
    text: "Eastlake Bio reported a third-quarter net loss of $48 million and said its cash runway extends into the second half of 2028.",
    catalysts: [],
  },
  {
    id: "c-en-044",
    lang: "en",
    date: "2026-06-22",
    text: "Rowan Pharmaceuticals submitted a supplemental NDA for ROW-5 (rowapiprant) in pediatric asthma on June 19 and expects FDA acceptance within 60 days.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-06-19", end: "2026-06-19", precision: "day", asset: "ROW-5", assetKey: "ROW5", company: "Rowan Pharmaceuticals", regulator: "fda", quote: "submitted a supplemental NDA for ROW-5 (rowapiprant) in pediatric asthma on June 19" },
    ],
  },
  {
    id: "c-en-045",
    lang: "en",
    date: "2026-10-27",
    text: "Plover Bio said the PDUFA goal date for PLV-2 remains November 20 after the FDA completed its late-cycle meeting without identifying major deficiencies.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-11-20", end: "2026-11-20", precision: "day", asset: "PLV-2", assetKey: "PLV2", company: "Plover Bio", regulator: "fda", quote: "the PDUFA goal date for PLV-2 remains November 20" },
    ],
  },
  {
    id: "c-en-046",
    lang: "en",
    date: "2026-02-11",
    text: "Farrowdale Pharma expects to complete its rolling BLA submission for FDL-33 by mid-2026.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-04-01", end: "2026-09-30", precision: "half", asset: "FDL-33", assetKey: "FDL33", company: "Farrowdale Pharma", regulator: null, quote: "expects to complete its rolling BLA submission for FDL-33 by mid-2026" },
    ],
  },
  {
    id: "c-en-047",
    lang: "en",
    date: "2026-07-01",
    text: "Lattice Bio said Japan's Ministry of Health, Labour and Welfare granted approval for LTB-90 in paroxysmal nocturnal hemoglobinuria on June 29.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-06-29", end: "2026-06-29", precision: "day", asset: "LTB-90", assetKey: "LTB90", company: "Lattice Bio", regulator: "mhlw", quote: "granted approval for LTB-90 in paroxysmal nocturnal hemoglobinuria on June 29" },
    ],
  },
  {
    id: "c-en-048",
    lang: "en",
    date: "2026-08-20",
    text: "China's NMPA has granted Breakthrough Therapy Designation to Yunhai Biopharma's YH-1107 for HER2-low breast cancer, the company said.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-08-20", end: "2026-08-20", precision: "day", asset: "YH-1107", assetKey: "YH1107", company: "Yunhai Biopharma", regulator: "nmpa", quote: "China's NMPA has granted Breakthrough Therapy Designation to Yunhai Biopharma's YH-1107" },
    ],
  },
  {
    id: "c-en-049",
    lang: "en",
    date: "2026-03-12",
    text: "South Korea's Ministry of Food and Drug Safety approved Daeyang Pharm's DY-3021 for overactive bladder on March 10, the company said in a regulatory filing.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-03-10", end: "2026-03-10", precision: "day", asset: "DY-3021", assetKey: "DY3021", company: "Daeyang Pharm", regulator: "mfds", quote: "approved Daeyang Pharm's DY-3021 for overactive bladder on March 10" },
    ],
  },
  {
    id: "c-en-050",
    lang: "en",
    date: "2026-12-14",
    text: "Sorrel Therapeutics expects to announce interim overall survival data from the Phase 3 TIDE trial of soravimab in 1H27.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "soravimab", assetKey: "soravimab", company: "Sorrel Therapeutics", regulator: null, quote: "expects to announce interim overall survival data from the Phase 3 TIDE trial of soravimab in 1H27" },
    ],
  },
  {
    id: "c-en-051",
    lang: "en",
    date: "2026-05-18",
    text: "Nettle Bio will present late-breaking results for NTL-8 at the ATS 2026 International Conference on Tuesday, May 19.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-05-19", end: "2026-05-19", precision: "day", asset: "NTL-8", assetKey: "NTL8", company: "Nettle Bio", regulator: null, quote: "will present late-breaking results for NTL-8 at the ATS 2026 International Conference on Tuesday, May 19" },
    ],
  },
  {
    id: "c-en-052",
    lang: "en",
    date: "2026-09-21",
    text: "The CHMP is expected to issue an opinion on Granby Pharma's marketing application for granoterol in the fourth quarter of 2026.",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "granoterol", assetKey: "granoterol", company: "Granby Pharma", regulator: "chmp", quote: "The CHMP is expected to issue an opinion on Granby Pharma's marketing application for granoterol in the fourth quarter of 2026" },
    ],
  },
  {
    id: "c-en-053",
    lang: "en",
    date: "2026-10-16",
    text: "Granby Pharma said the CHMP adopted a negative opinion today on its application for granoterol and that it will request a re-examination.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-10-16", end: "2026-10-16", precision: "day", asset: "granoterol", assetKey: "granoterol", company: "Granby Pharma", regulator: "chmp", quote: "the CHMP adopted a negative opinion today on its application for granoterol" },
    ],
  },
  {
    id: "c-en-054",
    lang: "en",
    date: "2026-02-05",
    text: "Ashgrove Bio now anticipates a topline readout from the Phase 2 ECHO trial of AGB-14 around the turn of the year, later than investors had hoped.",
    catalysts: [],
  },
  {
    id: "c-en-055",
    lang: "en",
    date: "2026-04-13",
    text: "Fenwick Pharmaceuticals announced that the FDA accepted its BLA for FNW-612 for review on April 10; the agency has not yet communicated a PDUFA date.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-04-10", end: "2026-04-10", precision: "day", asset: "FNW-612", assetKey: "FNW612", company: "Fenwick Pharmaceuticals", regulator: "fda", quote: "the FDA accepted its BLA for FNW-612 for review on April 10" },
    ],
  },
  {
    id: "c-en-056",
    lang: "en",
    date: "2026-06-08",
    text: "Bexley Therapeutics presented two-year follow-up data for BXT-301 at the EHA 2026 Congress over the weekend, showing durable responses in 71% of patients.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-06-06", end: "2026-06-07", precision: "day", asset: "BXT-301", assetKey: "BXT301", company: "Bexley Therapeutics", regulator: null, quote: "presented two-year follow-up data for BXT-301 at the EHA 2026 Congress over the weekend" },
    ],
  },
  {
    id: "c-en-057",
    lang: "en",
    date: "2026-01-15",
    text: "Windrow Health expects to file for approval of WRH-2 in the EU and Japan in 2027, after the U.S. submission planned for the second half of 2026.",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "WRH-2", assetKey: "WRH2", company: "Windrow Health", regulator: null, quote: "expects to file for approval of WRH-2 in the EU and Japan in 2027" },
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "WRH-2", assetKey: "WRH2", company: "Windrow Health", regulator: "fda", quote: "the U.S. submission planned for the second half of 2026" },
    ],
  },
  {
    id: "c-en-058",
    lang: "en",
    date: "2026-11-30",
    text: "Alder Creek Bio's partner in China, Haiyue Pharma, obtained NMPA approval for ACB-17 on November 27; the drug will be marketed there as Qingrui.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-11-27", end: "2026-11-27", precision: "day", asset: "ACB-17", assetKey: "ACB17", company: "Haiyue Pharma", regulator: "nmpa", quote: "obtained NMPA approval for ACB-17 on November 27" },
    ],
  },
  {
    id: "c-en-059",
    lang: "en",
    date: "2026-07-14",
    text: "Marlow Biotherapeutics appointed Dr. Priya Natarajan as Chief Scientific Officer, effective August 1, 2026.",
    catalysts: [],
  },
  {
    id: "c-en-060",
    lang: "en",
    date: "2026-03-19",
    text: "The advisory committee meeting for Clearbrook Pharma's CBP-71, originally scheduled for April 9, has been postponed by the FDA; a new date has not been set.",
    catalysts: [],
  },
  {
    id: "c-en-061",
    lang: "en",
    date: "2026-08-25",
    text: "Kinsale Bio plans to report topline data from both Phase 3 trials of KNS-55 in atopic dermatitis in the third quarter of 2026 and to submit a BLA in the first quarter of 2027.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "KNS-55", assetKey: "KNS55", company: "Kinsale Bio", regulator: null, quote: "plans to report topline data from both Phase 3 trials of KNS-55 in atopic dermatitis in the third quarter of 2026" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "KNS-55", assetKey: "KNS55", company: "Kinsale Bio", regulator: null, quote: "to submit a BLA in the first quarter of 2027" },
    ],
  },
  {
    id: "c-en-062",
    lang: "en",
    date: "2026-04-30",
    text: "Stoneleigh Therapeutics received a complete response letter for STL-3 yesterday. The company plans to request a Type A meeting and does not expect to resubmit before 2027.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-04-29", end: "2026-04-29", precision: "day", asset: "STL-3", assetKey: "STL3", company: "Stoneleigh Therapeutics", regulator: "fda", quote: "received a complete response letter for STL-3 yesterday" },
    ],
  },
  {
    id: "c-en-063",
    lang: "en",
    date: "2026-05-06",
    text: "The FDA granted priority review to Juniper Oncology's BLA for JNP-909 and set a PDUFA date of September 30, 2026.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-05-06", end: "2026-05-06", precision: "day", asset: "JNP-909", assetKey: "JNP909", company: "Juniper Oncology", regulator: "fda", quote: "The FDA granted priority review to Juniper Oncology's BLA for JNP-909" },
      { type: "pdufa", status: "expected", start: "2026-09-30", end: "2026-09-30", precision: "day", asset: "JNP-909", assetKey: "JNP909", company: "Juniper Oncology", regulator: "fda", quote: "set a PDUFA date of September 30, 2026" },
    ],
  },
  {
    id: "c-en-064",
    lang: "en",
    date: "2026-10-01",
    text: "Hollis Bio expects FDA approval of HLS-40 in the first half of next year, pending a pre-approval inspection of its Ohio plant.",
    catalysts: [
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "HLS-40", assetKey: "HLS40", company: "Hollis Bio", regulator: "fda", quote: "expects FDA approval of HLS-40 in the first half of next year" },
    ],
  },
  {
    id: "c-en-065",
    lang: "en",
    date: "2026-02-16",
    text: "Rivermead Pharma announced positive 24-week interim results from the Phase 2 BRIDGE study of RMP-77 in metabolic dysfunction-associated steatohepatitis on Thursday.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-02-12", end: "2026-02-12", precision: "day", asset: "RMP-77", assetKey: "RMP77", company: "Rivermead Pharma", regulator: null, quote: "announced positive 24-week interim results from the Phase 2 BRIDGE study of RMP-77 in metabolic dysfunction-associated steatohepatitis on Thursday" },
    ],
  },
  {
    id: "c-en-066",
    lang: "en",
    date: "2026-06-25",
    text: "Osgood Bio said the FDA granted Rare Pediatric Disease designation to OSG-12 for Sanfilippo syndrome type A, making the program eligible for a priority review voucher upon approval.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-06-25", end: "2026-06-25", precision: "day", asset: "OSG-12", assetKey: "OSG12", company: "Osgood Bio", regulator: "fda", quote: "the FDA granted Rare Pediatric Disease designation to OSG-12" },
    ],
  },
  {
    id: "c-en-067",
    lang: "en",
    date: "2026-09-02",
    text: "Thornbury Pharma confirmed that its PDUFA target action date for thornacept remains September 26 and said launch preparations are complete.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-09-26", end: "2026-09-26", precision: "day", asset: "thornacept", assetKey: "thornacept", company: "Thornbury Pharma", regulator: "fda", quote: "its PDUFA target action date for thornacept remains September 26" },
    ],
  },
  {
    id: "c-en-068",
    lang: "en",
    date: "2026-09-28",
    text: "Thornbury Pharma said the FDA approved thornacept for lupus nephritis on Saturday, on its PDUFA date.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-09-26", end: "2026-09-26", precision: "day", asset: "thornacept", assetKey: "thornacept", company: "Thornbury Pharma", regulator: "fda", quote: "the FDA approved thornacept for lupus nephritis on Saturday" },
    ],
  },
  {
    id: "c-en-069",
    lang: "en",
    date: "2026-03-06",
    text: "Cobalt Ridge Therapeutics plans to present Phase 2 data for CRT-440 in essential tremor at the AAN Annual Meeting in April.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-04-01", end: "2026-04-30", precision: "month", asset: "CRT-440", assetKey: "CRT440", company: "Cobalt Ridge Therapeutics", regulator: null, quote: "plans to present Phase 2 data for CRT-440 in essential tremor at the AAN Annual Meeting in April" },
    ],
  },
  {
    id: "c-en-070",
    lang: "en",
    date: "2026-12-18",
    text: "Year in review: 2026 brought 54 novel drug approvals from the FDA's drug center, the highest count since 2023, according to the agency's tally.",
    catalysts: [],
  },
  {
    id: "c-en-071",
    lang: "en",
    date: "2026-07-09",
    text: "Emberly Biosciences said the FDA placed a clinical hold on the Phase 1 study of EMB-02 on July 7; the company expects to respond to the agency within 30 days.",
    catalysts: [],
  },
  {
    id: "c-en-072",
    lang: "en",
    date: "2026-11-05",
    text: "Ludgate Pharma completed its submission of a Marketing Authorisation Application for LDG-19 to the European Medicines Agency on November 2 and expects a CHMP opinion in the second half of 2027.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-11-02", end: "2026-11-02", precision: "day", asset: "LDG-19", assetKey: "LDG19", company: "Ludgate Pharma", regulator: "ema", quote: "completed its submission of a Marketing Authorisation Application for LDG-19 to the European Medicines Agency on November 2" },
      { type: "chmp-opinion", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "LDG-19", assetKey: "LDG19", company: "Ludgate Pharma", regulator: "chmp", quote: "expects a CHMP opinion in the second half of 2027" },
    ],
  },
  {
    id: "c-en-073",
    lang: "en",
    date: "2026-01-22",
    text: "Wrenfield Bio's WRF-8 was approved by the FDA for hyperkalemia in 2023; the company now plans to report results of a Phase 3 pediatric study in 2026.",
    catalysts: [
      { type: "approval", status: "actual", start: "2023-01-01", end: "2023-12-31", precision: "year", asset: "WRF-8", assetKey: "WRF8", company: "Wrenfield Bio", regulator: "fda", quote: "WRF-8 was approved by the FDA for hyperkalemia in 2023" },
      { type: "readout", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "WRF-8", assetKey: "WRF8", company: "Wrenfield Bio", regulator: null, quote: "plans to report results of a Phase 3 pediatric study in 2026" },
    ],
  },
  {
    id: "c-en-074",
    lang: "en",
    date: "2026-05-13",
    text: "Aster Lane Biotherapeutics received orphan designation from the European Commission for ALB-160 in Duchenne muscular dystrophy, following a positive opinion by the EMA's Committee for Orphan Medicinal Products.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-05-13", end: "2026-05-13", precision: "day", asset: "ALB-160", assetKey: "ALB160", company: "Aster Lane Biotherapeutics", regulator: "ec", quote: "received orphan designation from the European Commission for ALB-160" },
    ],
  },
  {
    id: "c-en-075",
    lang: "en",
    date: "2026-08-31",
    text: "Galloway Pharma expects topline data from the Phase 3 VERITY trial of GLW-1 by the end of the third quarter.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "GLW-1", assetKey: "GLW1", company: "Galloway Pharma", regulator: null, quote: "expects topline data from the Phase 3 VERITY trial of GLW-1 by the end of the third quarter" },
    ],
  },
  {
    id: "c-en-076",
    lang: "en",
    date: "2026-12-15",
    text: "Mercer Vale Bio will present a corporate overview at the J.P. Morgan Healthcare Conference in San Francisco on January 13, 2027.",
    catalysts: [],
  },
  {
    id: "c-en-077",
    lang: "en",
    date: "2026-04-06",
    text: "Under the FDA's Real-Time Oncology Review program, Castellan Bio submitted the final module of its sNDA for CSL-210 last month.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-03-01", end: "2026-03-31", precision: "month", asset: "CSL-210", assetKey: "CSL210", company: "Castellan Bio", regulator: "fda", quote: "submitted the final module of its sNDA for CSL-210 last month" },
    ],
  },
  {
    id: "c-en-078",
    lang: "en",
    date: "2026-07-16",
    text: "Sable Point Therapeutics anticipates a PDUFA date in the first quarter of 2027 once the FDA accepts its NDA for SPT-81, which it plans to submit in August.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "SPT-81", assetKey: "SPT81", company: "Sable Point Therapeutics", regulator: "fda", quote: "anticipates a PDUFA date in the first quarter of 2027" },
      { type: "submission", status: "expected", start: "2026-08-01", end: "2026-08-31", precision: "month", asset: "SPT-81", assetKey: "SPT81", company: "Sable Point Therapeutics", regulator: "fda", quote: "which it plans to submit in August" },
    ],
  },
  {
    id: "c-en-079",
    lang: "en",
    date: "2026-10-22",
    text: "Dunmore Bio shares fell 30% after the company said the Phase 3 REACH trial of DNM-5 did not meet its primary endpoint. The data were announced after the market close on Wednesday.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-10-21", end: "2026-10-21", precision: "day", asset: "DNM-5", assetKey: "DNM5", company: "Dunmore Bio", regulator: null, quote: "The data were announced after the market close on Wednesday" },
    ],
  },
  {
    id: "c-en-080",
    lang: "en",
    date: "2026-02-27",
    text: "Elmsworth Pharma now expects the FDA to rule on ELM-303 in mid-2027 rather than late 2026, after deciding to add a second pivotal study to its submission package.",
    catalysts: [
      { type: "approval", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "ELM-303", assetKey: "ELM303", company: "Elmsworth Pharma", regulator: "fda", quote: "now expects the FDA to rule on ELM-303 in mid-2027" },
    ],
  },
  {
    id: "c-en-081",
    lang: "en",
    date: "2026-06-17",
    text: "The FDA's Cellular, Tissue, and Gene Therapies Advisory Committee is scheduled to review Glenmoor Bio's GMB-05 in the fourth quarter of 2026, the company said.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "GMB-05", assetKey: "GMB05", company: "Glenmoor Bio", regulator: "fda", quote: "is scheduled to review Glenmoor Bio's GMB-05 in the fourth quarter of 2026" },
    ],
  },
  {
    id: "c-en-082",
    lang: "en",
    date: "2026-03-06",
    text: "An FDA advisory committee voted 4 to 10 against Hartfield Pharma's HFP-2 on March 5, and the agency's decision is due by the PDUFA date of April 24.",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-03-05", end: "2026-03-05", precision: "day", asset: "HFP-2", assetKey: "HFP2", company: "Hartfield Pharma", regulator: "fda", quote: "An FDA advisory committee voted 4 to 10 against Hartfield Pharma's HFP-2 on March 5" },
      { type: "pdufa", status: "expected", start: "2026-04-24", end: "2026-04-24", precision: "day", asset: "HFP-2", assetKey: "HFP2", company: "Hartfield Pharma", regulator: "fda", quote: "the PDUFA date of April 24" },
    ],
  },
  {
    id: "c-en-083",
    lang: "en",
    date: "2026-06-12",
    text: "Ridgeback Labs said it received a complete response letter from the FDA on Thursday for its BLA for RBL-44 in hemophilia B, citing the need for additional potency assay data.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-06-11", end: "2026-06-11", precision: "day", asset: "RBL-44", assetKey: "RBL44", company: "Ridgeback Labs", regulator: "fda", quote: "received a complete response letter from the FDA on Thursday for its BLA for RBL-44" },
    ],
  },
  {
    id: "c-en-084",
    lang: "en",
    date: "2026-02-20",
    text: "Carrow Pharma submitted its NDA for CRW-11 in November 2025; with priority review, the eight-month clock puts the PDUFA date in July 2026, by our calculation.",
    catalysts: [
      { type: "submission", status: "actual", start: "2025-11-01", end: "2025-11-30", precision: "month", asset: "CRW-11", assetKey: "CRW11", company: "Carrow Pharma", regulator: "fda", quote: "submitted its NDA for CRW-11 in November 2025" },
      { type: "pdufa", status: "estimated", start: "2026-07-01", end: "2026-07-31", precision: "month", asset: "CRW-11", assetKey: "CRW11", company: "Carrow Pharma", regulator: "fda", quote: "the eight-month clock puts the PDUFA date in July 2026, by our calculation" },
    ],
  },
  {
    id: "c-en-085",
    lang: "en",
    date: "2026-09-10",
    text: "Pallas Biologics reiterated that it expects to submit the BLA for PLB-6 by year-end, with a U.S. launch targeted for 2H 2027.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "PLB-6", assetKey: "PLB6", company: "Pallas Biologics", regulator: null, quote: "expects to submit the BLA for PLB-6 by year-end" },
    ],
  },
  {
    id: "c-en-086",
    lang: "en",
    date: "2026-04-23",
    text: "Quorra Therapeutics guided to Phase 2b data for QRA-19 in Q3 2026 and expects to file an IND for its follow-on candidate QRA-22 in 2H 2026.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "QRA-19", assetKey: "QRA19", company: "Quorra Therapeutics", regulator: null, quote: "guided to Phase 2b data for QRA-19 in Q3 2026" },
    ],
  },
  {
    id: "c-en-087",
    lang: "en",
    date: "2026-05-07",
    text: "Vantor Bio expects a European Commission decision on VTB-3 in 2H 2026, following the marketing authorisation application it filed last year.",
    catalysts: [
      { type: "approval", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "VTB-3", assetKey: "VTB3", company: "Vantor Bio", regulator: "ec", quote: "expects a European Commission decision on VTB-3 in 2H 2026" },
      { type: "submission", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "VTB-3", assetKey: "VTB3", company: "Vantor Bio", regulator: "ema", quote: "the marketing authorisation application it filed last year" },
    ],
  },

  // ───────────────────────────── Chinese (simplified) ─────────────────────────────
  {
    id: "c-zh-001",
    lang: "zh",
    date: "2026-03-10",
    text: "江苏瀚宇医药今日宣布，其自主研发的HY-2218片上市申请已获国家药品监督管理局（NMPA）受理，拟用于治疗晚期非小细胞肺癌。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-03-10", end: "2026-03-10", precision: "day", asset: "HY-2218", assetKey: "HY2218", company: "江苏瀚宇医药", regulator: "nmpa", quote: "今日宣布，其自主研发的HY-2218片上市申请已获国家药品监督管理局（NMPA）受理" },
    ],
  },
  {
    id: "c-zh-002",
    lang: "zh",
    date: "2026-06-18",
    text: "百泽生物宣布，BZ-301注射液已获国家药监局批准上市，用于治疗中重度斑块状银屑病。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-06-18", end: "2026-06-18", precision: "day", asset: "BZ-301", assetKey: "BZ301", company: "百泽生物", regulator: "nmpa", quote: "BZ-301注射液已获国家药监局批准上市" },
    ],
  },
  {
    id: "c-zh-003",
    lang: "zh",
    date: "2026-02-05",
    text: "云杉医药预计将于2026年第三季度公布YS-105三期临床试验的顶线数据。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "YS-105", assetKey: "YS105", company: "云杉医药", regulator: null, quote: "预计将于2026年第三季度公布YS-105三期临床试验的顶线数据" },
    ],
  },
  {
    id: "c-zh-004",
    lang: "zh",
    date: "2026-04-22",
    text: "启明星药业计划于今年下半年向NMPA递交QM-660的上市申请。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "QM-660", assetKey: "QM660", company: "启明星药业", regulator: "nmpa", quote: "计划于今年下半年向NMPA递交QM-660的上市申请" },
    ],
  },
  {
    id: "c-zh-005",
    lang: "zh",
    date: "2026-09-14",
    text: "华曜生物表示，HY-88的新药上市申请预计将于年内获批。",
    catalysts: [
      { type: "approval", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "HY-88", assetKey: "HY88", company: "华曜生物", regulator: null, quote: "HY-88的新药上市申请预计将于年内获批" },
    ],
  },
  {
    id: "c-zh-006",
    lang: "zh",
    date: "2026-01-09",
    text: "泰和康生物宣布，其PD-1/VEGF双特异性抗体TH-019获美国FDA授予快速通道资格（Fast Track Designation）。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-01-09", end: "2026-01-09", precision: "day", asset: "TH-019", assetKey: "TH019", company: "泰和康生物", regulator: "fda", quote: "TH-019获美国FDA授予快速通道资格" },
    ],
  },
  {
    id: "c-zh-007",
    lang: "zh",
    date: "2026-03-27",
    text: "康旭医药将在2026年美国临床肿瘤学会（ASCO）年会上以口头报告形式公布KX-7的二期研究数据。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "KX-7", assetKey: "KX7", company: "康旭医药", regulator: null, quote: "将在2026年美国临床肿瘤学会（ASCO）年会上以口头报告形式公布KX-7的二期研究数据" },
    ],
  },
  {
    id: "c-zh-008",
    lang: "zh",
    date: "2026-10-12",
    text: "蓝海生物今日宣布，LH-203治疗中重度特应性皮炎的III期临床试验达到主要终点。",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-10-12", end: "2026-10-12", precision: "day", asset: "LH-203", assetKey: "LH203", company: "蓝海生物", regulator: null, quote: "今日宣布，LH-203治疗中重度特应性皮炎的III期临床试验达到主要终点" },
    ],
  },
  {
    id: "c-zh-009",
    lang: "zh",
    date: "2026-07-03",
    text: "益诺思达药业于6月30日向国家药监局药品审评中心（CDE）递交了YN-12的上市申请，并预计明年上半年获批。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-06-30", end: "2026-06-30", precision: "day", asset: "YN-12", assetKey: "YN12", company: "益诺思达药业", regulator: "nmpa", quote: "于6月30日向国家药监局药品审评中心（CDE）递交了YN-12的上市申请" },
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "YN-12", assetKey: "YN12", company: "益诺思达药业", regulator: "nmpa", quote: "预计明年上半年获批" },
    ],
  },
  {
    id: "c-zh-010",
    lang: "zh",
    date: "2026-03-31",
    text: "诺康生物发布2025年年报，全年营业收入18.6亿元，同比增长32%；公司预计2026年研发投入将超过10亿元。",
    catalysts: [],
  },
  {
    id: "c-zh-011",
    lang: "zh",
    date: "2026-08-06",
    text: "君泰生物公告称，FDA已将JT-551的PDUFA日期延长三个月至2027年1月14日，以审阅公司补充提交的临床数据。",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-01-14", end: "2027-01-14", precision: "day", asset: "JT-551", assetKey: "JT551", company: "君泰生物", regulator: "fda", quote: "FDA已将JT-551的PDUFA日期延长三个月至2027年1月14日" },
    ],
  },
  {
    id: "c-zh-012",
    lang: "zh",
    date: "2026-11-02",
    text: "鼎信医药宣布，DX-17的新药上市申请已被CDE纳入优先审评审批程序。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-11-02", end: "2026-11-02", precision: "day", asset: "DX-17", assetKey: "DX17", company: "鼎信医药", regulator: "nmpa", quote: "DX-17的新药上市申请已被CDE纳入优先审评审批程序" },
    ],
  },
  {
    id: "c-zh-013",
    lang: "zh",
    date: "2026-04-09",
    text: "海森生物表示，HS-310的关键性II期数据预计不会早于2027年读出。",
    catalysts: [],
  },
  {
    id: "c-zh-014",
    lang: "zh",
    date: "2026-12-08",
    text: "在2026年美国血液学会（ASH）年会上，明德生物公布了MD-402治疗复发/难治性多发性骨髓瘤的I期数据。",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "MD-402", assetKey: "MD402", company: "明德生物", regulator: null, quote: "在2026年美国血液学会（ASH）年会上，明德生物公布了MD-402治疗复发/难治性多发性骨髓瘤的I期数据" },
    ],
  },
  {
    id: "c-zh-015",
    lang: "zh",
    date: "2026-02-26",
    text: "凯普瑞生物的KP-91已于2025年在中国获批上市，公司计划于2026年第二季度向FDA提交新药上市申请。",
    catalysts: [
      { type: "approval", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "KP-91", assetKey: "KP91", company: "凯普瑞生物", regulator: "nmpa", quote: "KP-91已于2025年在中国获批上市" },
      { type: "submission", status: "expected", start: "2026-04-01", end: "2026-06-30", precision: "quarter", asset: "KP-91", assetKey: "KP91", company: "凯普瑞生物", regulator: "fda", quote: "计划于2026年第二季度向FDA提交新药上市申请" },
    ],
  },
  {
    id: "c-zh-016",
    lang: "zh",
    date: "2026-06-01",
    text: "欧洲药品管理局人用药品委员会（CHMP）已对信达康的XD-600给予积极意见，推荐批准其上市。",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-06-01", end: "2026-06-01", precision: "day", asset: "XD-600", assetKey: "XD600", company: "信达康", regulator: "chmp", quote: "人用药品委员会（CHMP）已对信达康的XD-600给予积极意见" },
    ],
  },
  {
    id: "c-zh-017",
    lang: "zh",
    date: "2026-09-25",
    text: "FDA已就天衡制药TM-77的上市申请发出完整回复函（CRL），主要问题涉及生产场地检查。",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-09-25", end: "2026-09-25", precision: "day", asset: "TM-77", assetKey: "TM77", company: "天衡制药", regulator: "fda", quote: "FDA已就天衡制药TM-77的上市申请发出完整回复函（CRL）" },
    ],
  },
  {
    id: "c-zh-018",
    lang: "zh",
    date: "2026-05-12",
    text: "泓博生物预计将于明年年中向NMPA提交HB-12的上市申请。",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "HB-12", assetKey: "HB12", company: "泓博生物", regulator: "nmpa", quote: "预计将于明年年中向NMPA提交HB-12的上市申请" },
    ],
  },
  {
    id: "c-zh-019",
    lang: "zh",
    date: "2026-07-21",
    text: "FDA肿瘤药物咨询委员会（ODAC）将于2026年9月17日召开会议，讨论安瑞医药AR-882的生物制品许可申请。",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-09-17", end: "2026-09-17", precision: "day", asset: "AR-882", assetKey: "AR882", company: "安瑞医药", regulator: "fda", quote: "FDA肿瘤药物咨询委员会（ODAC）将于2026年9月17日召开会议" },
    ],
  },
  {
    id: "c-zh-020",
    lang: "zh",
    date: "2026-03-16",
    text: "澜沧生物宣布，LC-09获得FDA孤儿药资格认定，用于治疗急性髓系白血病。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-03-16", end: "2026-03-16", precision: "day", asset: "LC-09", assetKey: "LC09", company: "澜沧生物", regulator: "fda", quote: "LC-09获得FDA孤儿药资格认定" },
    ],
  },
  {
    id: "c-zh-021",
    lang: "zh",
    date: "2026-10-28",
    text: "晨曦医药预计CX-350的III期研究将于年底前完成主要分析并公布顶线结果。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "CX-350", assetKey: "CX350", company: "晨曦医药", regulator: null, quote: "将于年底前完成主要分析并公布顶线结果" },
    ],
  },
  {
    id: "c-zh-022",
    lang: "zh",
    date: "2026-11-16",
    text: "德泽生物表示，DZ-44的上市申请预计于年底提交。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "DZ-44", assetKey: "DZ44", company: "德泽生物", regulator: null, quote: "DZ-44的上市申请预计于年底提交" },
    ],
  },
  {
    id: "c-zh-023",
    lang: "zh",
    date: "2026-01-19",
    text: "中科宏远发布公告称，将于2月在美国召开的学术会议上公布ZK-5的最新临床数据。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-02-01", end: "2026-02-28", precision: "month", asset: "ZK-5", assetKey: "ZK5", company: "中科宏远", regulator: null, quote: "将于2月在美国召开的学术会议上公布ZK-5的最新临床数据" },
    ],
  },
  {
    id: "c-zh-024",
    lang: "zh",
    date: "2026-08-27",
    text: "博安康药业的BA-1101治疗胃癌的III期临床研究期中分析达到预设的主要终点，公司将尽快与监管机构沟通上市申请事宜。",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-08-27", end: "2026-08-27", precision: "day", asset: "BA-1101", assetKey: "BA1101", company: "博安康药业", regulator: null, quote: "III期临床研究期中分析达到预设的主要终点" },
    ],
  },
  {
    id: "c-zh-025",
    lang: "zh",
    date: "2026-04-28",
    text: "国家药监局今日批准了天晟生物的TS-2001上市，这是该公司首个获批的创新药。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-04-28", end: "2026-04-28", precision: "day", asset: "TS-2001", assetKey: "TS2001", company: "天晟生物", regulator: "nmpa", quote: "国家药监局今日批准了天晟生物的TS-2001上市" },
    ],
  },
  {
    id: "c-zh-026",
    lang: "zh",
    date: "2026-12-21",
    text: "润康医药宣布完成10亿元C轮融资，资金将用于推进临床管线，并于2027年扩建位于苏州的生产基地。",
    catalysts: [],
  },
  {
    id: "c-zh-027",
    lang: "zh",
    date: "2026-02-12",
    text: "卓远生物宣布，FDA已受理ZY-330的新药上市申请（NDA），PDUFA目标日期为2026年11月20日。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-02-12", end: "2026-02-12", precision: "day", asset: "ZY-330", assetKey: "ZY330", company: "卓远生物", regulator: "fda", quote: "FDA已受理ZY-330的新药上市申请（NDA）" },
      { type: "pdufa", status: "expected", start: "2026-11-20", end: "2026-11-20", precision: "day", asset: "ZY-330", assetKey: "ZY330", company: "卓远生物", regulator: "fda", quote: "PDUFA目标日期为2026年11月20日" },
    ],
  },
  {
    id: "c-zh-028",
    lang: "zh",
    date: "2026-06-10",
    text: "宁远药业预计将于第四季度获得欧盟委员会对NY-12的上市批准。",
    catalysts: [
      { type: "approval", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "NY-12", assetKey: "NY12", company: "宁远药业", regulator: "ec", quote: "预计将于第四季度获得欧盟委员会对NY-12的上市批准" },
    ],
  },
  {
    id: "c-zh-029",
    lang: "zh",
    date: "2026-09-03",
    text: "百川生物预计于2026年10月在欧洲肿瘤内科学会（ESMO）年会上公布BC-88的更新数据。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "BC-88", assetKey: "BC88", company: "百川生物", regulator: null, quote: "预计于2026年10月在欧洲肿瘤内科学会（ESMO）年会上公布BC-88的更新数据" },
    ],
  },
  {
    id: "c-zh-030",
    lang: "zh",
    date: "2026-05-08",
    text: "和远生物的HYX-4在日本的上市申请已于5月6日获得PMDA受理。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-05-06", end: "2026-05-06", precision: "day", asset: "HYX-4", assetKey: "HYX4", company: "和远生物", regulator: "pmda", quote: "在日本的上市申请已于5月6日获得PMDA受理" },
    ],
  },
  {
    id: "c-zh-031",
    lang: "zh",
    date: "2026-03-03",
    text: "思越医药此前预计SY-21的顶线数据将于2026年上半年公布，现推迟至2026年第四季度。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "SY-21", assetKey: "SY21", company: "思越医药", regulator: null, quote: "现推迟至2026年第四季度" },
    ],
  },
  {
    id: "c-zh-032",
    lang: "zh",
    date: "2026-07-30",
    text: "华泰生物的HT-8于2024年获得突破性治疗药物认定，今日公布的II期数据显示客观缓解率达到62%。",
    catalysts: [
      { type: "designation", status: "actual", start: "2024-01-01", end: "2024-12-31", precision: "year", asset: "HT-8", assetKey: "HT8", company: "华泰生物", regulator: "nmpa", quote: "HT-8于2024年获得突破性治疗药物认定" },
      { type: "readout", status: "actual", start: "2026-07-30", end: "2026-07-30", precision: "day", asset: "HT-8", assetKey: "HT8", company: "华泰生物", regulator: null, quote: "今日公布的II期数据显示客观缓解率达到62%" },
    ],
  },
  {
    id: "c-zh-033",
    lang: "zh",
    date: "2026-10-20",
    text: "FDA批准了绿叶康生物的LY-03用于治疗成人精神分裂症，这是该公司第二款在美国获批的产品。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-10-20", end: "2026-10-20", precision: "day", asset: "LY-03", assetKey: "LY03", company: "绿叶康生物", regulator: "fda", quote: "FDA批准了绿叶康生物的LY-03用于治疗成人精神分裂症" },
    ],
  },
  {
    id: "c-zh-034",
    lang: "zh",
    date: "2026-01-26",
    text: "海诺医药计划明年在韩国向食品药品安全部（MFDS）提交HN-7的品目许可申请。",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-12-31", precision: "year", asset: "HN-7", assetKey: "HN7", company: "海诺医药", regulator: "mfds", quote: "计划明年在韩国向食品药品安全部（MFDS）提交HN-7的品目许可申请" },
    ],
  },
  {
    id: "c-zh-035",
    lang: "zh",
    date: "2026-04-14",
    text: "拓新生物表示，TX-1的三期试验预计于2026年中期完成患者入组，数据读出时间尚未确定。",
    catalysts: [],
  },
  {
    id: "c-zh-036",
    lang: "zh",
    date: "2026-08-18",
    text: "日前，科伦华创的KH-55获英国药品和保健品管理局（MHRA）批准上市。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-08-18", end: "2026-08-18", precision: "day", asset: "KH-55", assetKey: "KH55", company: "科伦华创", regulator: "mhra", quote: "日前，科伦华创的KH-55获英国药品和保健品管理局（MHRA）批准上市" },
    ],
  },
  {
    id: "c-zh-037",
    lang: "zh",
    date: "2026-11-24",
    text: "远大生物预计KD-19的PDUFA日期在2027年第一季度。",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "KD-19", assetKey: "KD19", company: "远大生物", regulator: "fda", quote: "预计KD-19的PDUFA日期在2027年第一季度" },
    ],
  },
  {
    id: "c-zh-038",
    lang: "zh",
    date: "2026-02-20",
    text: "今年6月，德凯生物将在欧洲血液学协会（EHA）年会上公布DK-8的长期随访数据。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "DK-8", assetKey: "DK8", company: "德凯生物", regulator: null, quote: "今年6月，德凯生物将在欧洲血液学协会（EHA）年会上公布DK-8的长期随访数据" },
    ],
  },
  {
    id: "c-zh-039",
    lang: "zh",
    date: "2026-05-29",
    text: "FDA于5月27日授予正大瑞康ZR-62突破性疗法认定，用于治疗KRAS G12C突变的结直肠癌。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-05-27", end: "2026-05-27", precision: "day", asset: "ZR-62", assetKey: "ZR62", company: "正大瑞康", regulator: "fda", quote: "FDA于5月27日授予正大瑞康ZR-62突破性疗法认定" },
    ],
  },
  {
    id: "c-zh-040",
    lang: "zh",
    date: "2026-09-09",
    text: "据行业统计，2026年上半年中国创新药对外授权交易总额超过300亿美元，同比增长近50%。",
    catalysts: [],
  },
  {
    id: "c-zh-041",
    lang: "zh",
    date: "2026-06-23",
    text: "锐思医药宣布已向欧洲药品管理局（EMA）提交RS-300的上市许可申请（MAA），预计CHMP意见将于2027年下半年出具。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-06-23", end: "2026-06-23", precision: "day", asset: "RS-300", assetKey: "RS300", company: "锐思医药", regulator: "ema", quote: "已向欧洲药品管理局（EMA）提交RS-300的上市许可申请（MAA）" },
      { type: "chmp-opinion", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "RS-300", assetKey: "RS300", company: "锐思医药", regulator: "chmp", quote: "预计CHMP意见将于2027年下半年出具" },
    ],
  },
  {
    id: "c-zh-042",
    lang: "zh",
    date: "2026-12-03",
    text: "国家药监局药品审评中心将于下月召开专家咨询会，审议恒康生物HK-5的上市申请。",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2027-01-01", end: "2027-01-31", precision: "month", asset: "HK-5", assetKey: "HK5", company: "恒康生物", regulator: "nmpa", quote: "将于下月召开专家咨询会" },
    ],
  },
  {
    id: "c-zh-043",
    lang: "zh",
    date: "2026-03-26",
    text: "金石药业表示，FDA对JS-40的PDUFA目标日期为2026年10月12日，公司已启动商业化准备工作。",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-10-12", end: "2026-10-12", precision: "day", asset: "JS-40", assetKey: "JS40", company: "金石药业", regulator: "fda", quote: "FDA对JS-40的PDUFA目标日期为2026年10月12日" },
    ],
  },
  {
    id: "c-zh-044",
    lang: "zh",
    date: "2026-04-17",
    text: "FDA外周和中枢神经系统药物咨询委员会昨日以10票赞成、3票反对，支持批准神华医药的SH-202。",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-04-16", end: "2026-04-16", precision: "day", asset: "SH-202", assetKey: "SH202", company: "神华医药", regulator: "fda", quote: "FDA外周和中枢神经系统药物咨询委员会昨日以10票赞成、3票反对" },
    ],
  },
  {
    id: "c-zh-045",
    lang: "zh",
    date: "2026-03-05",
    text: "润泽医药已于2026年2月向NMPA提交RZ-5的上市申请；按照约12个月的常规审评时限推算，RZ-5有望在2027年第一季度获批。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-02-01", end: "2026-02-28", precision: "month", asset: "RZ-5", assetKey: "RZ5", company: "润泽医药", regulator: "nmpa", quote: "已于2026年2月向NMPA提交RZ-5的上市申请" },
      { type: "approval", status: "estimated", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "RZ-5", assetKey: "RZ5", company: "润泽医药", regulator: "nmpa", quote: "按照约12个月的常规审评时限推算，RZ-5有望在2027年第一季度获批" },
    ],
  },

  // ───────────────────────────── Japanese ─────────────────────────────
  {
    id: "c-ja-001",
    lang: "ja",
    date: "2026-04-01",
    text: "北斗製薬は本日、HKT-201について、厚生労働省に製造販売承認申請を行ったと発表した。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-04-01", end: "2026-04-01", precision: "day", asset: "HKT-201", assetKey: "HKT201", company: "北斗製薬", regulator: "mhlw", quote: "本日、HKT-201について、厚生労働省に製造販売承認申請を行った" },
    ],
  },
  {
    id: "c-ja-002",
    lang: "ja",
    date: "2026-09-24",
    text: "東和バイオは、TWB-15について、国内における製造販売承認を取得したと発表した。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-09-24", end: "2026-09-24", precision: "day", asset: "TWB-15", assetKey: "TWB15", company: "東和バイオ", regulator: "mhlw", quote: "国内における製造販売承認を取得した" },
    ],
  },
  {
    id: "c-ja-003",
    lang: "ja",
    date: "2026-05-15",
    text: "桜ヶ丘ファーマは、SKF-330の第3相試験のトップライン結果を2026年度下期に取得する予定だ。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-10-01", end: "2027-03-31", precision: "half", asset: "SKF-330", assetKey: "SKF330", company: "桜ヶ丘ファーマ", regulator: null, quote: "SKF-330の第3相試験のトップライン結果を2026年度下期に取得する予定" },
    ],
  },
  {
    id: "c-ja-004",
    lang: "ja",
    date: "2026-02-10",
    text: "みなと創薬は、MNT-8の国内での承認申請を2026年度中に行う予定である。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-04-01", end: "2027-03-31", precision: "year", asset: "MNT-8", assetKey: "MNT8", company: "みなと創薬", regulator: "mhlw", quote: "MNT-8の国内での承認申請を2026年度中に行う予定" },
    ],
  },
  {
    id: "c-ja-005",
    lang: "ja",
    date: "2026-06-19",
    text: "薬事審議会の医薬品第一部会は6月17日、青葉製薬のAOB-77の承認を了承した。",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-06-17", end: "2026-06-17", precision: "day", asset: "AOB-77", assetKey: "AOB77", company: "青葉製薬", regulator: "mhlw", quote: "薬事審議会の医薬品第一部会は6月17日、青葉製薬のAOB-77の承認を了承した" },
    ],
  },
  {
    id: "c-ja-006",
    lang: "ja",
    date: "2026-07-08",
    text: "青葉製薬のAOB-77について、厚生労働省は8月にも正式に承認する見通しだ。",
    catalysts: [
      { type: "approval", status: "expected", start: "2026-08-01", end: "2026-08-31", precision: "month", asset: "AOB-77", assetKey: "AOB77", company: "青葉製薬", regulator: "mhlw", quote: "厚生労働省は8月にも正式に承認する見通し" },
    ],
  },
  {
    id: "c-ja-007",
    lang: "ja",
    date: "2026-03-05",
    text: "米FDAは、霧島バイオのKRB-404に対してブレークスルーセラピー指定を付与した。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-03-05", end: "2026-03-05", precision: "day", asset: "KRB-404", assetKey: "KRB404", company: "霧島バイオ", regulator: "fda", quote: "米FDAは、霧島バイオのKRB-404に対してブレークスルーセラピー指定を付与した" },
    ],
  },
  {
    id: "c-ja-008",
    lang: "ja",
    date: "2026-11-10",
    text: "大和ライフサイエンスは、DLS-12の欧州における販売承認申請が欧州医薬品庁（EMA）にバリデートされたと発表した。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-11-10", end: "2026-11-10", precision: "day", asset: "DLS-12", assetKey: "DLS12", company: "大和ライフサイエンス", regulator: "ema", quote: "DLS-12の欧州における販売承認申請が欧州医薬品庁（EMA）にバリデートされた" },
    ],
  },
  {
    id: "c-ja-009",
    lang: "ja",
    date: "2026-01-30",
    text: "光陽製薬は、KY-550の米国での承認申請を2026年上期に予定している。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-06-30", precision: "half", asset: "KY-550", assetKey: "KY550", company: "光陽製薬", regulator: "fda", quote: "KY-550の米国での承認申請を2026年上期に予定している" },
    ],
  },
  {
    id: "c-ja-010",
    lang: "ja",
    date: "2026-08-05",
    text: "東邦ジェネティクスは第2四半期決算を発表し、売上収益は前年同期比12%増の420億円となった。",
    catalysts: [],
  },
  {
    id: "c-ja-011",
    lang: "ja",
    date: "2026-10-14",
    text: "昭栄ファーマは、SHE-91の第3相試験で主要評価項目を達成したと本日発表した。",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-10-14", end: "2026-10-14", precision: "day", asset: "SHE-91", assetKey: "SHE91", company: "昭栄ファーマ", regulator: null, quote: "SHE-91の第3相試験で主要評価項目を達成したと本日発表した" },
    ],
  },
  {
    id: "c-ja-012",
    lang: "ja",
    date: "2026-05-22",
    text: "千早バイオは、CHB-3の第2相試験データを2026年6月の米国臨床腫瘍学会（ASCO）年次総会で発表する。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "CHB-3", assetKey: "CHB3", company: "千早バイオ", regulator: null, quote: "CHB-3の第2相試験データを2026年6月の米国臨床腫瘍学会（ASCO）年次総会で発表する" },
    ],
  },
  {
    id: "c-ja-013",
    lang: "ja",
    date: "2026-12-02",
    text: "厚生労働省は、先駆け審査指定制度の対象品目として陽光創薬のYKS-2を指定した。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-12-02", end: "2026-12-02", precision: "day", asset: "YKS-2", assetKey: "YKS2", company: "陽光創薬", regulator: "mhlw", quote: "先駆け審査指定制度の対象品目として陽光創薬のYKS-2を指定した" },
    ],
  },
  {
    id: "c-ja-014",
    lang: "ja",
    date: "2026-02-25",
    text: "FDAは、鳳凰薬品のHOP-18の承認申請に対し、審査完了報告通知（CRL）を発出した。",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-02-25", end: "2026-02-25", precision: "day", asset: "HOP-18", assetKey: "HOP18", company: "鳳凰薬品", regulator: "fda", quote: "審査完了報告通知（CRL）を発出した" },
    ],
  },
  {
    id: "c-ja-015",
    lang: "ja",
    date: "2026-07-29",
    text: "藤見製薬は、FJM-240の欧州での承認に向け、CHMPの肯定的見解を2027年前半に見込む。",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "FJM-240", assetKey: "FJM240", company: "藤見製薬", regulator: "chmp", quote: "CHMPの肯定的見解を2027年前半に見込む" },
    ],
  },
  {
    id: "c-ja-016",
    lang: "ja",
    date: "2026-04-17",
    text: "武蔵野バイオは、MSB-60の米国での審査終了目標日（PDUFA日）が2026年12月5日に設定されたと発表した。",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-12-05", end: "2026-12-05", precision: "day", asset: "MSB-60", assetKey: "MSB60", company: "武蔵野バイオ", regulator: "fda", quote: "審査終了目標日（PDUFA日）が2026年12月5日に設定された" },
    ],
  },
  {
    id: "c-ja-017",
    lang: "ja",
    date: "2026-09-01",
    text: "陽和製薬は、来年前半にYWP-9の第3相試験の中間解析結果を公表する見込みだと明らかにした。",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "YWP-9", assetKey: "YWP9", company: "陽和製薬", regulator: null, quote: "来年前半にYWP-9の第3相試験の中間解析結果を公表する見込み" },
    ],
  },
  {
    id: "c-ja-018",
    lang: "ja",
    date: "2026-03-27",
    text: "山吹ファーマは、国内で2025年に承認を取得したYBF-2について、小児適応の追加申請を年内に行う予定だ。",
    catalysts: [
      { type: "approval", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "YBF-2", assetKey: "YBF2", company: "山吹ファーマ", regulator: "mhlw", quote: "国内で2025年に承認を取得した" },
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "YBF-2", assetKey: "YBF2", company: "山吹ファーマ", regulator: "mhlw", quote: "小児適応の追加申請を年内に行う予定" },
    ],
  },
  {
    id: "c-ja-019",
    lang: "ja",
    date: "2026-06-30",
    text: "白鷺製薬は本日、SRG-05の国内第3相試験の結果を、9月に開催される欧州呼吸器学会（ERS）で発表すると明らかにした。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-09-01", end: "2026-09-30", precision: "month", asset: "SRG-05", assetKey: "SRG05", company: "白鷺製薬", regulator: null, quote: "9月に開催される欧州呼吸器学会（ERS）で発表する" },
    ],
  },
  {
    id: "c-ja-020",
    lang: "ja",
    date: "2026-11-27",
    text: "東和バイオのTWB-15の小児適応に関する一部変更承認申請について、厚労省は来月の部会で審議する予定だ。",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-12-01", end: "2026-12-31", precision: "month", asset: "TWB-15", assetKey: "TWB15", company: "東和バイオ", regulator: "mhlw", quote: "厚労省は来月の部会で審議する予定" },
    ],
  },
  {
    id: "c-ja-021",
    lang: "ja",
    date: "2026-01-14",
    text: "ひかり創薬は、HKR-7の臨床開発について、2027年より前に主要なデータが得られる見込みはないと説明した。",
    catalysts: [],
  },
  {
    id: "c-ja-022",
    lang: "ja",
    date: "2026-08-21",
    text: "松風製薬のMKF-33は、8月19日付で米FDAから承認を取得した。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-08-19", end: "2026-08-19", precision: "day", asset: "MKF-33", assetKey: "MKF33", company: "松風製薬", regulator: "fda", quote: "8月19日付で米FDAから承認を取得した" },
    ],
  },
  {
    id: "c-ja-023",
    lang: "ja",
    date: "2026-10-30",
    text: "常盤ファーマは、TKW-101のPDUFA日が当初の2026年11月から2027年2月に延長されたと発表した。",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-02-01", end: "2027-02-28", precision: "month", asset: "TKW-101", assetKey: "TKW101", company: "常盤ファーマ", regulator: "fda", quote: "2027年2月に延長された" },
    ],
  },
  {
    id: "c-ja-024",
    lang: "ja",
    date: "2026-04-24",
    text: "月島バイオは、TSK-48が米FDAから希少疾病用医薬品（オーファンドラッグ）の指定を受けたと発表した。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-04-24", end: "2026-04-24", precision: "day", asset: "TSK-48", assetKey: "TSK48", company: "月島バイオ", regulator: "fda", quote: "TSK-48が米FDAから希少疾病用医薬品（オーファンドラッグ）の指定を受けた" },
    ],
  },
  {
    id: "c-ja-025",
    lang: "ja",
    date: "2026-05-28",
    text: "国内で承認申請中のNRT-2について、日和製薬は2026年度第3四半期の承認取得を見込んでいる。",
    catalysts: [
      { type: "approval", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "NRT-2", assetKey: "NRT2", company: "日和製薬", regulator: "mhlw", quote: "2026年度第3四半期の承認取得を見込んでいる" },
    ],
  },
  {
    id: "c-ja-026",
    lang: "ja",
    date: "2026-02-16",
    text: "星野バイオは、本社を2026年10月に東京・日本橋へ移転すると発表した。",
    catalysts: [],
  },
  {
    id: "c-ja-027",
    lang: "ja",
    date: "2026-09-16",
    text: "霞ヶ浦製薬は本日、KSU-7の中国での新薬上市申請が国家薬品監督管理局（NMPA）に受理されたと発表した。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-09-16", end: "2026-09-16", precision: "day", asset: "KSU-7", assetKey: "KSU7", company: "霞ヶ浦製薬", regulator: "nmpa", quote: "KSU-7の中国での新薬上市申請が国家薬品監督管理局（NMPA）に受理された" },
    ],
  },
  {
    id: "c-ja-028",
    lang: "ja",
    date: "2026-07-15",
    text: "桐生ファーマは、KRF-19について欧州委員会から販売承認を取得した。同剤は2026年5月にCHMPから肯定的見解を得ていた。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-07-15", end: "2026-07-15", precision: "day", asset: "KRF-19", assetKey: "KRF19", company: "桐生ファーマ", regulator: "ec", quote: "KRF-19について欧州委員会から販売承認を取得した" },
      { type: "chmp-opinion", status: "actual", start: "2026-05-01", end: "2026-05-31", precision: "month", asset: "KRF-19", assetKey: "KRF19", company: "桐生ファーマ", regulator: "chmp", quote: "2026年5月にCHMPから肯定的見解を得ていた" },
    ],
  },
  {
    id: "c-ja-029",
    lang: "ja",
    date: "2026-12-22",
    text: "翠星製薬は、SSP-71の承認申請を来年1～3月期に行う計画だ。",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "SSP-71", assetKey: "SSP71", company: "翠星製薬", regulator: null, quote: "SSP-71の承認申請を来年1～3月期に行う計画" },
    ],
  },
  {
    id: "c-ja-030",
    lang: "ja",
    date: "2026-03-12",
    text: "富岳バイオは、FGB-05の第2相試験の主要データを、4月に開催される米国癌学会（AACR）年次総会で発表する予定だ。",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-04-01", end: "2026-04-30", precision: "month", asset: "FGB-05", assetKey: "FGB05", company: "富岳バイオ", regulator: null, quote: "4月に開催される米国癌学会（AACR）年次総会で発表する予定" },
    ],
  },
  {
    id: "c-ja-031",
    lang: "ja",
    date: "2026-06-05",
    text: "沖ノ島製薬は、OKN-3について厚生労働省から希少疾病用医薬品の指定を受けた。",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-06-05", end: "2026-06-05", precision: "day", asset: "OKN-3", assetKey: "OKN3", company: "沖ノ島製薬", regulator: "mhlw", quote: "OKN-3について厚生労働省から希少疾病用医薬品の指定を受けた" },
    ],
  },
  {
    id: "c-ja-032",
    lang: "ja",
    date: "2026-10-07",
    text: "丸の内ファーマは、MNP-200の第3相試験について、2026年後半としていたトップライン発表時期を2027年半ばに変更した。",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "MNP-200", assetKey: "MNP200", company: "丸の内ファーマ", regulator: null, quote: "トップライン発表時期を2027年半ばに変更した" },
    ],
  },
  {
    id: "c-ja-033",
    lang: "ja",
    date: "2026-11-12",
    text: "早瀬バイオは、2026年度上期の連結営業利益が前年同期比25%増加したと発表した。",
    catalysts: [],
  },
  {
    id: "c-ja-034",
    lang: "ja",
    date: "2026-01-21",
    text: "若葉製薬のWKB-8について、米FDAは諮問委員会を開催しない方針を伝えた。PDUFA日は2026年3月28日。",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-03-28", end: "2026-03-28", precision: "day", asset: "WKB-8", assetKey: "WKB8", company: "若葉製薬", regulator: "fda", quote: "PDUFA日は2026年3月28日" },
    ],
  },
  {
    id: "c-ja-035",
    lang: "ja",
    date: "2026-03-30",
    text: "若葉製薬は、WKB-8が3月27日付で米FDAから承認を取得したと発表した。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-03-27", end: "2026-03-27", precision: "day", asset: "WKB-8", assetKey: "WKB8", company: "若葉製薬", regulator: "fda", quote: "WKB-8が3月27日付で米FDAから承認を取得した" },
    ],
  },
  {
    id: "c-ja-036",
    lang: "ja",
    date: "2026-05-01",
    text: "浅間製薬は、ASM-14の韓国での品目許可申請を年内に行う予定だ。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "ASM-14", assetKey: "ASM14", company: "浅間製薬", regulator: "mfds", quote: "ASM-14の韓国での品目許可申請を年内に行う予定" },
    ],
  },
  {
    id: "c-ja-037",
    lang: "ja",
    date: "2026-11-19",
    text: "清流バイオは本日、SRB-6の第3相試験の中間解析で有効性が確認され、独立データモニタリング委員会の勧告を受けて試験を早期終了すると発表した。",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-11-19", end: "2026-11-19", precision: "day", asset: "SRB-6", assetKey: "SRB6", company: "清流バイオ", regulator: null, quote: "本日、SRB-6の第3相試験の中間解析で有効性が確認され" },
    ],
  },
  {
    id: "c-ja-038",
    lang: "ja",
    date: "2026-02-03",
    text: "瑞穂ファーマは、MZP-41の国内承認申請を2026年度第1四半期に予定している。",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-04-01", end: "2026-06-30", precision: "quarter", asset: "MZP-41", assetKey: "MZP41", company: "瑞穂ファーマ", regulator: "mhlw", quote: "MZP-41の国内承認申請を2026年度第1四半期に予定している" },
    ],
  },
  {
    id: "c-ja-039",
    lang: "ja",
    date: "2026-07-23",
    text: "米FDAは、七海バイオのNNB-12の承認申請を受理し、優先審査に指定した。",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-07-23", end: "2026-07-23", precision: "day", asset: "NNB-12", assetKey: "NNB12", company: "七海バイオ", regulator: "fda", quote: "NNB-12の承認申請を受理し" },
      { type: "designation", status: "actual", start: "2026-07-23", end: "2026-07-23", precision: "day", asset: "NNB-12", assetKey: "NNB12", company: "七海バイオ", regulator: "fda", quote: "優先審査に指定した" },
    ],
  },
  {
    id: "c-ja-040",
    lang: "ja",
    date: "2026-09-29",
    text: "欧州医薬品庁（EMA）のCHMPは、10月の会合で赤城製薬のAKG-66について見解を示す見通しだ。",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "AKG-66", assetKey: "AKG66", company: "赤城製薬", regulator: "chmp", quote: "10月の会合で赤城製薬のAKG-66について見解を示す見通し" },
    ],
  },
  {
    id: "c-ja-041",
    lang: "ja",
    date: "2026-04-09",
    text: "2026年4月の薬価改定により、多くの長期収載品の価格が引き下げられ、国内製薬各社の業績に影響が出ている。",
    catalysts: [],
  },
  {
    id: "c-ja-042",
    lang: "ja",
    date: "2026-12-10",
    text: "北斗製薬は、HKT-201が12月8日付で国内の製造販売承認を取得したと発表した。同剤は4月に承認申請していた。",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-12-08", end: "2026-12-08", precision: "day", asset: "HKT-201", assetKey: "HKT201", company: "北斗製薬", regulator: "mhlw", quote: "HKT-201が12月8日付で国内の製造販売承認を取得した" },
      { type: "submission", status: "actual", start: "2026-04-01", end: "2026-04-30", precision: "month", asset: "HKT-201", assetKey: "HKT201", company: "北斗製薬", regulator: "mhlw", quote: "同剤は4月に承認申請していた" },
    ],
  },
  {
    id: "c-ja-043",
    lang: "ja",
    date: "2026-06-15",
    text: "浜松製薬は2026年5月にHMP-4を国内で承認申請した。標準的な審査期間（約12カ月）から逆算すると、承認は2027年前半になる計算だ。",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-05-01", end: "2026-05-31", precision: "month", asset: "HMP-4", assetKey: "HMP4", company: "浜松製薬", regulator: "mhlw", quote: "2026年5月にHMP-4を国内で承認申請した" },
      { type: "approval", status: "estimated", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "HMP-4", assetKey: "HMP4", company: "浜松製薬", regulator: "mhlw", quote: "標準的な審査期間（約12カ月）から逆算すると、承認は2027年前半になる計算だ" },
    ],
  },
  {
    id: "c-ja-044",
    lang: "ja",
    date: "2026-03-19",
    text: "雲雀バイオは2026年の開発計画を公表し、HBR-21の第2相試験のトップラインデータを第3四半期に発表する予定だとした。",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "HBR-21", assetKey: "HBR21", company: "雲雀バイオ", regulator: null, quote: "HBR-21の第2相試験のトップラインデータを第3四半期に発表する予定" },
    ],
  },

  // ───────────────────────────── Korean ─────────────────────────────
  {
    id: "c-ko-001",
    lang: "ko",
    date: "2026-03-18",
    text: "한빛제약은 오늘 식품의약품안전처로부터 HBP-301의 품목허가를 받았다고 밝혔다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-03-18", end: "2026-03-18", precision: "day", asset: "HBP-301", assetKey: "HBP301", company: "한빛제약", regulator: "mfds", quote: "오늘 식품의약품안전처로부터 HBP-301의 품목허가를 받았다" },
    ],
  },
  {
    id: "c-ko-002",
    lang: "ko",
    date: "2026-06-11",
    text: "새솔바이오는 SSB-22의 국내 품목허가 신청을 올해 하반기에 진행할 예정이다.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "SSB-22", assetKey: "SSB22", company: "새솔바이오", regulator: "mfds", quote: "SSB-22의 국내 품목허가 신청을 올해 하반기에 진행할 예정" },
    ],
  },
  {
    id: "c-ko-003",
    lang: "ko",
    date: "2026-02-23",
    text: "온누리테라퓨틱스는 ONT-5의 글로벌 임상 3상 톱라인 결과를 2026년 3분기에 발표할 예정이라고 밝혔다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "ONT-5", assetKey: "ONT5", company: "온누리테라퓨틱스", regulator: null, quote: "ONT-5의 글로벌 임상 3상 톱라인 결과를 2026년 3분기에 발표할 예정" },
    ],
  },
  {
    id: "c-ko-004",
    lang: "ko",
    date: "2026-09-07",
    text: "미국 식품의약국(FDA)은 다온바이오의 DAB-117을 희귀의약품으로 지정했다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-09-07", end: "2026-09-07", precision: "day", asset: "DAB-117", assetKey: "DAB117", company: "다온바이오", regulator: "fda", quote: "다온바이오의 DAB-117을 희귀의약품으로 지정했다" },
    ],
  },
  {
    id: "c-ko-005",
    lang: "ko",
    date: "2026-11-25",
    text: "가람제약은 GRP-8의 미국 신약허가신청(NDA)을 연내 제출할 계획이다.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "GRP-8", assetKey: "GRP8", company: "가람제약", regulator: "fda", quote: "GRP-8의 미국 신약허가신청(NDA)을 연내 제출할 계획" },
    ],
  },
  {
    id: "c-ko-006",
    lang: "ko",
    date: "2026-01-13",
    text: "해오름바이오는 2026년 미국암연구학회(AACR)에서 HOB-40의 전임상 데이터를 포스터로 발표한다.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "HOB-40", assetKey: "HOB40", company: "해오름바이오", regulator: null, quote: "2026년 미국암연구학회(AACR)에서 HOB-40의 전임상 데이터를 포스터로 발표한다" },
    ],
  },
  {
    id: "c-ko-007",
    lang: "ko",
    date: "2026-07-13",
    text: "FDA는 누리바이오의 NRB-9 허가신청을 접수했으며, 처방의약품 신청자 수수료법(PDUFA)에 따른 목표일은 2027년 3월 12일이다.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-07-13", end: "2026-07-13", precision: "day", asset: "NRB-9", assetKey: "NRB9", company: "누리바이오", regulator: "fda", quote: "FDA는 누리바이오의 NRB-9 허가신청을 접수했으며" },
      { type: "pdufa", status: "expected", start: "2027-03-12", end: "2027-03-12", precision: "day", asset: "NRB-9", assetKey: "NRB9", company: "누리바이오", regulator: "fda", quote: "처방의약품 신청자 수수료법(PDUFA)에 따른 목표일은 2027년 3월 12일" },
    ],
  },
  {
    id: "c-ko-008",
    lang: "ko",
    date: "2026-01-29",
    text: "푸른바이오는 2025년 연결 기준 매출 3,200억 원, 영업이익 410억 원을 기록했다고 공시했다.",
    catalysts: [],
  },
  {
    id: "c-ko-009",
    lang: "ko",
    date: "2026-05-19",
    text: "한결제약은 HKP-12가 유럽의약품청(EMA) 산하 약물사용자문위원회(CHMP)로부터 허가 권고 의견을 받았다고 밝혔다.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-05-19", end: "2026-05-19", precision: "day", asset: "HKP-12", assetKey: "HKP12", company: "한결제약", regulator: "chmp", quote: "약물사용자문위원회(CHMP)로부터 허가 권고 의견을 받았다" },
    ],
  },
  {
    id: "c-ko-010",
    lang: "ko",
    date: "2026-10-08",
    text: "별빛바이오는 BLB-3의 임상 2상 중간 결과를 다음 달 열리는 미국간학회(AASLD)에서 공개한다.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-11-01", end: "2026-11-30", precision: "month", asset: "BLB-3", assetKey: "BLB3", company: "별빛바이오", regulator: null, quote: "다음 달 열리는 미국간학회(AASLD)에서 공개한다" },
    ],
  },
  {
    id: "c-ko-011",
    lang: "ko",
    date: "2026-08-26",
    text: "나래제약은 NRP-4의 국내 품목허가 신청서를 8월 24일 식약처에 제출했다고 밝혔다.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-08-24", end: "2026-08-24", precision: "day", asset: "NRP-4", assetKey: "NRP4", company: "나래제약", regulator: "mfds", quote: "NRP-4의 국내 품목허가 신청서를 8월 24일 식약처에 제출했다" },
    ],
  },
  {
    id: "c-ko-012",
    lang: "ko",
    date: "2026-12-16",
    text: "미래테라퓨틱스는 MRT-55의 FDA 승인을 내년 상반기로 기대하고 있다.",
    catalysts: [
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "MRT-55", assetKey: "MRT55", company: "미래테라퓨틱스", regulator: "fda", quote: "MRT-55의 FDA 승인을 내년 상반기로 기대하고 있다" },
    ],
  },
  {
    id: "c-ko-013",
    lang: "ko",
    date: "2026-03-09",
    text: "식약처는 지난 6일 서해제약의 SHP-70을 희귀의약품으로 지정했다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-03-06", end: "2026-03-06", precision: "day", asset: "SHP-70", assetKey: "SHP70", company: "서해제약", regulator: "mfds", quote: "식약처는 지난 6일 서해제약의 SHP-70을 희귀의약품으로 지정했다" },
    ],
  },
  {
    id: "c-ko-014",
    lang: "ko",
    date: "2026-06-29",
    text: "강산바이오는 KSB-201의 임상 3상에서 1차 평가변수를 충족하지 못했다고 오늘 공시했다.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-06-29", end: "2026-06-29", precision: "day", asset: "KSB-201", assetKey: "KSB201", company: "강산바이오", regulator: null, quote: "KSB-201의 임상 3상에서 1차 평가변수를 충족하지 못했다고 오늘 공시했다" },
    ],
  },
  {
    id: "c-ko-015",
    lang: "ko",
    date: "2026-09-22",
    text: "FDA는 지난주 금요일 이음바이오의 IEB-2에 대해 보완요구서한(CRL)을 발송했다.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-09-18", end: "2026-09-18", precision: "day", asset: "IEB-2", assetKey: "IEB2", company: "이음바이오", regulator: "fda", quote: "FDA는 지난주 금요일 이음바이오의 IEB-2에 대해 보완요구서한(CRL)을 발송했다" },
    ],
  },
  {
    id: "c-ko-016",
    lang: "ko",
    date: "2026-02-09",
    text: "청솔제약은 CSP-17의 유럽 판매허가 신청(MAA)을 2026년 상반기 중 제출하고, 2027년 하반기 승인을 목표로 하고 있다.",
    catalysts: [
      { type: "submission", status: "expected", start: "2026-01-01", end: "2026-06-30", precision: "half", asset: "CSP-17", assetKey: "CSP17", company: "청솔제약", regulator: "ema", quote: "CSP-17의 유럽 판매허가 신청(MAA)을 2026년 상반기 중 제출하고" },
      { type: "approval", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "CSP-17", assetKey: "CSP17", company: "청솔제약", regulator: "ec", quote: "2027년 하반기 승인을 목표로 하고 있다" },
    ],
  },
  {
    id: "c-ko-017",
    lang: "ko",
    date: "2026-04-27",
    text: "두리바이오는 DRB-6의 톱라인 데이터 발표 시점을 2026년 2분기에서 4분기로 연기했다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "DRB-6", assetKey: "DRB6", company: "두리바이오", regulator: null, quote: "2026년 2분기에서 4분기로 연기했다" },
    ],
  },
  {
    id: "c-ko-018",
    lang: "ko",
    date: "2026-07-20",
    text: "식약처 중앙약사심의위원회는 다음 달 보람제약 BRP-11의 허가 여부를 심의할 예정이다.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-08-01", end: "2026-08-31", precision: "month", asset: "BRP-11", assetKey: "BRP11", company: "보람제약", regulator: "mfds", quote: "중앙약사심의위원회는 다음 달 보람제약 BRP-11의 허가 여부를 심의할 예정" },
    ],
  },
  {
    id: "c-ko-019",
    lang: "ko",
    date: "2026-10-26",
    text: "한국제약바이오협회는 올해 국내 제약사의 연구개발 투자가 사상 처음으로 4조 원을 넘어설 것으로 전망했다.",
    catalysts: [],
  },
  {
    id: "c-ko-020",
    lang: "ko",
    date: "2026-05-06",
    text: "FDA는 지난 4일 하늘바이오의 HNB-70을 혁신치료제(Breakthrough Therapy)로 지정했다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-05-04", end: "2026-05-04", precision: "day", asset: "HNB-70", assetKey: "HNB70", company: "하늘바이오", regulator: "fda", quote: "FDA는 지난 4일 하늘바이오의 HNB-70을 혁신치료제(Breakthrough Therapy)로 지정했다" },
    ],
  },
  {
    id: "c-ko-021",
    lang: "ko",
    date: "2026-11-11",
    text: "세움바이오는 SUB-33의 임상 2상 결과를 2027년 초 발표할 계획이다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "SUB-33", assetKey: "SUB33", company: "세움바이오", regulator: null, quote: "SUB-33의 임상 2상 결과를 2027년 초 발표할 계획" },
    ],
  },
  {
    id: "c-ko-022",
    lang: "ko",
    date: "2026-08-10",
    text: "초록제약은 중국 국가약품감독관리국(NMPA)으로부터 CRP-90의 시판 허가를 받았다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-08-10", end: "2026-08-10", precision: "day", asset: "CRP-90", assetKey: "CRP90", company: "초록제약", regulator: "nmpa", quote: "국가약품감독관리국(NMPA)으로부터 CRP-90의 시판 허가를 받았다" },
    ],
  },
  {
    id: "c-ko-023",
    lang: "ko",
    date: "2026-01-07",
    text: "한강바이오는 2024년 식약처 허가를 받은 HGB-1의 적응증 확대를 위한 임상 3상 결과를 올해 하반기에 발표할 예정이다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2024-01-01", end: "2024-12-31", precision: "year", asset: "HGB-1", assetKey: "HGB1", company: "한강바이오", regulator: "mfds", quote: "2024년 식약처 허가를 받은 HGB-1" },
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "HGB-1", assetKey: "HGB1", company: "한강바이오", regulator: null, quote: "임상 3상 결과를 올해 하반기에 발표할 예정" },
    ],
  },
  {
    id: "c-ko-024",
    lang: "ko",
    date: "2026-03-31",
    text: "보름제약은 BRM-7의 미국 품목허가 신청 시점을 아직 확정하지 않았다고 밝혔다.",
    catalysts: [],
  },
  {
    id: "c-ko-025",
    lang: "ko",
    date: "2026-06-02",
    text: "FDA 항암제자문위원회(ODAC)는 오는 7월 23일 해솔바이오의 HSB-500을 논의할 예정이다.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-07-23", end: "2026-07-23", precision: "day", asset: "HSB-500", assetKey: "HSB500", company: "해솔바이오", regulator: "fda", quote: "FDA 항암제자문위원회(ODAC)는 오는 7월 23일 해솔바이오의 HSB-500을 논의할 예정" },
    ],
  },
  {
    id: "c-ko-026",
    lang: "ko",
    date: "2026-07-24",
    text: "FDA 항암제자문위원회는 어제 해솔바이오 HSB-500의 허가를 찬성 9표, 반대 4표로 권고했다.",
    catalysts: [
      { type: "advisory-committee", status: "actual", start: "2026-07-23", end: "2026-07-23", precision: "day", asset: "HSB-500", assetKey: "HSB500", company: "해솔바이오", regulator: "fda", quote: "FDA 항암제자문위원회는 어제 해솔바이오 HSB-500의 허가를 찬성 9표, 반대 4표로 권고했다" },
    ],
  },
  {
    id: "c-ko-027",
    lang: "ko",
    date: "2026-09-15",
    text: "이룸테라퓨틱스는 IRT-18의 PDUFA 목표일이 11월 30일로 정해졌다고 밝혔다.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-11-30", end: "2026-11-30", precision: "day", asset: "IRT-18", assetKey: "IRT18", company: "이룸테라퓨틱스", regulator: "fda", quote: "IRT-18의 PDUFA 목표일이 11월 30일로 정해졌다" },
    ],
  },
  {
    id: "c-ko-028",
    lang: "ko",
    date: "2026-12-01",
    text: "이룸테라퓨틱스는 미국 FDA가 현지시간 11월 30일 IRT-18을 승인했다고 1일 밝혔다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-11-30", end: "2026-11-30", precision: "day", asset: "IRT-18", assetKey: "IRT18", company: "이룸테라퓨틱스", regulator: "fda", quote: "미국 FDA가 현지시간 11월 30일 IRT-18을 승인했다" },
    ],
  },
  {
    id: "c-ko-029",
    lang: "ko",
    date: "2026-04-16",
    text: "단비바이오는 DNB-4에 대해 일본 후생노동성에 제조판매 승인 신청을 완료했다.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-04-16", end: "2026-04-16", precision: "day", asset: "DNB-4", assetKey: "DNB4", company: "단비바이오", regulator: "mhlw", quote: "일본 후생노동성에 제조판매 승인 신청을 완료했다" },
    ],
  },
  {
    id: "c-ko-030",
    lang: "ko",
    date: "2026-05-28",
    text: "모아제약은 MAP-2의 임상 2상 데이터를 6월 열리는 유럽류마티스학회(EULAR 2026)에서 구두 발표한다.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "MAP-2", assetKey: "MAP2", company: "모아제약", regulator: null, quote: "6월 열리는 유럽류마티스학회(EULAR 2026)에서 구두 발표한다" },
    ],
  },
  {
    id: "c-ko-031",
    lang: "ko",
    date: "2026-10-19",
    text: "한울바이오는 HWB-8의 신약 허가신청이 식약처의 신속심사 대상으로 지정됐다고 밝혔다.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-10-19", end: "2026-10-19", precision: "day", asset: "HWB-8", assetKey: "HWB8", company: "한울바이오", regulator: "mfds", quote: "HWB-8의 신약 허가신청이 식약처의 신속심사 대상으로 지정됐다" },
    ],
  },
  {
    id: "c-ko-032",
    lang: "ko",
    date: "2026-02-17",
    text: "제일바이오텍은 JBT-60의 임상 3상 톱라인 결과가 연말께 나올 것으로 예상한다.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "JBT-60", assetKey: "JBT60", company: "제일바이오텍", regulator: null, quote: "JBT-60의 임상 3상 톱라인 결과가 연말께 나올 것으로 예상한다" },
    ],
  },
  {
    id: "c-ko-033",
    lang: "ko",
    date: "2026-08-03",
    text: "국내 바이오 업계의 하반기 기술수출 계약 규모가 상반기를 웃돌 것이라는 전망이 나온다.",
    catalysts: [],
  },
  {
    id: "c-ko-034",
    lang: "ko",
    date: "2026-11-04",
    text: "윤슬바이오는 YSB-1의 중국 허가신청이 NMPA에 접수됐다고 밝혔다. 회사는 2027년 중반 승인을 기대한다.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-11-04", end: "2026-11-04", precision: "day", asset: "YSB-1", assetKey: "YSB1", company: "윤슬바이오", regulator: "nmpa", quote: "YSB-1의 중국 허가신청이 NMPA에 접수됐다" },
      { type: "approval", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "YSB-1", assetKey: "YSB1", company: "윤슬바이오", regulator: "nmpa", quote: "2027년 중반 승인을 기대한다" },
    ],
  },
  {
    id: "c-ko-035",
    lang: "ko",
    date: "2026-03-24",
    text: "FDA는 아라제약 ARP-30의 허가심사 기간을 3개월 연장해 PDUFA 목표일을 2026년 9월 25일로 변경했다.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2026-09-25", end: "2026-09-25", precision: "day", asset: "ARP-30", assetKey: "ARP30", company: "아라제약", regulator: "fda", quote: "PDUFA 목표일을 2026년 9월 25일로 변경했다" },
    ],
  },
  {
    id: "c-ko-036",
    lang: "ko",
    date: "2026-07-02",
    text: "가온바이오는 GOB-5의 임상 1상 결과를 지난달 미국임상종양학회(ASCO)에서 발표했다.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-06-01", end: "2026-06-30", precision: "month", asset: "GOB-5", assetKey: "GOB5", company: "가온바이오", regulator: null, quote: "GOB-5의 임상 1상 결과를 지난달 미국임상종양학회(ASCO)에서 발표했다" },
    ],
  },
  {
    id: "c-ko-037",
    lang: "ko",
    date: "2026-01-13",
    text: "유럽연합 집행위원회(EC)는 지난 9일 한솔제약 HSP-12의 판매를 승인했다.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-01-09", end: "2026-01-09", precision: "day", asset: "HSP-12", assetKey: "HSP12", company: "한솔제약", regulator: "ec", quote: "유럽연합 집행위원회(EC)는 지난 9일 한솔제약 HSP-12의 판매를 승인했다" },
    ],
  },

  // ───────────────────────────── German ─────────────────────────────
  {
    id: "c-de-001",
    lang: "de",
    date: "2026-03-11",
    text: "Die Rheinwerk Pharma AG hat heute bei der Europäischen Arzneimittel-Agentur (EMA) einen Zulassungsantrag für RWP-410 zur Behandlung der Psoriasis-Arthritis eingereicht.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-03-11", end: "2026-03-11", precision: "day", asset: "RWP-410", assetKey: "RWP410", company: "Rheinwerk Pharma AG", regulator: "ema", quote: "hat heute bei der Europäischen Arzneimittel-Agentur (EMA) einen Zulassungsantrag für RWP-410 zur Behandlung der Psoriasis-Arthritis eingereicht" },
    ],
  },
  {
    id: "c-de-002",
    lang: "de",
    date: "2026-06-24",
    text: "Die Europäische Kommission hat der Albris Biotech GmbH die Zulassung für ALR-72 zur Behandlung des Multiplen Myeloms erteilt.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-06-24", end: "2026-06-24", precision: "day", asset: "ALR-72", assetKey: "ALR72", company: "Albris Biotech GmbH", regulator: "ec", quote: "Die Europäische Kommission hat der Albris Biotech GmbH die Zulassung für ALR-72 zur Behandlung des Multiplen Myeloms erteilt" },
    ],
  },
  {
    id: "c-de-003",
    lang: "de",
    date: "2026-02-04",
    text: "Die Nordlicht Therapeutics GmbH erwartet Topline-Daten der Phase-III-Studie NORA-1 mit NLT-18 im dritten Quartal 2026.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-09-30", precision: "quarter", asset: "NLT-18", assetKey: "NLT18", company: "Nordlicht Therapeutics GmbH", regulator: null, quote: "erwartet Topline-Daten der Phase-III-Studie NORA-1 mit NLT-18 im dritten Quartal 2026" },
    ],
  },
  {
    id: "c-de-004",
    lang: "de",
    date: "2026-09-17",
    text: "Der CHMP hat eine positive Stellungnahme zum Zulassungsantrag der Lindenhof Pharma für Lindapratin abgegeben; die Entscheidung der Europäischen Kommission wird in der zweiten Jahreshälfte erwartet.",
    catalysts: [
      { type: "chmp-opinion", status: "actual", start: "2026-09-17", end: "2026-09-17", precision: "day", asset: "Lindapratin", assetKey: "lindapratin", company: "Lindenhof Pharma", regulator: "chmp", quote: "Der CHMP hat eine positive Stellungnahme zum Zulassungsantrag der Lindenhof Pharma für Lindapratin abgegeben" },
      { type: "approval", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "Lindapratin", assetKey: "lindapratin", company: "Lindenhof Pharma", regulator: "ec", quote: "die Entscheidung der Europäischen Kommission wird in der zweiten Jahreshälfte erwartet" },
    ],
  },
  {
    id: "c-de-005",
    lang: "de",
    date: "2026-05-05",
    text: "Die Auerbach Biologics AG plant, den Zulassungsantrag für AUB-9 bei der FDA im ersten Halbjahr 2027 einzureichen.",
    catalysts: [
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "AUB-9", assetKey: "AUB9", company: "Auerbach Biologics AG", regulator: "fda", quote: "plant, den Zulassungsantrag für AUB-9 bei der FDA im ersten Halbjahr 2027 einzureichen" },
    ],
  },
  {
    id: "c-de-006",
    lang: "de",
    date: "2026-11-09",
    text: "Die US-Arzneimittelbehörde FDA hat der Mainfeld Bio AG für MFB-22 den Breakthrough-Therapy-Status zuerkannt.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-11-09", end: "2026-11-09", precision: "day", asset: "MFB-22", assetKey: "MFB22", company: "Mainfeld Bio AG", regulator: "fda", quote: "für MFB-22 den Breakthrough-Therapy-Status zuerkannt" },
    ],
  },
  {
    id: "c-de-007",
    lang: "de",
    date: "2026-04-21",
    text: "Ergebnisse der Phase-II-Studie mit SPR-3 wird die Spreegold Pharma AG auf dem ASCO-Jahreskongress 2026 vorstellen.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "SPR-3", assetKey: "SPR3", company: "Spreegold Pharma AG", regulator: null, quote: "wird die Spreegold Pharma AG auf dem ASCO-Jahreskongress 2026 vorstellen" },
    ],
  },
  {
    id: "c-de-008",
    lang: "de",
    date: "2026-08-12",
    text: "Die Zulassung von ISB-40 der Isarbio AG durch die EU-Kommission wird bis Jahresende erwartet.",
    catalysts: [
      { type: "approval", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: "ISB-40", assetKey: "ISB40", company: "Isarbio AG", regulator: "ec", quote: "durch die EU-Kommission wird bis Jahresende erwartet" },
    ],
  },
  {
    id: "c-de-009",
    lang: "de",
    date: "2026-03-26",
    text: "Die Walbrunn Pharma AG steigerte ihren Umsatz im Geschäftsjahr 2025 um 9 Prozent auf 2,4 Milliarden Euro und will die Dividende erhöhen.",
    catalysts: [],
  },
  {
    id: "c-de-010",
    lang: "de",
    date: "2026-10-06",
    text: "Die FDA hat den PDUFA-Termin für TNT-7 der Taunus Therapeutics AG um drei Monate auf den 14. Januar 2027 verschoben.",
    catalysts: [
      { type: "pdufa", status: "expected", start: "2027-01-14", end: "2027-01-14", precision: "day", asset: "TNT-7", assetKey: "TNT7", company: "Taunus Therapeutics AG", regulator: "fda", quote: "um drei Monate auf den 14. Januar 2027 verschoben" },
    ],
  },
  {
    id: "c-de-011",
    lang: "de",
    date: "2026-01-16",
    text: "Die Elbwerk Biotech SE erhielt heute von der FDA die Zulassung für Elbotamab zur Behandlung der generalisierten Myasthenia gravis.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-01-16", end: "2026-01-16", precision: "day", asset: "Elbotamab", assetKey: "elbotamab", company: "Elbwerk Biotech SE", regulator: "fda", quote: "erhielt heute von der FDA die Zulassung für Elbotamab" },
    ],
  },
  {
    id: "c-de-012",
    lang: "de",
    date: "2026-07-07",
    text: "Die Schwarzwald Biopharma AG rechnet Mitte 2027 mit Daten aus der Zulassungsstudie zu SWB-2.",
    catalysts: [
      { type: "readout", status: "expected", start: "2027-04-01", end: "2027-09-30", precision: "half", asset: "SWB-2", assetKey: "SWB2", company: "Schwarzwald Biopharma AG", regulator: null, quote: "rechnet Mitte 2027 mit Daten aus der Zulassungsstudie zu SWB-2" },
    ],
  },
  {
    id: "c-de-013",
    lang: "de",
    date: "2026-12-03",
    text: "Die Hanse Therapeutics AG wird auf dem ASH-Jahreskongress vom 5. bis 8. Dezember 2026 neue Daten zu HTX-11 präsentieren.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-12-05", end: "2026-12-08", precision: "day", asset: "HTX-11", assetKey: "HTX11", company: "Hanse Therapeutics AG", regulator: null, quote: "wird auf dem ASH-Jahreskongress vom 5. bis 8. Dezember 2026 neue Daten zu HTX-11 präsentieren" },
    ],
  },
  {
    id: "c-de-014",
    lang: "de",
    date: "2026-02-19",
    text: "Die Kölner Vireon AG hat von der FDA einen Complete Response Letter für VRN-5 erhalten.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-02-19", end: "2026-02-19", precision: "day", asset: "VRN-5", assetKey: "VRN5", company: "Vireon AG", regulator: "fda", quote: "hat von der FDA einen Complete Response Letter für VRN-5 erhalten" },
    ],
  },
  {
    id: "c-de-015",
    lang: "de",
    date: "2026-05-29",
    text: "Der Zulassungsantrag der Moselpharma GmbH für MSP-61 wurde von der EMA validiert; eine CHMP-Stellungnahme erwartet das Unternehmen Anfang 2027.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-05-29", end: "2026-05-29", precision: "day", asset: "MSP-61", assetKey: "MSP61", company: "Moselpharma GmbH", regulator: "ema", quote: "Der Zulassungsantrag der Moselpharma GmbH für MSP-61 wurde von der EMA validiert" },
      { type: "chmp-opinion", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "MSP-61", assetKey: "MSP61", company: "Moselpharma GmbH", regulator: "chmp", quote: "eine CHMP-Stellungnahme erwartet das Unternehmen Anfang 2027" },
    ],
  },
  {
    id: "c-de-016",
    lang: "de",
    date: "2026-09-01",
    text: "Die Bergamon AG erwartet keine Studiendaten zu BGM-4 vor 2028.",
    catalysts: [],
  },
  {
    id: "c-de-017",
    lang: "de",
    date: "2026-04-08",
    text: "Die EMA hat der Ostsee Bio GmbH für OSB-3 den Orphan-Drug-Status zuerkannt. Die Designation gilt für die Behandlung der Mukoviszidose.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-04-08", end: "2026-04-08", precision: "day", asset: "OSB-3", assetKey: "OSB3", company: "Ostsee Bio GmbH", regulator: "ema", quote: "Die EMA hat der Ostsee Bio GmbH für OSB-3 den Orphan-Drug-Status zuerkannt" },
    ],
  },
  {
    id: "c-de-018",
    lang: "de",
    date: "2026-10-27",
    text: "Die Zulassungsstudie PRISMA mit APR-12 der Alpenrose Pharma AG hat ihren primären Endpunkt erreicht, teilte das Unternehmen am Montag mit.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-10-26", end: "2026-10-26", precision: "day", asset: "APR-12", assetKey: "APR12", company: "Alpenrose Pharma AG", regulator: null, quote: "hat ihren primären Endpunkt erreicht, teilte das Unternehmen am Montag mit" },
    ],
  },
  {
    id: "c-de-019",
    lang: "de",
    date: "2026-06-15",
    text: "Die FDA hat den Zulassungsantrag (NDA) der Würzburger Kiliana Pharma AG für KLP-8 angenommen und als PDUFA-Termin den 9. Februar 2027 festgelegt.",
    catalysts: [
      { type: "filing-acceptance", status: "actual", start: "2026-06-15", end: "2026-06-15", precision: "day", asset: "KLP-8", assetKey: "KLP8", company: "Kiliana Pharma AG", regulator: "fda", quote: "Die FDA hat den Zulassungsantrag (NDA) der Würzburger Kiliana Pharma AG für KLP-8 angenommen" },
      { type: "pdufa", status: "expected", start: "2027-02-09", end: "2027-02-09", precision: "day", asset: "KLP-8", assetKey: "KLP8", company: "Kiliana Pharma AG", regulator: "fda", quote: "als PDUFA-Termin den 9. Februar 2027 festgelegt" },
    ],
  },
  {
    id: "c-de-020",
    lang: "de",
    date: "2026-03-02",
    text: "Die Havelland Bio GmbH will Daten zu HLB-30 im Oktober auf dem ESMO-Kongress 2026 vorstellen.",
    catalysts: [
      { type: "conference-presentation", status: "expected", start: "2026-10-01", end: "2026-10-31", precision: "month", asset: "HLB-30", assetKey: "HLB30", company: "Havelland Bio GmbH", regulator: null, quote: "will Daten zu HLB-30 im Oktober auf dem ESMO-Kongress 2026 vorstellen" },
    ],
  },
  {
    id: "c-de-021",
    lang: "de",
    date: "2026-08-19",
    text: "Nach der Zulassung von SAP-1 in den USA im Jahr 2025 plant die Saarpharma AG, den Zulassungsantrag in Japan im vierten Quartal einzureichen.",
    catalysts: [
      { type: "approval", status: "actual", start: "2025-01-01", end: "2025-12-31", precision: "year", asset: "SAP-1", assetKey: "SAP1", company: "Saarpharma AG", regulator: "fda", quote: "Nach der Zulassung von SAP-1 in den USA im Jahr 2025" },
      { type: "submission", status: "expected", start: "2026-10-01", end: "2026-12-31", precision: "quarter", asset: "SAP-1", assetKey: "SAP1", company: "Saarpharma AG", regulator: "mhlw", quote: "plant die Saarpharma AG, den Zulassungsantrag in Japan im vierten Quartal einzureichen" },
    ],
  },
  {
    id: "c-de-022",
    lang: "de",
    date: "2026-11-30",
    text: "Die Kurpfalz Biotech AG ernennt Dr. Julia Brandt zum 1. Januar 2027 zur Finanzvorständin.",
    catalysts: [],
  },
  {
    id: "c-de-023",
    lang: "de",
    date: "2026-01-27",
    text: "Die Donau Therapeutics AG erwartet in der zweiten Jahreshälfte 2026 die Topline-Ergebnisse der Phase-III-Studie DELTA mit DNT-44 und will anschließend den Zulassungsantrag bei der EMA einreichen.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-07-01", end: "2026-12-31", precision: "half", asset: "DNT-44", assetKey: "DNT44", company: "Donau Therapeutics AG", regulator: null, quote: "erwartet in der zweiten Jahreshälfte 2026 die Topline-Ergebnisse der Phase-III-Studie DELTA mit DNT-44" },
    ],
  },
  {
    id: "c-de-024",
    lang: "de",
    date: "2026-07-22",
    text: "Die britische Arzneimittelbehörde MHRA hat der Weserbio AG am 20. Juli die Zulassung für WSB-15 erteilt.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-07-20", end: "2026-07-20", precision: "day", asset: "WSB-15", assetKey: "WSB15", company: "Weserbio AG", regulator: "mhra", quote: "am 20. Juli die Zulassung für WSB-15 erteilt" },
    ],
  },
  {
    id: "c-de-025",
    lang: "de",
    date: "2026-05-13",
    text: "Die FDA wird ihren beratenden Ausschuss für Arzneimittel des peripheren und zentralen Nervensystems am 18. Juni einberufen, um den Zulassungsantrag der Lahnwerk Pharma AG für LWP-2 zu beraten.",
    catalysts: [
      { type: "advisory-committee", status: "expected", start: "2026-06-18", end: "2026-06-18", precision: "day", asset: "LWP-2", assetKey: "LWP2", company: "Lahnwerk Pharma AG", regulator: "fda", quote: "am 18. Juni einberufen" },
    ],
  },
  {
    id: "c-de-026",
    lang: "de",
    date: "2026-02-12",
    text: "Die Ammersee Biotech AG hat am 9. Februar die rollierende Einreichung ihres Zulassungsantrags (BLA) für ASB-101 bei der FDA abgeschlossen.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-02-09", end: "2026-02-09", precision: "day", asset: "ASB-101", assetKey: "ASB101", company: "Ammersee Biotech AG", regulator: "fda", quote: "hat am 9. Februar die rollierende Einreichung ihres Zulassungsantrags (BLA) für ASB-101 bei der FDA abgeschlossen" },
    ],
  },
  {
    id: "c-de-027",
    lang: "de",
    date: "2026-10-14",
    text: "Die Zugspitze Pharma AG rechnet nicht mehr mit einer Zulassung von ZSP-6 im Jahr 2026; einen neuen Zeitplan nannte das Unternehmen nicht.",
    catalysts: [],
  },
  {
    id: "c-de-028",
    lang: "de",
    date: "2026-04-29",
    text: "Health Canada hat den Zulassungsantrag der Eifelbio AG für EFB-77 genehmigt.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-04-29", end: "2026-04-29", precision: "day", asset: "EFB-77", assetKey: "EFB77", company: "Eifelbio AG", regulator: "health-canada", quote: "Health Canada hat den Zulassungsantrag der Eifelbio AG für EFB-77 genehmigt" },
    ],
  },
  {
    id: "c-de-029",
    lang: "de",
    date: "2026-06-09",
    text: "Die Ruhrbio AG hat für RBA-9 von der chinesischen Arzneimittelbehörde NMPA die Einstufung als bahnbrechende Therapie erhalten.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-06-09", end: "2026-06-09", precision: "day", asset: "RBA-9", assetKey: "RBA9", company: "Ruhrbio AG", regulator: "nmpa", quote: "von der chinesischen Arzneimittelbehörde NMPA die Einstufung als bahnbrechende Therapie erhalten" },
    ],
  },
  {
    id: "c-de-030",
    lang: "de",
    date: "2026-09-23",
    text: "Die Fichtel Pharma GmbH hat am 21. September in Japan den Zulassungsantrag für FTP-33 gestellt und rechnet mit einer Entscheidung in der zweiten Jahreshälfte 2027.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-09-21", end: "2026-09-21", precision: "day", asset: "FTP-33", assetKey: "FTP33", company: "Fichtel Pharma GmbH", regulator: "mhlw", quote: "hat am 21. September in Japan den Zulassungsantrag für FTP-33 gestellt" },
      { type: "approval", status: "expected", start: "2027-07-01", end: "2027-12-31", precision: "half", asset: "FTP-33", assetKey: "FTP33", company: "Fichtel Pharma GmbH", regulator: "mhlw", quote: "rechnet mit einer Entscheidung in der zweiten Jahreshälfte 2027" },
    ],
  },
  {
    id: "c-de-031",
    lang: "de",
    date: "2026-03-18",
    text: "Die Bodensee Pharma AG hat heute positive Interimsdaten aus der Phase-II-Studie mit BSP-14 bei Morbus Crohn veröffentlicht.",
    catalysts: [
      { type: "readout", status: "actual", start: "2026-03-18", end: "2026-03-18", precision: "day", asset: "BSP-14", assetKey: "BSP14", company: "Bodensee Pharma AG", regulator: null, quote: "hat heute positive Interimsdaten aus der Phase-II-Studie mit BSP-14 bei Morbus Crohn veröffentlicht" },
    ],
  },
  {
    id: "c-de-032",
    lang: "de",
    date: "2026-12-15",
    text: "Die Neckar Therapeutics AG erwartet die Zulassungsentscheidung der FDA für NKT-3 im nächsten Quartal.",
    catalysts: [
      { type: "approval", status: "expected", start: "2027-01-01", end: "2027-03-31", precision: "quarter", asset: "NKT-3", assetKey: "NKT3", company: "Neckar Therapeutics AG", regulator: "fda", quote: "erwartet die Zulassungsentscheidung der FDA für NKT-3 im nächsten Quartal" },
    ],
  },
  {
    id: "c-de-033",
    lang: "de",
    date: "2026-07-30",
    text: "Die FDA hat der Spessart Bio GmbH den Fast-Track-Status für SPB-7 zur Behandlung der idiopathischen Lungenfibrose gewährt.",
    catalysts: [
      { type: "designation", status: "actual", start: "2026-07-30", end: "2026-07-30", precision: "day", asset: "SPB-7", assetKey: "SPB7", company: "Spessart Bio GmbH", regulator: "fda", quote: "Die FDA hat der Spessart Bio GmbH den Fast-Track-Status für SPB-7" },
    ],
  },
  {
    id: "c-de-034",
    lang: "de",
    date: "2026-01-08",
    text: "Die Harzer Arzneimittelwerke AG will im Jahr 2026 Topline-Daten ihres führenden Entzündungsprogramms vorlegen.",
    catalysts: [
      { type: "readout", status: "expected", start: "2026-01-01", end: "2026-12-31", precision: "year", asset: null, assetKey: null, company: "Harzer Arzneimittelwerke AG", regulator: null, quote: "will im Jahr 2026 Topline-Daten ihres führenden Entzündungsprogramms vorlegen" },
    ],
  },
  {
    id: "c-de-035",
    lang: "de",
    date: "2026-05-20",
    text: "Die Main-Kinzig Biotech AG hat am Dienstag die Daten der Phase-I-Studie mit MKB-1 auf dem ATS-Kongress in Orlando präsentiert.",
    catalysts: [
      { type: "conference-presentation", status: "actual", start: "2026-05-19", end: "2026-05-19", precision: "day", asset: "MKB-1", assetKey: "MKB1", company: "Main-Kinzig Biotech AG", regulator: null, quote: "hat am Dienstag die Daten der Phase-I-Studie mit MKB-1 auf dem ATS-Kongress in Orlando präsentiert" },
    ],
  },
  {
    id: "c-de-036",
    lang: "de",
    date: "2026-08-27",
    text: "Der CHMP wird voraussichtlich auf seiner Sitzung im September eine Stellungnahme zu ODP-20 der Oderpharma GmbH abgeben.",
    catalysts: [
      { type: "chmp-opinion", status: "expected", start: "2026-09-01", end: "2026-09-30", precision: "month", asset: "ODP-20", assetKey: "ODP20", company: "Oderpharma GmbH", regulator: "chmp", quote: "wird voraussichtlich auf seiner Sitzung im September eine Stellungnahme zu ODP-20 der Oderpharma GmbH abgeben" },
    ],
  },
  {
    id: "c-de-037",
    lang: "de",
    date: "2026-11-18",
    text: "Die Zulassung von AMB-5 der Altmühl Bio AG durch die FDA ist am 13. November erfolgt; die Markteinführung ist für Anfang 2027 geplant.",
    catalysts: [
      { type: "approval", status: "actual", start: "2026-11-13", end: "2026-11-13", precision: "day", asset: "AMB-5", assetKey: "AMB5", company: "Altmühl Bio AG", regulator: "fda", quote: "durch die FDA ist am 13. November erfolgt" },
    ],
  },
  {
    id: "c-de-038",
    lang: "de",
    date: "2026-04-14",
    text: "Die Uckermark Pharma AG hat im ersten Quartal 2026 bei der FDA einen Antrag auf beschleunigte Zulassung von UMP-4 eingereicht; eine Entscheidung der Behörde erwartet sie bis zum 30. November.",
    catalysts: [
      { type: "submission", status: "actual", start: "2026-01-01", end: "2026-03-31", precision: "quarter", asset: "UMP-4", assetKey: "UMP4", company: "Uckermark Pharma AG", regulator: "fda", quote: "hat im ersten Quartal 2026 bei der FDA einen Antrag auf beschleunigte Zulassung von UMP-4 eingereicht" },
      { type: "pdufa", status: "expected", start: "2026-11-30", end: "2026-11-30", precision: "day", asset: "UMP-4", assetKey: "UMP4", company: "Uckermark Pharma AG", regulator: "fda", quote: "eine Entscheidung der Behörde erwartet sie bis zum 30. November" },
    ],
  },
  {
    id: "c-de-039",
    lang: "de",
    date: "2026-07-03",
    text: "Die Lausitz Pharma AG hat am 1. Juli einen Complete Response Letter der FDA zu LZP-9 erhalten und will den Antrag im ersten Halbjahr 2027 erneut einreichen.",
    catalysts: [
      { type: "complete-response-letter", status: "actual", start: "2026-07-01", end: "2026-07-01", precision: "day", asset: "LZP-9", assetKey: "LZP9", company: "Lausitz Pharma AG", regulator: "fda", quote: "hat am 1. Juli einen Complete Response Letter der FDA zu LZP-9 erhalten" },
      { type: "submission", status: "expected", start: "2027-01-01", end: "2027-06-30", precision: "half", asset: "LZP-9", assetKey: "LZP9", company: "Lausitz Pharma AG", regulator: "fda", quote: "will den Antrag im ersten Halbjahr 2027 erneut einreichen" },
    ],
  },
];
