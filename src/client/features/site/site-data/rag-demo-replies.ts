export type DemoReply = {
  answer: string;
  /** The sample documents the answer cites, in citation order. */
  sources: readonly string[];
};

const PHARMACOKINETICS: DemoReply = {
  answer:
    "Non-clinical pharmacokinetics of BAH-101: oral bioavailability was 42% in rats and 58% in dogs, with a terminal half-life of 6 to 8 hours [1][2]. Clearance is mainly hepatic through CYP3A4, plasma protein binding is 92%, and the compound showed no relevant inhibition of the major CYP enzymes below 10 µM [3]. Exposure rose in proportion to dose up to 30 mg/kg [1].",
  sources: [
    "DMPK Study Report RPT-PK-014: Single-dose pharmacokinetics in rats",
    "DMPK Study Report RPT-PK-021: Single-dose pharmacokinetics in beagle dogs",
    "In vitro CYP inhibition and plasma protein binding report RPT-IV-009",
  ],
};

const STANDARD_OPERATING_PROCEDURE: DemoReply = {
  answer:
    "SOP-QA-012 (Deviation Management, version 4) says that a deviation must be recorded in the quality system within one working day of discovery [1]. Quality Assurance classifies it as minor, major or critical within three working days; major and critical deviations need a root-cause investigation and a CAPA plan within 30 days [1][2]. Closing a deviation requires QA approval and an effectiveness check of the CAPA [3].",
  sources: [
    "SOP-QA-012 Deviation Management, version 4",
    "SOP-QA-015 Corrective and Preventive Actions (CAPA)",
    "Quality Manual, section 8: Nonconformities and continuous improvement",
  ],
};

function generic(question: string): DemoReply {
  return {
    answer: `I found 3 relevant documents for “${question}”. In your own deployment I would answer from their content and cite the passages I used. In this demo, try a question about DMPK or non-clinical data, or about an SOP or quality procedure.`,
    sources: [
      "Project overview and development plan, 2025",
      "Regulatory strategy memo: scientific advice meeting",
      "Team meeting minutes, portfolio review",
    ],
  };
}

/** The canned replies of the /rag-agent demo (news-community-support.md §2); nothing leaves the browser. */
export function answerDemoQuestion(question: string): DemoReply {
  const text = question.toLowerCase();
  if (text.includes("dmpk") || text.includes("non-clinical")) return PHARMACOKINETICS;
  if (text.includes("sop") || text.includes("quality")) return STANDARD_OPERATING_PROCEDURE;
  return generic(question);
}
