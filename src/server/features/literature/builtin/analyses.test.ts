import { describe, expect, it } from "vitest";
import type { Paper } from "@/shared/literature/contracts";
import { LITERATURE_ANALYSIS_TYPES, type LiteratureAnalysisType } from "@/shared/literature/limits";
import { analysisText, computeAnalysis, queryTermsOf, type AnalysisInput } from "./analyses";
import { answerQuestion, type ChatAnswer } from "./chat";
import { cite } from "./text";
import { TEST_PAPERS } from "./test-papers";

const INPUT: AnalysisInput = { papers: TEST_PAPERS, queryTerms: await queryTermsOf("T cell exhaustion tumour microenvironment") };

/** An analysis that had something to compute. */
function computed(type: LiteratureAnalysisType, input: AnalysisInput = INPUT) {
  const result = computeAnalysis(type, input);
  if ("nothing" in result) throw new Error(`${type} computed nothing: ${result.nothing}`);
  return result;
}

async function answer(question: string, papers: readonly Paper[]): Promise<ChatAnswer> {
  const result = await answerQuestion(question, papers);
  if ("nothing" in result) throw new Error(result.nothing);
  return result;
}

describe("citations", () => {
  it("cites by number, collapsing runs of three or more", () => {
    expect(cite([0, 2])).toBe("[1][3]");
    expect(cite([4, 0, 1, 2, 3, 7, 6])).toBe("[1]–[5][7][8]");
    expect(cite([])).toBe("");
  });
});

describe("the built-in analyses, on fixed papers", () => {
  it("research_trends", () => {
    const analysis = computed("research_trends");
    expect(analysis.sections).toEqual([
      {
        "heading": "Publication timeline",
        "points": [
          "The 4 dated papers run from 2025-01-10 to 2025-03-20 [1]–[4].",
          "The busiest month is 2025-03 with 2 papers [3][4].",
          "1 paper carries no publication date [5]."
        ]
      },
      {
        "heading": "Leading topics",
        "points": [
          "“cell” appears in 4 of 5 papers [1][2][4][5].",
          "“cell exhaustion” appears in 3 of 5 papers [1][2][4].",
          "“models” appears in 3 of 5 papers [1]–[3].",
          "“exhausted cells” appears in 2 of 5 papers [2][5].",
          "“exhaustion tumour” appears in 2 of 5 papers [1][2]."
        ]
      },
      {
        "heading": "Rising and fading topics",
        "points": [
          "“exhaustion tumour” appears only in the older half (before 2025-03-15) [1][2]."
        ]
      },
      {
        "heading": "Subject categories",
        "points": [
          "Immunology: 2 papers [1][2].",
          "Cancer biology: 1 paper [3].",
          "Oncology: 1 paper [4]."
        ]
      }
    ]);
    expect(analysis.figures).toEqual([
      {
        "kind": "bars",
        "title": "Papers by month",
        "bars": [
          {
            "label": "2025-01",
            "value": 1
          },
          {
            "label": "2025-02",
            "value": 1
          },
          {
            "label": "2025-03",
            "value": 2
          }
        ]
      },
      {
        "kind": "bars",
        "title": "Most frequent terms",
        "bars": [
          {
            "label": "cell",
            "value": 4
          },
          {
            "label": "cell exhaustion",
            "value": 3
          },
          {
            "label": "models",
            "value": 3
          },
          {
            "label": "exhausted cells",
            "value": 2
          },
          {
            "label": "exhaustion tumour",
            "value": 2
          },
          {
            "label": "patients",
            "value": 2
          },
          {
            "label": "test",
            "value": 2
          }
        ]
      },
      {
        "kind": "bars",
        "title": "Papers by category",
        "bars": [
          {
            "label": "immunology",
            "value": 2
          },
          {
            "label": "cancer biology",
            "value": 1
          },
          {
            "label": "oncology",
            "value": 1
          }
        ]
      }
    ]);
    expect(analysis.confidence).toEqual({ score: 0.8, basis: "4 of 5 papers carry a publication date." });
  });

  it("methodology_analysis", () => {
    const analysis = computed("methodology_analysis");
    expect(analysis.sections).toEqual([
      {
        "heading": "Methods detected",
        "points": [
          "CRISPR screen (genomics and sequencing): 1 of 5 papers [1].",
          "Single-cell RNA-seq (genomics and sequencing): 1 of 5 papers [2].",
          "Mass spectrometry (proteomics and structure): 1 of 5 papers [3].",
          "Deep learning (computational): 1 of 5 papers [2].",
          "Cohort study (clinical and epidemiological): 1 of 5 papers [4].",
          "Mouse model (experimental models): 1 of 5 papers [1].",
          "Organoid (experimental models): 1 of 5 papers [3].",
          "Cell culture (experimental models): 1 of 5 papers [5]."
        ]
      },
      {
        "heading": "Approach mix",
        "points": [
          "Genomics and sequencing: 2 papers [1][2].",
          "Proteomics and structure: 1 paper [3].",
          "Computational: 1 paper [2].",
          "Clinical and epidemiological: 1 paper [4].",
          "Experimental models: 3 papers [1][3][5].",
          "3 papers combine approaches from two or more families [1]–[3]."
        ]
      }
    ]);
    expect(analysis.figures).toEqual([
      {
        "kind": "bars",
        "title": "Papers by method",
        "bars": [
          {
            "label": "CRISPR screen",
            "value": 1
          },
          {
            "label": "Single-cell RNA-seq",
            "value": 1
          },
          {
            "label": "Mass spectrometry",
            "value": 1
          },
          {
            "label": "Deep learning",
            "value": 1
          },
          {
            "label": "Cohort study",
            "value": 1
          },
          {
            "label": "Mouse model",
            "value": 1
          },
          {
            "label": "Organoid",
            "value": 1
          },
          {
            "label": "Cell culture",
            "value": 1
          }
        ]
      },
      {
        "kind": "bars",
        "title": "Papers by approach family",
        "bars": [
          {
            "label": "Genomics and sequencing",
            "value": 2
          },
          {
            "label": "Proteomics and structure",
            "value": 1
          },
          {
            "label": "Computational",
            "value": 1
          },
          {
            "label": "Clinical and epidemiological",
            "value": 1
          },
          {
            "label": "Experimental models",
            "value": 3
          }
        ]
      }
    ]);
    expect(analysis.confidence).toEqual({ score: 1, basis: "5 of 5 papers name a recognised method." });
  });

  it("gap_analysis", () => {
    const analysis = computed("gap_analysis");
    expect(analysis.sections).toEqual([
      {
        "heading": "Coverage of the query",
        "points": [
          "“tumour” from the query appears in only 2 of 5 papers [1][2].",
          "“microenvironment” from the query is not named in the title or abstract of any of the 5 papers [1]–[5]."
        ]
      },
      {
        "heading": "Thinly covered fields",
        "points": [
          "Cancer biology is represented by a single paper [3].",
          "Oncology is represented by a single paper [4]."
        ]
      },
      {
        "heading": "Under-explored topics",
        "points": [
          "“ferroptosis” is discussed by a single paper [5].",
          "“regulators” is discussed by a single paper [1].",
          "“cohort” is discussed by a single paper [4].",
          "“crispr” is discussed by a single paper [1].",
          "“genome-wide” is discussed by a single paper [1]."
        ]
      },
      {
        "heading": "Missing kinds of evidence",
        "points": [
          "Every family of approaches is used by at least one paper [1]–[5]."
        ]
      }
    ]);
    expect(analysis.figures).toEqual([
      {
        "kind": "bars",
        "title": "Papers per query term",
        "bars": [
          {
            "label": "cell",
            "value": 4
          },
          {
            "label": "exhaustion",
            "value": 3
          },
          {
            "label": "tumour",
            "value": 2
          },
          {
            "label": "microenvironment",
            "value": 0
          }
        ]
      },
      {
        "kind": "bars",
        "title": "Papers by approach family",
        "bars": [
          {
            "label": "Genomics and sequencing",
            "value": 2
          },
          {
            "label": "Proteomics and structure",
            "value": 1
          },
          {
            "label": "Computational",
            "value": 1
          },
          {
            "label": "Clinical and epidemiological",
            "value": 1
          },
          {
            "label": "Experimental models",
            "value": 3
          }
        ]
      }
    ]);
    expect(analysis.confidence).toEqual({ score: 1, basis: "5 of 5 papers come with an abstract." });
  });

  it("collaboration_network", () => {
    const analysis = computed("collaboration_network");
    expect(analysis.sections).toEqual([
      {
        "heading": "Authorship",
        "points": [
          "9 distinct authors wrote the 5 papers [1]–[5].",
          "Team sizes range from 1 to 4 authors (median 3), the largest in [4]."
        ]
      },
      {
        "heading": "Authors on several papers",
        "points": [
          "Ana Silva is an author of 3 papers [1][2][4].",
          "Chen Wei is an author of 3 papers [1][2][4]."
        ]
      },
      {
        "heading": "Collaborations",
        "points": [
          "Ana Silva and Chen Wei co-authored 3 papers [1][2][4].",
          "Papers [1][2][4] are linked through shared authors."
        ]
      }
    ]);
    expect(analysis.figures).toEqual([
      {
        "kind": "network",
        "title": "Co-authorship network",
        "nodes": [
          {
            "id": "ana silva",
            "label": "Ana Silva",
            "weight": 3
          },
          {
            "id": "chen wei",
            "label": "Chen Wei",
            "weight": 3
          },
          {
            "id": "eva novak",
            "label": "Eva Novak",
            "weight": 1
          },
          {
            "id": "farid haddad",
            "label": "Farid Haddad",
            "weight": 1
          },
          {
            "id": "gita rao",
            "label": "Gita Rao",
            "weight": 1
          },
          {
            "id": "hugo lind",
            "label": "Hugo Lind",
            "weight": 1
          },
          {
            "id": "ivan petrov",
            "label": "Ivan Petrov",
            "weight": 1
          },
          {
            "id": "ben okafor",
            "label": "Ben Okafor",
            "weight": 1
          },
          {
            "id": "dana cohen",
            "label": "Dana Cohen",
            "weight": 1
          }
        ],
        "edges": [
          {
            "source": "ana silva",
            "target": "chen wei",
            "weight": 3
          },
          {
            "source": "ana silva",
            "target": "gita rao",
            "weight": 1
          },
          {
            "source": "ana silva",
            "target": "hugo lind",
            "weight": 1
          },
          {
            "source": "ana silva",
            "target": "ben okafor",
            "weight": 1
          },
          {
            "source": "ana silva",
            "target": "dana cohen",
            "weight": 1
          },
          {
            "source": "chen wei",
            "target": "gita rao",
            "weight": 1
          },
          {
            "source": "chen wei",
            "target": "hugo lind",
            "weight": 1
          },
          {
            "source": "chen wei",
            "target": "ben okafor",
            "weight": 1
          },
          {
            "source": "chen wei",
            "target": "dana cohen",
            "weight": 1
          },
          {
            "source": "eva novak",
            "target": "farid haddad",
            "weight": 1
          },
          {
            "source": "gita rao",
            "target": "hugo lind",
            "weight": 1
          }
        ]
      }
    ]);
    expect(analysis.confidence).toEqual({ score: 0.8, basis: "4 of 5 papers list two or more authors." });
  });

  it("future_directions", () => {
    const analysis = computed("future_directions");
    expect(analysis.sections).toEqual([
      {
        "heading": "Newest work",
        "points": [
          "2025-03-20: “A cohort study of T cell exhaustion markers and survival” [4].",
          "2025-03-15: “Organoid models of colorectal cancer resistance” [3].",
          "2025-02-03: “Single-cell RNA-seq atlas of T cell exhaustion in tumour tissue” [2]."
        ]
      },
      {
        "heading": "Emerging topics",
        "points": [
          "“cohort” appears only in the newest work [4].",
          "“markers” appears only in the newest work [4].",
          "“organoid” appears only in the newest work [3].",
          "“resistance” appears only in the newest work [3]."
        ]
      },
      {
        "heading": "Stated next steps",
        "points": [
          "[4] notes: “Randomized trials are needed to test whether targeting exhaustion improves outcomes.”"
        ]
      },
      {
        "heading": "Likely directions",
        "points": [
          "Randomized or larger studies would test the newest clinical observations [4].",
          "Work on “cohort” is the newest thread and may grow [4]."
        ]
      }
    ]);
    expect(analysis.figures).toEqual([
      {
        "kind": "bars",
        "title": "Papers by month",
        "bars": [
          {
            "label": "2025-01",
            "value": 1
          },
          {
            "label": "2025-02",
            "value": 1
          },
          {
            "label": "2025-03",
            "value": 2
          }
        ]
      }
    ]);
    expect(analysis.confidence).toEqual({ score: 0.8, basis: "4 of 5 papers carry a publication date." });
  });

  it("cite only the papers sent, in every point, and give the same text every time", () => {
    for (const type of LITERATURE_ANALYSIS_TYPES) {
      const first = computed(type);
      expect(computed(type)).toEqual(first);
      for (const point of first.sections.flatMap((section) => section.points)) {
        const numbers = [...point.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
        expect(numbers.length, `${type}: ${point}`).toBeGreaterThan(0);
        expect(numbers.every((n) => n >= 1 && n <= TEST_PAPERS.length)).toBe(true);
      }
    }
  });

  it("write headings and bulleted points as the stored text", () => {
    expect(analysisText([{ heading: "A", points: ["x [1].", "y [2]."] }, { heading: "Empty", points: [] }, { heading: "B", points: ["z [3]."] }])).toBe(
      "A\n• x [1].\n• y [2].\n\nB\n• z [3].",
    );
  });
});

describe("confidence that means something (issue 15 §4)", () => {
  const undated = TEST_PAPERS.map((paper) => ({ ...paper, published_date: null }));

  it("is the share of the papers that carried what the analysis needs, stated in a sentence", () => {
    const twoOfFive = TEST_PAPERS.map((paper, index) => (index < 2 ? paper : { ...paper, published_date: null }));
    expect(computed("research_trends", { papers: twoOfFive }).confidence).toEqual({ score: 0.4, basis: "2 of 5 papers carry a publication date." });
    expect(computed("future_directions", { papers: TEST_PAPERS.slice(4).concat(TEST_PAPERS[0]!) }).confidence).toEqual({
      score: 0.5,
      basis: "1 of 2 papers carries a publication date.",
    });
    const oneAbstract = TEST_PAPERS.map((paper, index) => (index === 0 ? paper : { ...paper, abstract: "" }));
    expect(computed("gap_analysis", { papers: oneAbstract }).confidence).toEqual({ score: 0.2, basis: "1 of 5 papers comes with an abstract." });
  });

  it("computes nothing, and says why, when no paper carries what the analysis needs", () => {
    const bare: Paper[] = TEST_PAPERS.map((paper) => ({ ...paper, title: "A note", abstract: "", authors: ["Solo Author"], published_date: null }));
    const nothing = Object.fromEntries(LITERATURE_ANALYSIS_TYPES.map((type) => [type, computeAnalysis(type, { papers: bare })]));
    expect(nothing).toEqual({
      research_trends: { nothing: "Research Trends follows papers over time, and none of these papers carries a publication date." },
      methodology_analysis: {
        nothing: "Methodology Analysis reads the methods papers name, and none of these papers names a recognised method in its title or abstract.",
      },
      gap_analysis: { nothing: "Gap Analysis reads the papers' abstracts, and none of these papers came with one." },
      collaboration_network: { nothing: "Collaboration Network maps co-authors, and none of these papers lists two or more authors." },
      future_directions: { nothing: "Future Directions starts from the newest papers, and none of these papers carries a publication date." },
    });
    expect(computeAnalysis("research_trends", { papers: undated })).toHaveProperty("nothing");
  });
});

describe("the built-in research assistant", () => {
  it("answers with the papers closest to the question's words, citing them", async () => {
    const reply = await answer("Which methods study T cell exhaustion?", TEST_PAPERS);
    expect(reply.cited).toEqual([0, 1, 3]);
    expect(reply.text).toBe(
      [
        "Of the 5 papers in view, these 3 are closest to your question:",
        "• [1] “Genome-wide CRISPR screen identifies regulators of T cell exhaustion” (bioRxiv, 2025-01-10): Knockout of several regulators reduced T cell exhaustion in tumour models in mice. Methods: CRISPR screen, Mouse model.",
        "• [2] “Single-cell RNA-seq atlas of T cell exhaustion in tumour tissue” (bioRxiv, 2025-02-03): Single-cell RNA-seq of 40 tumours mapped T cell exhaustion states. Methods: Single-cell RNA-seq, Deep learning.",
        "• [4] “A cohort study of T cell exhaustion markers and survival” (medRxiv, 2025-03-20): In a prospective cohort of 1,200 patients, exhaustion markers predicted survival. Methods: Cohort study.",
      ].join("\n"),
    );
    expect(reply.confidence).toEqual({ score: 1, basis: "2 of 2 search terms of your question appear in the 5 papers in view." });
  });

  it("names the authors when asked who", async () => {
    const reply = await answer("Who works on ferroptosis?", TEST_PAPERS);
    expect(reply.cited).toEqual([4]);
    expect(reply.text).toBe(
      "Of the 5 papers in view, this one is closest to your question:\n" +
        "• [5] “Ferroptosis sensitivity of exhausted T cells” (bioRxiv): Ferroptosis inducers killed exhausted T cells in vitro. Authors: Ivan Petrov.",
    );
  });

  it("says so when no paper matches, and lists what is in view", async () => {
    const reply = await answer("zebrafish heart regeneration", TEST_PAPERS.slice(0, 2));
    expect(reply.text).toBe(
      "None of the 2 papers in view mentions “zebrafish”, “heart”, “regeneration”. They cover:\n" +
        "• [1] “Genome-wide CRISPR screen identifies regulators of T cell exhaustion”\n" +
        "• [2] “Single-cell RNA-seq atlas of T cell exhaustion in tumour tissue”",
    );
    expect(reply.confidence).toEqual({ score: 0, basis: "0 of 3 search terms of your question appear in the 2 papers in view." });
  });

  // Issue 15 §5: "None of the 1 papers in view mentions", "Of the 1 papers in view".
  it("counts a single paper in view in the singular", async () => {
    expect((await answer("zebrafish", TEST_PAPERS.slice(0, 1))).text).toBe(
      "The paper in view does not mention “zebrafish”. It covers:\n" +
        "• [1] “Genome-wide CRISPR screen identifies regulators of T cell exhaustion”",
    );
    expect((await answer("CRISPR screen", TEST_PAPERS.slice(0, 1))).text).toMatch(/^Of the 1 paper in view, this one is closest to your question:\n/);
  });

  it("names the part of a two-part question that no paper mentions", async () => {
    const reply = await answer("What about ferroptosis and zebrafish?", TEST_PAPERS);
    expect(reply.cited).toEqual([4]);
    expect(reply.text.split("\n").at(-1)).toBe("None of the papers in view mentions “zebrafish”.");
    expect(reply.confidence?.score).toBe(0.5);
    // Terms are matched by stem but named as asked.
    const german = await answer("Welche Studien sind zu Brustkrebs relevant?", TEST_PAPERS);
    expect(german.text.split("\n")[0]).toBe("None of the 5 papers in view mentions “brustkrebs”. They cover:");
  });

  it("does not search for filler words, in any supported language", async () => {
    // It once answered "None of the 5 papers in view mentions “relevant”".
    for (const question of [
      "Which papers are relevant?",
      "Tell me something interesting please",
      "Welche Studien sind hier relevant?",
      "Quels sont les articles les plus pertinents ?",
      "¿Cuáles son los artículos más relevantes?",
      "Quali sono gli articoli più rilevanti?",
      "Quais são os artigos mais relevantes?",
      "有哪些相关论文？",
      "関連する論文はありますか",
      "관련 논문이 있나요?",
    ]) {
      const reply = await answer(question, TEST_PAPERS);
      expect(reply.text, question).toMatch(/^Here are the 5 papers in view:/);
      expect(reply.confidence, question).toBeNull();
    }
    const focused = await answer("What are the relevant findings on ferroptosis?", TEST_PAPERS);
    expect(focused.cited).toEqual([4]);
    expect(focused.text).not.toContain("relevant");
  });

  it("asks for a search first when no papers are in view", async () => {
    expect(await answerQuestion("anything", [])).toEqual({ nothing: "There are no papers in view yet. Search for papers first, then ask me about them." });
  });
});
