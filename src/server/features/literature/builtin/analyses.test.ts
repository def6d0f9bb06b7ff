import { describe, expect, it } from "vitest";
import { LITERATURE_ANALYSIS_TYPES } from "@/shared/literature/limits";
import { analysisText, computeAnalysis } from "./analyses";
import { answerQuestion } from "./chat";
import { cite, evidenceConfidence } from "./text";
import { TEST_PAPERS } from "./test-papers";

const INPUT = { papers: TEST_PAPERS, query: "T cell exhaustion tumour microenvironment" };

describe("citations and confidence", () => {
  it("cites by number, collapsing runs of three or more", () => {
    expect(cite([0, 2])).toBe("[1][3]");
    expect(cite([4, 0, 1, 2, 3, 7, 6])).toBe("[1]–[5][7][8]");
    expect(cite([])).toBe("");
  });

  it("grows with the number of papers and the evidence found, up to 0.95", () => {
    expect(evidenceConfidence(10, 10, 1)).toBe(0.9);
    expect(evidenceConfidence(5, 10, 1)).toBe(0.7);
    expect(evidenceConfidence(1, 10, 0)).toBe(0.34);
    expect(evidenceConfidence(50, 10, 5)).toBe(0.9);
  });
});

describe("the built-in analyses, on fixed papers", () => {
  it("research_trends", () => {
    const analysis = computeAnalysis("research_trends", INPUT);
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
    expect(analysis.confidence).toBe(0.66);
  });

  it("methodology_analysis", () => {
    const analysis = computeAnalysis("methodology_analysis", INPUT);
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
    expect(analysis.confidence).toBe(0.7);
  });

  it("gap_analysis", () => {
    const analysis = computeAnalysis("gap_analysis", INPUT);
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
    expect(analysis.confidence).toBe(0.7);
  });

  it("collaboration_network", () => {
    const analysis = computeAnalysis("collaboration_network", INPUT);
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
    expect(analysis.confidence).toBe(0.66);
  });

  it("future_directions", () => {
    const analysis = computeAnalysis("future_directions", INPUT);
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
    expect(analysis.confidence).toBe(0.66);
  });

  it("cite only the papers sent, in every point, and give the same text every time", () => {
    for (const type of LITERATURE_ANALYSIS_TYPES) {
      const first = computeAnalysis(type, INPUT);
      expect(computeAnalysis(type, INPUT)).toEqual(first);
      expect(first.citations.map((citation) => citation.n)).toEqual([1, 2, 3, 4, 5]);
      expect(first.citations[3]).toEqual({ n: 4, label: TEST_PAPERS[3]!.title, url: TEST_PAPERS[3]!.url });
      for (const point of first.sections.flatMap((section) => section.points)) {
        const numbers = [...point.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
        expect(numbers.length, `${type}: ${point}`).toBeGreaterThan(0);
        expect(numbers.every((n) => n >= 1 && n <= TEST_PAPERS.length)).toBe(true);
      }
    }
  });

  it("are more confident with more papers", () => {
    const few = computeAnalysis("research_trends", { papers: TEST_PAPERS.slice(0, 2) });
    const all = computeAnalysis("research_trends", { papers: TEST_PAPERS });
    expect(few.confidence).toBeLessThan(all.confidence);
  });

  it("write headings and bulleted points as the stored text", () => {
    expect(analysisText([{ heading: "A", points: ["x [1].", "y [2]."] }, { heading: "Empty", points: [] }, { heading: "B", points: ["z [3]."] }])).toBe(
      "A\n• x [1].\n• y [2].\n\nB\n• z [3].",
    );
  });
});

describe("the built-in research assistant", () => {
  it("answers with the papers closest to the question's words, citing them", () => {
    const answer = answerQuestion("Which methods study T cell exhaustion?", TEST_PAPERS);
    expect(answer.cited).toEqual([0, 1, 3]);
    expect(answer.text).toBe(
      [
        "Of the 5 papers in view, these 3 are closest to your question:",
        "• [1] “Genome-wide CRISPR screen identifies regulators of T cell exhaustion” (bioRxiv, 2025-01-10): Knockout of several regulators reduced T cell exhaustion in tumour models in mice. Methods: CRISPR screen, Mouse model.",
        "• [2] “Single-cell RNA-seq atlas of T cell exhaustion in tumour tissue” (bioRxiv, 2025-02-03): Single-cell RNA-seq of 40 tumours mapped T cell exhaustion states. Methods: Single-cell RNA-seq, Deep learning.",
        "• [4] “A cohort study of T cell exhaustion markers and survival” (medRxiv, 2025-03-20): In a prospective cohort of 1,200 patients, exhaustion markers predicted survival. Methods: Cohort study.",
      ].join("\n"),
    );
    expect(answer.confidence).toBe(0.9);
  });

  it("names the authors when asked who", () => {
    const answer = answerQuestion("Who works on ferroptosis?", TEST_PAPERS);
    expect(answer.cited).toEqual([4]);
    expect(answer.text).toBe(
      "Of the 5 papers in view, this one is closest to your question:\n" +
        "• [5] “Ferroptosis sensitivity of exhausted T cells” (bioRxiv): Ferroptosis inducers killed exhausted T cells in vitro. Authors: Ivan Petrov.",
    );
  });

  it("says so when no paper matches, and lists what is in view", () => {
    const answer = answerQuestion("zebrafish heart regeneration", TEST_PAPERS.slice(0, 2));
    expect(answer.text).toBe(
      "None of the 2 papers in view mentions “zebrafish”, “heart”, “regeneration”. They cover:\n" +
        "• [1] “Genome-wide CRISPR screen identifies regulators of T cell exhaustion”\n" +
        "• [2] “Single-cell RNA-seq atlas of T cell exhaustion in tumour tissue”",
    );
    expect(answer.confidence).toBe(0.46);
  });

  // Issue 15 §5: "None of the 1 papers in view mentions", "Of the 1 papers in view".
  it("counts a single paper in view in the singular", () => {
    expect(answerQuestion("zebrafish", TEST_PAPERS.slice(0, 1)).text).toBe(
      "The paper in view does not mention “zebrafish”. It covers:\n" +
        "• [1] “Genome-wide CRISPR screen identifies regulators of T cell exhaustion”",
    );
    expect(answerQuestion("CRISPR screen", TEST_PAPERS.slice(0, 1)).text).toMatch(/^Of the 1 paper in view, this one is closest to your question:\n/);
  });

  it("asks for a search first when no papers are in view", () => {
    expect(answerQuestion("anything", []).text).toBe("There are no papers in view yet. Search for papers first, then ask me about them.");
  });
});
