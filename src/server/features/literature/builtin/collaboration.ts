import type { AnalysisFigure } from "@/shared/analyses/contracts";
import type { Paper } from "@/shared/literature/contracts";
import { plural } from "@/shared/plural";
import { allIndices, cite, type Section } from "./text";

// Co-authorship over the papers sent: who appears on several papers, who writes together.

const NETWORK_NODES = 12;
const PAIR_CANDIDATES = 50;

type Author = { key: string; label: string; papers: number[]; isLeadOrSenior: boolean; firstSeen: number };

export type AuthorNetwork = {
  authors: Author[];
  /** Pairs of author keys with the papers they share, heaviest first. */
  pairs: Array<{ a: Author; b: Author; papers: number[] }>;
  figure: Extract<AnalysisFigure, { kind: "network" }>;
};

/** "Zok S", "zok s." and "Zok  S" are one person. */
function authorKey(name: string): string {
  return name.toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();
}

export function authorNetwork(papers: readonly Paper[]): AuthorNetwork {
  const byKey = new Map<string, Author>();
  let seen = 0;
  papers.forEach((paper, index) => {
    paper.authors.forEach((name, position) => {
      const key = authorKey(name);
      if (!key) return;
      const author = byKey.get(key) ?? { key, label: name.trim(), papers: [], isLeadOrSenior: false, firstSeen: seen++ };
      if (!author.papers.includes(index)) author.papers.push(index);
      if (position === 0 || position === paper.authors.length - 1) author.isLeadOrSenior = true;
      byKey.set(key, author);
    });
  });
  const authors = [...byKey.values()].sort(
    (x, y) => y.papers.length - x.papers.length || Number(y.isLeadOrSenior) - Number(x.isLeadOrSenior) || x.firstSeen - y.firstSeen,
  );

  // Pairs are looked for among the 50 best-ranked authors on two or more papers: the strongest
  // pairs are among them, and consortium lists (1,000 names on several papers) stay cheap.
  const repeated = authors.filter((author) => author.papers.length >= 2).slice(0, PAIR_CANDIDATES);
  const pairs: AuthorNetwork["pairs"] = [];
  for (let i = 0; i < repeated.length; i += 1) {
    for (let j = i + 1; j < repeated.length; j += 1) {
      const shared = repeated[i]!.papers.filter((index) => repeated[j]!.papers.includes(index));
      if (shared.length >= 2) pairs.push({ a: repeated[i]!, b: repeated[j]!, papers: shared });
    }
  }
  pairs.sort((x, y) => y.papers.length - x.papers.length || x.a.firstSeen - y.a.firstSeen || x.b.firstSeen - y.b.firstSeen);

  const nodes = authors.slice(0, NETWORK_NODES);
  const edges: AuthorNetwork["figure"]["edges"] = [];
  for (let i = 0; i < nodes.length; i += 1) {
    for (let j = i + 1; j < nodes.length; j += 1) {
      const shared = nodes[i]!.papers.filter((index) => nodes[j]!.papers.includes(index)).length;
      if (shared > 0) edges.push({ source: nodes[i]!.key, target: nodes[j]!.key, weight: shared });
    }
  }
  return {
    authors,
    pairs,
    figure: {
      kind: "network",
      title: "Co-authorship network",
      nodes: nodes.map((author) => ({ id: author.key, label: author.label, weight: author.papers.length })),
      edges,
    },
  };
}

/** Groups of papers linked through shared authors (two or more papers each). */
function linkedGroups(papers: readonly Paper[], authors: readonly Author[]): number[][] {
  const parent = allIndices(papers);
  const find = (index: number): number => (parent[index] === index ? index : (parent[index] = find(parent[index]!)));
  for (const author of authors) {
    for (const index of author.papers.slice(1)) parent[find(index)] = find(author.papers[0]!);
  }
  const groups = new Map<number, number[]>();
  for (const index of allIndices(papers)) groups.set(find(index), [...(groups.get(find(index)) ?? []), index]);
  return [...groups.values()].filter((group) => group.length >= 2).sort((a, b) => b.length - a.length || a[0]! - b[0]!);
}

export function collaborationSections(papers: readonly Paper[], network: AuthorNetwork): Section[] {
  const all = allIndices(papers);
  const withAuthors = all.filter((index) => papers[index]!.authors.length > 0);
  if (withAuthors.length === 0) {
    return [{ heading: "Authorship", points: [`No author names came with these papers ${cite(all)}.`] }];
  }
  const sizes = withAuthors.map((index) => papers[index]!.authors.length).sort((a, b) => a - b);
  const median = sizes.length % 2 ? sizes[(sizes.length - 1) / 2]! : (sizes[sizes.length / 2 - 1]! + sizes[sizes.length / 2]!) / 2;
  const largest = withAuthors.filter((index) => papers[index]!.authors.length === sizes.at(-1));
  const authorship = [`${plural(network.authors.length, "distinct author")} wrote the ${plural(withAuthors.length, "paper")} ${cite(withAuthors)}.`];
  if (withAuthors.length > 1) {
    authorship.push(`Team sizes range from ${sizes[0]} to ${sizes.at(-1)} authors (median ${median}), the largest in ${cite(largest)}.`);
  }

  const repeated = network.authors.filter((author) => author.papers.length >= 2);
  const shared =
    repeated.length > 0
      ? repeated.slice(0, 5).map((author) => `${author.label} is an author of ${plural(author.papers.length, "paper")} ${cite(author.papers)}.`)
      : [`No author appears on more than one paper ${cite(withAuthors)}: these are independent groups.`];

  const sections: Section[] = [
    { heading: "Authorship", points: authorship },
    { heading: "Authors on several papers", points: shared },
  ];
  const collaborations = [
    ...network.pairs.slice(0, 3).map((pair) => `${pair.a.label} and ${pair.b.label} co-authored ${plural(pair.papers.length, "paper")} ${cite(pair.papers)}.`),
    ...linkedGroups(papers, repeated).map((group) => `Papers ${cite(group)} are linked through shared authors.`),
  ];
  if (collaborations.length > 0) sections.push({ heading: "Collaborations", points: collaborations });
  return sections;
}
