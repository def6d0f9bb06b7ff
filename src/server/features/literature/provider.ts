import { z } from "zod";
import type { Citation } from "@/shared/analyses/contracts";
import type { Paper } from "@/shared/literature/contracts";
import type { LiteratureAnalysisType } from "@/shared/literature/limits";
import type { AiEngine } from "../../core/ai/engine";
import { citationsOf, truncate } from "./builtin/text";

// The same analyses written by an OpenAI-compatible provider (DESIGN.md "The AI engine"): the
// papers go in numbered, the answer comes back as checked sections, and citations that do not
// name a paper sent are removed.

const ABSTRACT_CHARS = 1500;

const providerAnalysisSchema = z.object({
  sections: z
    .array(z.object({ heading: z.string().min(1).max(200), points: z.array(z.string().min(1).max(1500)).min(1).max(10) }))
    .min(1)
    .max(8),
});

const GOALS: Record<LiteratureAnalysisType, string> = {
  research_trends: "Describe the research trends: topics and subject categories over time, what is rising and what is fading.",
  methodology_analysis: "Analyse the methodology: which methods and study designs the papers use (e.g. CRISPR screens, single-cell RNA-seq, RCTs, cohorts, mouse models, organoids, mass spectrometry, deep learning) and how they combine.",
  gap_analysis: "Find research gaps: topics, fields and kinds of evidence that are under-covered relative to the search query.",
  collaboration_network: "Describe the collaboration network: authors on several papers, co-authorship, team sizes and independent groups.",
  future_directions: "Describe likely future directions, based above all on the newest papers and what they say remains to be done.",
};

const SYSTEM = [
  "You are a research analyst for biotech and pharma professionals.",
  "Use only the numbered papers given. Cite papers by their number in square brackets, e.g. [2]; every point cites at least one paper.",
  "Write plain sentences without Markdown.",
].join(" ");

function describePapers(papers: readonly Paper[]): string {
  return papers
    .map((paper, index) =>
      [
        `[${index + 1}] ${paper.title}`,
        `Source: ${paper.source}${paper.category ? `; category: ${paper.category}` : ""}; published: ${paper.published_date ?? "unknown"}`,
        `Authors: ${paper.authors.slice(0, 12).join(", ")}${paper.authors.length > 12 ? ` and ${paper.authors.length - 12} more` : ""}`,
        `Abstract: ${truncate(paper.abstract || "(none)", ABSTRACT_CHARS)}`,
      ].join("\n"),
    )
    .join("\n\n");
}

/** Removes [n] marks that name no paper sent; returns the text and the papers it cites. */
function keepInputCitations(text: string, paperCount: number): { text: string; cited: number[] } {
  const cited = new Set<number>();
  const cleaned = text
    .replace(/\[(\d+)\]/g, (mark, digits: string) => {
      const n = Number(digits);
      if (n >= 1 && n <= paperCount) {
        cited.add(n - 1);
        return mark;
      }
      return "";
    })
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ ([.,;:])/g, "$1")
    .trim();
  return { text: cleaned, cited: [...cited].sort((a, b) => a - b) };
}

export function citedPapers(papers: readonly Paper[], cited: readonly number[]): Citation[] {
  return citationsOf(papers, cited.length > 0 ? cited : undefined);
}

export async function writeProviderAnalysis(ai: AiEngine, type: LiteratureAnalysisType, papers: readonly Paper[], query?: string) {
  const answer = await ai.generateStructured({
    name: "literature_analysis",
    system: SYSTEM,
    prompt: `${GOALS[type]}${query ? `\nThe search query was: ${query}` : ""}\n\nPapers:\n\n${describePapers(papers)}`,
    schema: providerAnalysisSchema,
  });
  const cited = new Set<number>();
  const sections = answer.sections.map((section) => ({
    heading: section.heading.trim(),
    points: section.points
      .map((point) => {
        const kept = keepInputCitations(point, papers.length);
        kept.cited.forEach((index) => cited.add(index));
        return kept.text;
      })
      .filter(Boolean),
  }));
  return { sections, cited: [...cited].sort((a, b) => a - b) };
}

export async function writeProviderReply(ai: AiEngine, question: string, papers: readonly Paper[]) {
  const reply = await ai.writeText({
    system: `${SYSTEM} If the papers do not answer the question, or only part of it, say briefly what they do not cover.`,
    prompt: `Papers:\n\n${papers.length > 0 ? describePapers(papers) : "(no papers in view)"}\n\nQuestion: ${question}`,
  });
  return keepInputCitations(reply, papers.length);
}
