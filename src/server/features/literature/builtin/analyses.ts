import type { AnalysisFigure } from "@/shared/analyses/contracts";
import type { LiteratureAnalysisType } from "@/shared/literature/limits";
import type { Paper } from "@/shared/literature/contracts";
import { plural, pluralForm } from "@/shared/plural";
import { searchTerms } from "../../../core/ai/stop-words";
import { coverageConfidence, type Computation } from "../../analyses";
import { authorNetwork, collaborationSections } from "./collaboration";
import { familyUses, methodUses, type MethodFamily } from "./methods";
import {
  RESEARCH_WORDS,
  allIndices,
  cite,
  monthOf,
  quote,
  rankTerms,
  sentencesOf,
  termCounts,
  termKey,
  paperText,
  truncate,
  type Section,
} from "./text";

// Each analysis states its confidence as the share of the papers that carried what it needs
// (dates, abstracts, named methods, authors), or, when none did, says there is nothing to analyse.

/** The papers, and the words of the search query that say what it is about (gap analysis). */
export type AnalysisInput = { papers: readonly Paper[]; queryTerms?: readonly string[] };

const QUERY_NOISE = new Set([...RESEARCH_WORDS, "biorxiv", "medrxiv"]);

/** The words of a search query, without stop words of its language nor the names of the sources. */
export function queryTermsOf(query: string | undefined): Promise<string[]> {
  return searchTerms(query ?? "", QUERY_NOISE);
}

/** "3 of 10 papers carry a publication date." */
function share(have: number, papers: readonly Paper[], one: string, many: string): string {
  return `${have} of ${plural(papers.length, "paper")} ${have === 1 ? one : many}.`;
}

const TOP_TERMS = 5;
const FIGURE_TERMS = 8;

/** Papers by month, oldest first; undated papers are left out of the figure. */
function timelineFigure(papers: readonly Paper[]): AnalysisFigure[] {
  const months = new Map<string, number>();
  for (const paper of papers) {
    const month = monthOf(paper);
    if (month) months.set(month, (months.get(month) ?? 0) + 1);
  }
  if (months.size === 0) return [];
  const bars = [...months.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([label, value]) => ({ label, value }));
  return [{ kind: "bars", title: "Papers by month", bars }];
}

function categoryCounts(papers: readonly Paper[]): Array<{ category: string; papers: number[] }> {
  const byCategory = new Map<string, number[]>();
  papers.forEach((paper, index) => {
    if (!paper.category) return;
    byCategory.set(paper.category, [...(byCategory.get(paper.category) ?? []), index]);
  });
  return [...byCategory.entries()]
    .map(([category, indices]) => ({ category, papers: indices }))
    .sort((a, b) => b.papers.length - a.papers.length || (a.category < b.category ? -1 : 1));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Dated papers, newest first (ties keep the search order). */
function byDateNewestFirst(papers: readonly Paper[]): number[] {
  return allIndices(papers)
    .filter((index) => papers[index]!.published_date)
    .sort((a, b) => {
      const dateA = papers[a]!.published_date!;
      const dateB = papers[b]!.published_date!;
      return dateA === dateB ? a - b : dateA < dateB ? 1 : -1;
    });
}

function researchTrends({ papers }: AnalysisInput): Computation {
  const n = papers.length;
  const sections: Section[] = [];

  const dated = byDateNewestFirst(papers);
  if (dated.length === 0) return { nothing: "Research Trends follows papers over time, and none of these papers carries a publication date." };
  const newest = papers[dated[0]!]!.published_date!;
  const oldest = papers[dated.at(-1)!]!.published_date!;
  const timeline = [
    oldest === newest
      ? `All ${plural(dated.length, "dated paper")} appeared on ${newest} ${cite(dated)}.`
      : `The ${plural(dated.length, "dated paper")} run from ${oldest} to ${newest} ${cite(dated)}.`,
  ];
  const months = timelineFigure(papers)[0];
  if (months?.kind === "bars" && months.bars.length > 1) {
    const busiest = [...months.bars].sort((a, b) => b.value - a.value || (a.label < b.label ? 1 : -1))[0]!;
    const inMonth = dated.filter((index) => monthOf(papers[index]!) === busiest.label);
    timeline.push(`The busiest month is ${busiest.label} with ${plural(busiest.value, "paper")} ${cite(inMonth)}.`);
  }
  const undated = allIndices(papers).filter((index) => !papers[index]!.published_date);
  if (undated.length > 0) {
    timeline.push(`${capitalize(plural(undated.length, "paper"))} ${pluralForm(undated.length, "carries", "carry")} no publication date ${cite(undated)}.`);
  }
  sections.push({ heading: "Publication timeline", points: timeline });

  const shared = rankTerms(papers, Math.min(2, n));
  const topics = shared.slice(0, TOP_TERMS).map((stat) => `${capitalize(quote(stat.term))} appears in ${stat.papers.length} of ${plural(n, "paper")} ${cite(stat.papers)}.`);
  sections.push({
    heading: "Leading topics",
    points: topics.length > 0 ? topics : [`No term is shared by two or more papers; the set is topically diverse ${cite(allIndices(papers))}.`],
  });

  if (dated.length >= 4) {
    const newerHalf = new Set(dated.slice(0, Math.floor(dated.length / 2)));
    const olderHalf = new Set(dated.slice(Math.floor(dated.length / 2)));
    const splitDate = papers[[...newerHalf].at(-1)!]!.published_date!;
    const rising = shared.filter((stat) => stat.papers.length >= 2 && stat.papers.every((index) => newerHalf.has(index))).slice(0, 3);
    const fading = shared.filter((stat) => stat.papers.length >= 2 && stat.papers.every((index) => olderHalf.has(index))).slice(0, 2);
    const points = [
      ...rising.map((stat) => `${capitalize(quote(stat.term))} appears only in the newer half (from ${splitDate}) ${cite(stat.papers)}.`),
      ...fading.map((stat) => `${capitalize(quote(stat.term))} appears only in the older half (before ${splitDate}) ${cite(stat.papers)}.`),
    ];
    if (points.length > 0) sections.push({ heading: "Rising and fading topics", points });
  }

  const categories = categoryCounts(papers);
  sections.push({
    heading: "Subject categories",
    points:
      categories.length > 0
        ? categories.map(({ category, papers: indices }) => `${capitalize(category)}: ${plural(indices.length, "paper")} ${cite(indices)}.`)
        : [`bioRxiv gave no subject category for these papers ${cite(allIndices(papers))}.`],
  });

  const figures: AnalysisFigure[] = [...timelineFigure(papers)];
  if (shared.length > 0) {
    figures.push({ kind: "bars", title: "Most frequent terms", bars: shared.slice(0, FIGURE_TERMS).map((stat) => ({ label: stat.term, value: stat.papers.length })) });
  }
  if (categories.length > 0) {
    figures.push({ kind: "bars", title: "Papers by category", bars: categories.map(({ category, papers: indices }) => ({ label: category, value: indices.length })) });
  }
  return { sections, figures, confidence: coverageConfidence(dated.length, n, share(dated.length, papers, "carries a publication date", "carry a publication date")) };
}

function methodologyAnalysis({ papers }: AnalysisInput): Computation {
  const n = papers.length;
  const { uses, byPaper } = methodUses(papers);
  if (uses.length === 0) {
    return { nothing: "Methodology Analysis reads the methods papers name, and none of these papers names a recognised method in its title or abstract." };
  }
  const families = familyUses(byPaper);
  const sections: Section[] = [];

  sections.push({
    heading: "Methods detected",
    points: uses.slice(0, 10).map(({ method, papers: indices }) => `${method.label} (${method.family.toLowerCase()}): ${indices.length} of ${plural(n, "paper")} ${cite(indices)}.`),
  });

  const mix = families.filter((family) => family.papers.length > 0).map(({ family, papers: indices }) => `${family}: ${plural(indices.length, "paper")} ${cite(indices)}.`);
  const combining = byPaper.flatMap((found, index) => (new Set(found.map((method) => method.family)).size >= 2 ? [index] : []));
  if (combining.length > 0) mix.push(`${capitalize(plural(combining.length, "paper"))} combine approaches from two or more families ${cite(combining)}.`);
  if (mix.length > 0) sections.push({ heading: "Approach mix", points: mix });

  const without = byPaper.flatMap((found, index) => (found.length === 0 ? [index] : []));
  if (without.length > 0) {
    sections.push({
      heading: "Not classified",
      points: [`No recognised method is named in ${cite(without)}; ${pluralForm(without.length, "its abstract", "their abstracts")} may be missing or describe other methods.`],
    });
  }

  const figures: AnalysisFigure[] = [
    { kind: "bars", title: "Papers by method", bars: uses.slice(0, 10).map(({ method, papers: indices }) => ({ label: method.label, value: indices.length })) },
    { kind: "bars", title: "Papers by approach family", bars: families.map(({ family, papers: indices }) => ({ label: family, value: indices.length })) },
  ];
  const named = n - without.length;
  return { sections, figures, confidence: coverageConfidence(named, n, share(named, papers, "names a recognised method", "name a recognised method")) };
}

function gapAnalysis({ papers, queryTerms = [] }: AnalysisInput): Computation {
  const n = papers.length;
  const withAbstract = papers.filter((paper) => paper.abstract).length;
  if (withAbstract === 0) return { nothing: "Gap Analysis reads the papers' abstracts, and none of these papers came with one." };
  const all = allIndices(papers);
  const sections: Section[] = [];
  const texts = papers.map((paper) => paperText(paper).toLowerCase());

  const coverage = queryTerms.map((term) => ({ term, papers: all.filter((index) => containsWord(texts[index]!, term)) }));
  if (queryTerms.length > 0) {
    const thin = coverage.filter((entry) => entry.papers.length < n / 2);
    sections.push({
      heading: "Coverage of the query",
      points:
        thin.length > 0
          ? thin.map(({ term, papers: indices }) =>
              indices.length === 0
                ? `${capitalize(quote(term))} from the query is not named in the title or abstract of any of the ${plural(n, "paper")} ${cite(all)}.`
                : `${capitalize(quote(term))} from the query appears in only ${indices.length} of ${plural(n, "paper")} ${cite(indices)}.`,
            )
          : [`Every query term appears in at least half of the papers ${cite(all)}.`],
    });
  }

  const categories = categoryCounts(papers);
  const categoryPoints: string[] = [];
  const dominant = categories[0];
  if (dominant && categories.length > 1 && dominant.papers.length >= 0.6 * n) {
    categoryPoints.push(`${capitalize(dominant.category)} holds ${dominant.papers.length} of ${plural(n, "paper")} ${cite(dominant.papers)}; other fields are thinly covered.`);
  }
  for (const { category, papers: indices } of categories) {
    if (indices.length === 1) categoryPoints.push(`${capitalize(category)} is represented by a single paper ${cite(indices)}.`);
  }
  if (categoryPoints.length > 0) sections.push({ heading: "Thinly covered fields", points: categoryPoints });

  const singles = rankTerms(papers, 1)
    .filter((stat) => stat.papers.length === 1 && stat.count >= 2 && !queryTerms.some((term) => stat.key.split(" ").includes(termKey(term))))
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1))
    .slice(0, 5);
  if (singles.length > 0) {
    sections.push({
      heading: "Under-explored topics",
      points: singles.map((stat) => `${capitalize(quote(stat.term))} is discussed by a single paper ${cite(stat.papers)}.`),
    });
  }

  const { byPaper } = methodUses(papers);
  const families = familyUses(byPaper);
  const missing = families.filter((family) => family.papers.length === 0);
  sections.push({
    heading: "Missing kinds of evidence",
    points:
      missing.length > 0
        ? missing.map(({ family }) => `No paper uses ${family.toLowerCase()} approaches ${cite(all)}.`)
        : [`Every family of approaches is used by at least one paper ${cite(all)}.`],
  });

  const figures: AnalysisFigure[] = [];
  if (queryTerms.length > 0) {
    figures.push({ kind: "bars", title: "Papers per query term", bars: coverage.map(({ term, papers: indices }) => ({ label: term, value: indices.length })) });
  }
  figures.push({ kind: "bars", title: "Papers by approach family", bars: families.map(({ family, papers: indices }) => ({ label: family, value: indices.length })) });
  return { sections, figures, confidence: coverageConfidence(withAbstract, n, share(withAbstract, papers, "comes with an abstract", "come with an abstract")) };
}

function containsWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u").test(text);
}

function collaborationNetwork({ papers }: AnalysisInput): Computation {
  const withTeams = papers.filter((paper) => paper.authors.length >= 2).length;
  if (withTeams === 0) return { nothing: "Collaboration Network maps co-authors, and none of these papers lists two or more authors." };
  const network = authorNetwork(papers);
  return {
    sections: collaborationSections(papers, network),
    figures: [network.figure],
    confidence: coverageConfidence(withTeams, papers.length, share(withTeams, papers, "lists two or more authors", "list two or more authors")),
  };
}

const NEXT_STEP_CUES = /\b(future|further|warrant|remains?|next|will|could|promising|need(?:s|ed)?|open the way|pave|prospects?)\b/i;

function futureDirections({ papers }: AnalysisInput): Computation {
  const n = papers.length;
  const dated = byDateNewestFirst(papers);
  if (dated.length === 0) return { nothing: "Future Directions starts from the newest papers, and none of these papers carries a publication date." };
  const order = [...dated, ...allIndices(papers).filter((index) => !dated.includes(index))];
  const newestCount = Math.min(n, Math.max(3, Math.ceil(n / 3)));
  const newest = order.slice(0, newestCount);
  const older = order.slice(newestCount);
  const sections: Section[] = [];

  sections.push({
    heading: "Newest work",
    points: newest.slice(0, 3).map((index) => {
      const paper = papers[index]!;
      return `${paper.published_date ?? "Undated"}: ${quote(truncate(paper.title, 160))} ${cite([index])}.`;
    }),
  });

  const olderTerms = new Set(older.flatMap((index) => [...termCounts(paperText(papers[index]!)).keys()]));
  const newestPapers = newest.map((index) => papers[index]!);
  const emerging = rankTerms(newestPapers, 1)
    .filter((stat) => !olderTerms.has(stat.key) && (stat.papers.length >= 2 || stat.count >= 2))
    .slice(0, 4)
    .map((stat) => ({ term: stat.term, papers: stat.papers.map((local) => newest[local]!) }));
  if (emerging.length > 0 && older.length > 0) {
    sections.push({
      heading: "Emerging topics",
      points: emerging.map(({ term, papers: indices }) => `${capitalize(quote(term))} appears only in the newest work ${cite(indices)}.`),
    });
  }

  const stated = newest.flatMap((index) => {
    const sentences = sentencesOf(papers[index]!.abstract).filter((sentence) => NEXT_STEP_CUES.test(sentence));
    const last = sentences.at(-1);
    return last ? [`${cite([index])} notes: ${quote(truncate(last, 240))}`] : [];
  });
  if (stated.length > 0) sections.push({ heading: "Stated next steps", points: stated });

  const { byPaper } = methodUses(papers);
  const newestFamilies = (family: MethodFamily) => newest.filter((index) => byPaper[index]!.some((method) => method.family === family));
  const computational = newestFamilies("Computational");
  const experimental = newestFamilies("Experimental models");
  const clinical = newestFamilies("Clinical and epidemiological");
  const likely: string[] = [];
  if (computational.length > 0 && clinical.length === 0) {
    likely.push(`Validating the newest computational results in experimental or clinical data is a likely next step ${cite(computational)}.`);
  }
  if (experimental.length > 0 && clinical.length === 0) {
    likely.push(`Carrying the newest preclinical findings toward human studies is a likely next step ${cite(experimental)}.`);
  }
  if (clinical.length > 0 && !newest.some((index) => byPaper[index]!.some((method) => method.label === "Randomized controlled trial"))) {
    likely.push(`Randomized or larger studies would test the newest clinical observations ${cite(clinical)}.`);
  }
  if (emerging[0] && older.length > 0) likely.push(`Work on ${quote(emerging[0].term)} is the newest thread and may grow ${cite(emerging[0].papers)}.`);
  if (likely.length === 0) likely.push(`The newest work continues the main topics of the set; no new thread stands out ${cite(newest)}.`);
  sections.push({ heading: "Likely directions", points: likely });

  return {
    sections,
    figures: timelineFigure(papers),
    confidence: coverageConfidence(dated.length, n, share(dated.length, papers, "carries a publication date", "carry a publication date")),
  };
}

const ANALYSES: Record<LiteratureAnalysisType, (input: AnalysisInput) => Computation> = {
  research_trends: researchTrends,
  methodology_analysis: methodologyAnalysis,
  gap_analysis: gapAnalysis,
  collaboration_network: collaborationNetwork,
  future_directions: futureDirections,
};

export function computeAnalysis(type: LiteratureAnalysisType, input: AnalysisInput): Computation {
  return ANALYSES[type](input);
}

/** The plain text stored as ai_response and shown in the chat: headings, then one point a line. */
export function analysisText(sections: readonly Section[]): string {
  return sections
    .filter((section) => section.points.length > 0)
    .map((section) => [section.heading, ...section.points.map((point) => `• ${point}`)].join("\n"))
    .join("\n\n");
}
