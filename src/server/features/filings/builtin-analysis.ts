import type { AnalysisDetails, AnalysisFigure, Citation } from "@/shared/analyses/contracts";
import type { MarketAnalysisType } from "@/shared/filings/constants";
import type { Filing } from "@/shared/filings/contracts";
import { formatMoney, formatPercent } from "@/shared/filings/money";
import { plural, pluralForm } from "@/shared/plural";
import { coverageConfidence, type Computation, type Confidence } from "../analyses";
import { RISK_THEMES, riskThemesOf } from "./risk-themes";

// The built-in engine's market analyses (DESIGN.md "The AI engine"): computed from the filings'
// XBRL figures and key sections, written as short statements that cite filings by number [n].
// Each states its confidence as the share of the input that carried what it needs, or, when no
// filing carried any, says there is nothing to analyse.


type Company = { n: number; filing: Filing; name: string };

const cite = (...numbers: number[]) => numbers.map((n) => `[${n}]`).join("");
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function filingLabel(filing: Filing): string {
  const year = (filing.period_end_date ?? filing.filing_date).slice(0, 4);
  return `${filing.company_name} ${filing.filing_type} ${year}`;
}

export function citationsFor(filings: Filing[]): Citation[] {
  return filings.map((filing, index) => ({ n: index + 1, label: filingLabel(filing), url: filing.document_url }));
}

/** Each company once, by its newest report in the set (a company's older reports repeat it). */
function companiesOf(filings: Filing[]): Company[] {
  const newest = new Map<string, Company>();
  filings.forEach((filing, index) => {
    const current = newest.get(filing.cik);
    const period = filing.period_end_date ?? filing.filing_date;
    const currentPeriod = current ? (current.filing.period_end_date ?? current.filing.filing_date) : "";
    if (!current || period > currentPeriod) newest.set(filing.cik, { n: index + 1, filing, name: filing.company_name });
  });
  return [...newest.values()].sort((a, b) => a.n - b.n);
}

const revenueOf = (company: Company) => company.filing.financial_highlights.revenue;
const currencyOf = (company: Company) => company.filing.financial_highlights.currency ?? "USD";
const money = (company: Company, value: number | null) => formatMoney(value, currencyOf(company));

function growthOf(company: Company): number | null {
  const { revenue, revenue_previous: previous } = company.filing.financial_highlights;
  if (revenue === null || previous === null || previous === 0) return null;
  return (revenue - previous) / Math.abs(previous);
}

function marginOf(company: Company): number | null {
  const { revenue, net_income: netIncome } = company.filing.financial_highlights;
  if (revenue === null || netIncome === null || revenue <= 0) return null;
  return netIncome / revenue;
}

/** Companies with revenue, largest first, in groups of one currency (amounts are never converted). */
function byCurrency(companies: Company[]): Array<{ currency: string; ranked: Company[] }> {
  const groups = new Map<string, Company[]>();
  for (const company of companies) {
    if (revenueOf(company) === null) continue;
    groups.set(currencyOf(company), [...(groups.get(currencyOf(company)) ?? []), company]);
  }
  return [...groups.entries()]
    .map(([currency, members]) => ({ currency, ranked: [...members].sort((a, b) => revenueOf(b)! - revenueOf(a)! || a.n - b.n) }))
    .sort((a, b) => b.ranked.length - a.ranked.length || a.currency.localeCompare(b.currency));
}

const mixedCurrencyNote = (groups: Array<{ currency: string }>) =>
  groups.length > 1
    ? [`Amounts are in each company's reporting currency (${groups.map((group) => group.currency).join(", ")}) and are not converted; rankings compare companies of one currency.`]
    : [];

function missing(companies: Company[], has: (company: Company) => boolean, what: string): string[] {
  const without = companies.filter((company) => !has(company));
  if (without.length === 0) return [];
  return [`No ${what} in the XBRL facts of ${without.map((company) => `${company.name} ${cite(company.n)}`).join(", ")}.`];
}

function revenueRanking(companies: Company[]): string[] {
  const groups = byCurrency(companies);
  const points = groups.flatMap(({ ranked }) =>
    ranked.map((company, index) => `${index + 1}. ${company.name}: revenue ${money(company, revenueOf(company))} ${cite(company.n)}.`),
  );
  return [...points, ...mixedCurrencyNote(groups), ...missing(companies, (company) => revenueOf(company) !== null, "revenue")];
}

function growthPoints(companies: Company[]): string[] {
  const withGrowth = companies.filter((company) => growthOf(company) !== null).sort((a, b) => growthOf(b)! - growthOf(a)! || a.n - b.n);
  const points = withGrowth.map((company) => {
    const growth = growthOf(company)!;
    const { revenue, revenue_previous: previous } = company.filing.financial_highlights;
    const verb = growth >= 0 ? "grew" : "fell";
    return `${company.name} revenue ${verb} ${formatPercent(Math.abs(growth))} year over year, from ${money(company, previous)} to ${money(company, revenue)} ${cite(company.n)}.`;
  });
  return [...points, ...missing(companies, (company) => growthOf(company) !== null, "prior-year revenue to compute growth")];
}

function marginPoints(companies: Company[]): string[] {
  const withMargin = companies.filter((company) => marginOf(company) !== null).sort((a, b) => marginOf(b)! - marginOf(a)! || a.n - b.n);
  const points = withMargin.map((company) => {
    const netIncome = company.filing.financial_highlights.net_income!;
    const result = netIncome >= 0 ? `net income ${money(company, netIncome)}` : `net loss ${money(company, Math.abs(netIncome))}`;
    return `${company.name}: net margin ${formatPercent(marginOf(company))} (${result} on revenue ${money(company, revenueOf(company))}) ${cite(company.n)}.`;
  });
  return [...points, ...missing(companies, (company) => marginOf(company) !== null, "revenue and net income to compute a margin")];
}

function revenueFigure(companies: Company[]): AnalysisFigure[] {
  const [main] = byCurrency(companies);
  if (!main || main.ranked.length === 0) return [];
  return [
    {
      kind: "bars",
      title: `Revenue by company (${main.currency} millions)`,
      bars: main.ranked.map((company) => ({ label: `[${company.n}] ${company.name}`, value: round1(revenueOf(company)! / 1e6) })),
    },
  ];
}

function marginFigure(companies: Company[]): AnalysisFigure[] {
  const withMargin = companies.filter((company) => marginOf(company) !== null).sort((a, b) => marginOf(b)! - marginOf(a)! || a.n - b.n);
  if (withMargin.length === 0) return [];
  return [
    {
      kind: "bars",
      title: "Net margin (%)",
      bars: withMargin.map((company) => ({ label: `[${company.n}] ${company.name}`, value: round1(marginOf(company)! * 100) })),
    },
  ];
}

const FIGURES_READ = ["revenue", "revenue_previous", "net_income", "total_assets"] as const;

/** The share of the four figures the financial analyses read that the companies report. */
function figureConfidence(companies: Company[]): Confidence {
  const have = companies.reduce(
    (sum, company) => sum + FIGURES_READ.filter((figure) => company.filing.financial_highlights[figure] !== null).length,
    0,
  );
  const of = FIGURES_READ.length * companies.length;
  return coverageConfidence(
    have,
    of,
    `${have} of the ${of} figures this analysis reads are reported: revenue, prior-year revenue, net income and total assets of ${plural(companies.length, "company", "companies")}.`,
  );
}

const hasSectionText = (filing: Filing) => filing.key_sections.length > 0 || filing.business_description !== "";

function sectionConfidence(filings: Filing[]): Confidence {
  const read = filings.filter(hasSectionText).length;
  return coverageConfidence(read, filings.length, `${read} of ${plural(filings.length, "filing")} came with section text (business and risk factors) to read.`);
}

function financialPerformance(filings: Filing[]): Computation {
  const companies = companiesOf(filings);
  const confidence = figureConfidence(companies);
  if (confidence.score === 0) {
    return { nothing: "Financial Performance needs revenue, net income or total assets, and none of these filings reports any in its XBRL facts." };
  }
  const assets = companies
    .filter((company) => company.filing.financial_highlights.total_assets !== null)
    .map((company) => `${company.name}: total assets ${money(company, company.filing.financial_highlights.total_assets)} ${cite(company.n)}.`);
  return {
    sections: [
      { heading: "Revenue ranking", points: revenueRanking(companies) },
      { heading: "Growth", points: growthPoints(companies) },
      { heading: "Margins", points: marginPoints(companies) },
      { heading: "Balance sheet", points: assets.length > 0 ? assets : ["No total assets in the XBRL facts of these filings."] },
    ],
    figures: [...revenueFigure(companies), ...marginFigure(companies)],
    confidence,
  };
}

function marketSizing(filings: Filing[]): Computation {
  const companies = companiesOf(filings);
  const groups = byCurrency(companies);
  const reporting = groups.reduce((sum, group) => sum + group.ranked.length, 0);
  if (reporting === 0) {
    return {
      nothing: "Market Sizing needs reported revenue, and no company in these filings reports revenue in its XBRL facts.",
    };
  }
  const size: string[] = [];
  const shares: string[] = [];
  const concentration: string[] = [];
  for (const { currency, ranked } of groups) {
    const total = ranked.reduce((sum, company) => sum + revenueOf(company)!, 0);
    size.push(
      `The ${plural(ranked.length, "company", "companies")} with reported revenue had combined annual revenue of ${formatMoney(total, currency)} ${cite(...ranked.map((company) => company.n))}.`,
    );
    if (total <= 0) continue;
    for (const company of ranked) {
      shares.push(`${company.name}: ${money(company, revenueOf(company))}, ${formatPercent(revenueOf(company)! / total)} of the set ${cite(company.n)}.`);
    }
    const top = ranked.slice(0, 3);
    const topShare = top.reduce((sum, company) => sum + revenueOf(company)!, 0) / total;
    concentration.push(
      ranked.length === 1
        ? `One company carries all of the set's ${currency} revenue ${cite(ranked[0]!.n)}.`
        : `The largest ${top.length} hold ${formatPercent(topShare)} of the set's ${currency} revenue ${cite(...top.map((company) => company.n))}.`,
    );
  }
  const floats = companies.filter((company) => company.filing.financial_highlights.market_cap !== null);
  const floatTotal = floats.reduce((sum, company) => sum + company.filing.financial_highlights.market_cap!, 0);
  const [main] = groups;
  const mainTotal = main ? main.ranked.reduce((sum, company) => sum + revenueOf(company)!, 0) : 0;
  return {
    sections: [
      {
        heading: "Market size",
        points: [
          ...size,
          ...mixedCurrencyNote(groups),
          "This sizes the companies in the result set, not the whole market.",
        ],
      },
      { heading: "Shares of revenue", points: [...shares, ...missing(companies, (company) => revenueOf(company) !== null, "revenue")] },
      { heading: "Concentration", points: concentration.length > 0 ? concentration : ["Concentration needs reported revenue."] },
      {
        heading: "Public float",
        points:
          floats.length > 0
            ? [`Public float (the cover-page market value held by non-affiliates, USD) adds up to ${formatMoney(floatTotal, "USD")} ${cite(...floats.map((company) => company.n))}.`]
            : ["None of these filings states a public float (20-F filers usually do not)."],
      },
    ],
    figures:
      main && mainTotal > 0
        ? [
            {
              kind: "bars",
              title: `Share of combined revenue (%, ${main.currency})`,
              bars: main.ranked.map((company) => ({ label: `[${company.n}] ${company.name}`, value: round1((revenueOf(company)! / mainTotal) * 100) })),
            },
          ]
        : [],
    confidence: coverageConfidence(
      reporting,
      companies.length,
      `${reporting} of ${plural(companies.length, "company", "companies")} in these filings ${pluralForm(reporting, "reports", "report")} revenue.`,
    ),
  };
}

function competitiveAnalysis(filings: Filing[]): Computation {
  const companies = companiesOf(filings);
  const confidence = figureConfidence(companies);
  if (confidence.score === 0) {
    return { nothing: "Competitive Analysis compares revenue, net income and total assets, and none of these filings reports any in its XBRL facts." };
  }
  const groups = byCurrency(companies);
  const scale = groups.flatMap(({ ranked }) => {
    const [leader, ...rest] = ranked;
    if (!leader) return [];
    const runnerUp = rest[0];
    const gap = runnerUp
      ? `, ${(revenueOf(leader)! / Math.max(1, revenueOf(runnerUp)!)).toFixed(1)} times ${runnerUp.name} (${money(runnerUp, revenueOf(runnerUp))}) ${cite(runnerUp.n)}`
      : "";
    return [`${leader.name} leads on scale with revenue of ${money(leader, revenueOf(leader))} ${cite(leader.n)}${gap}.`];
  });
  const margins = companies.filter((company) => marginOf(company) !== null);
  const profitable = margins.filter((company) => marginOf(company)! >= 0);
  const losing = margins.filter((company) => marginOf(company)! < 0);
  const best = [...margins].sort((a, b) => marginOf(b)! - marginOf(a)! || a.n - b.n)[0];
  const profitability = margins.length
    ? [
        `${profitable.length} of ${plural(margins.length, "company", "companies")} with figures ${pluralForm(profitable.length, "is", "are")} profitable${profitable.length ? ` ${cite(...profitable.map((company) => company.n))}` : ""}; ${losing.length} ${pluralForm(losing.length, "reports", "report")} a net loss${losing.length ? ` ${cite(...losing.map((company) => company.n))}` : ""}.`,
        `${best!.name} has the highest net margin, ${formatPercent(marginOf(best!))} ${cite(best!.n)}.`,
      ]
    : ["No company in the set reports both revenue and net income."];
  const growing = companies.filter((company) => growthOf(company) !== null).sort((a, b) => growthOf(b)! - growthOf(a)! || a.n - b.n);
  const momentum = growing.length
    ? [`${growing[0]!.name} grows fastest, ${formatPercent(growthOf(growing[0]!))} year over year ${cite(growing[0]!.n)}.`, ...growthPoints(companies).slice(1, growing.length)]
    : ["No company in the set reports two years of revenue."];
  const assets = companies
    .filter((company) => company.filing.financial_highlights.total_assets !== null)
    .sort((a, b) => b.filing.financial_highlights.total_assets! - a.filing.financial_highlights.total_assets! || a.n - b.n);
  return {
    sections: [
      { heading: "Scale", points: [...(scale.length ? scale : ["No company in the set reports revenue."]), ...mixedCurrencyNote(groups)] },
      { heading: "Profitability", points: profitability },
      { heading: "Momentum", points: momentum },
      {
        heading: "Resources",
        points: assets.length
          ? [`${assets[0]!.name} has the largest balance sheet, total assets of ${money(assets[0]!, assets[0]!.filing.financial_highlights.total_assets)} ${cite(assets[0]!.n)}.`]
          : ["No total assets reported."],
      },
    ],
    figures: [...revenueFigure(companies), ...marginFigure(companies)],
    confidence,
  };
}

type ThemeCount = { theme: string; numbers: number[] };

function themeCounts(filings: Filing[]): ThemeCount[] {
  const counts = RISK_THEMES.map(({ theme }) => ({ theme, numbers: [] as number[] }));
  filings.forEach((filing, index) => {
    const found = riskThemesOf([...filing.key_sections, filing.business_description].join("\n"));
    for (const count of counts) if (found.includes(count.theme)) count.numbers.push(index + 1);
  });
  return counts.filter((count) => count.numbers.length > 0).sort((a, b) => b.numbers.length - a.numbers.length);
}

function riskAssessment(filings: Filing[]): Computation {
  const numbered = filings.map((filing, index) => ({ filing, n: index + 1 }));
  const read = numbered.filter(({ filing }) => hasSectionText(filing));
  const unread = numbered.filter(({ filing }) => !hasSectionText(filing));
  if (read.length === 0) {
    return {
      nothing: "Risk Assessment reads the filings' business and risk-factor sections, and none of these filings came with section text.",
    };
  }
  const themes = themeCounts(filings);
  const companies = companiesOf(filings);
  const losses = companies.filter((company) => (company.filing.financial_highlights.net_income ?? 0) < 0);
  return {
    sections: [
      {
        heading: "Risk themes",
        points: themes.length
          ? themes.map(({ theme, numbers }) => `${theme}: named in ${numbers.length} of ${plural(read.length, "filing")} read ${cite(...numbers)}.`)
          : ["No risk themes could be read from these filings' sections."],
      },
      {
        heading: "Financial risk signals",
        points: losses.length
          ? losses.map((company) => `${company.name} reported a net loss of ${money(company, Math.abs(company.filing.financial_highlights.net_income!))} ${cite(company.n)}.`)
          : ["No company in the set reports a net loss."],
      },
      {
        heading: "Coverage",
        points: [
          `Sections were read from ${read.length} of ${plural(filings.length, "filing")}${read.length ? ` ${cite(...read.map(({ n }) => n))}` : ""}.`,
          ...(unread.length ? [`No section text for ${unread.map(({ filing, n }) => `${filingLabel(filing)} ${cite(n)}`).join(", ")}.`] : []),
        ],
      },
    ],
    figures: themes.length ? [{ kind: "bars", title: "Filings naming each risk theme", bars: themes.map(({ theme, numbers }) => ({ label: theme, value: numbers.length })) }] : [],
    confidence: sectionConfidence(filings),
  };
}

function strategicInsights(filings: Filing[]): Computation {
  const companies = companiesOf(filings);
  const figures = figureConfidence(companies);
  const sections = sectionConfidence(filings);
  if (figures.score === 0 && sections.score === 0) {
    return { nothing: "Strategic Insights needs reported figures or section text, and these filings carry neither." };
  }
  const [main] = byCurrency(companies);
  const leader = main?.ranked[0];
  const growing = companies.filter((company) => growthOf(company) !== null).sort((a, b) => growthOf(b)! - growthOf(a)! || a.n - b.n);
  const margins = companies.filter((company) => marginOf(company) !== null).sort((a, b) => marginOf(b)! - marginOf(a)! || a.n - b.n);
  const themes = themeCounts(filings);
  const position: string[] = [];
  if (leader) position.push(`${leader.name} is the scale leader of the set with revenue of ${money(leader, revenueOf(leader))} ${cite(leader.n)}.`);
  if (growing[0]) position.push(`${growing[0].name} shows the strongest momentum, revenue ${growthOf(growing[0])! >= 0 ? "up" : "down"} ${formatPercent(Math.abs(growthOf(growing[0])!))} ${cite(growing[0].n)}.`);
  if (margins[0]) position.push(`${margins[0].name} converts revenue to profit best, net margin ${formatPercent(marginOf(margins[0]))} ${cite(margins[0].n)}.`);
  const watch: string[] = [];
  const declining = growing.filter((company) => growthOf(company)! < 0);
  for (const company of declining) watch.push(`Revenue of ${company.name} is shrinking (${formatPercent(growthOf(company))}) ${cite(company.n)}.`);
  const losing = margins.filter((company) => marginOf(company)! < 0);
  for (const company of losing) watch.push(`${company.name} is loss-making (net margin ${formatPercent(marginOf(company))}) and may need funding or cost cuts ${cite(company.n)}.`);
  for (const { theme, numbers } of themes.slice(0, 3)) watch.push(`${theme} is named as a risk in ${numbers.length} of ${plural(filings.length, "filing")} ${cite(...numbers)}.`);
  const opportunities: string[] = [];
  const profitableGrowers = growing.filter((company) => growthOf(company)! > 0 && (marginOf(company) ?? -1) >= 0);
  for (const company of profitableGrowers) opportunities.push(`${company.name} combines growth with profit, a candidate benchmark ${cite(company.n)}.`);
  if (leader && main && main.ranked.length > 1) {
    const total = main.ranked.reduce((sum, company) => sum + revenueOf(company)!, 0);
    const share = revenueOf(leader)! / total;
    opportunities.push(
      share > 0.5
        ? `The set is concentrated (${formatPercent(share)} with ${leader.name}); challengers compete on niches ${cite(...main.ranked.map((company) => company.n))}.`
        : `No company holds half of the set's revenue (${leader.name} ${formatPercent(share)}); the field is open ${cite(...main.ranked.map((company) => company.n))}.`,
    );
  }
  return {
    sections: [
      { heading: "Positioning", points: position.length ? position : ["The filings carry too few figures to compare positions."] },
      { heading: "What to watch", points: watch.length ? watch : ["No declining revenue, losses or shared risk themes found in these filings."] },
      { heading: "Opportunities", points: opportunities.length ? opportunities : ["No company in the set both grows and makes a profit."] },
    ],
    figures: revenueFigure(companies),
    // Figures and sections weigh the same: the insights combine both.
    confidence: { score: round2((figures.score + sections.score) / 2), basis: `${figures.basis} ${sections.basis}` },
  };
}

const ANALYSES: Record<MarketAnalysisType, (filings: Filing[]) => Computation> = {
  market_sizing: marketSizing,
  competitive_analysis: competitiveAnalysis,
  financial_performance: financialPerformance,
  risk_assessment: riskAssessment,
  strategic_insights: strategicInsights,
};

export function computeMarketAnalysis(type: MarketAnalysisType, filings: Filing[]): Computation {
  return ANALYSES[type](filings);
}

/** The stored plain text of an analysis: each heading, then its points. */
export function sectionsToText(sections: AnalysisDetails["sections"]): string {
  return sections.map((section) => [section.heading, ...section.points.map((point) => `• ${point}`)].join("\n")).join("\n\n");
}

const CHAT_TOPICS: Array<{ pattern: RegExp; type: MarketAnalysisType; topic: string }> = [
  { pattern: /risk|threat|challenge|exposure|litigation|regulat/i, type: "risk_assessment", topic: "risks" },
  { pattern: /market|size|sizing|tam|share|concentrat/i, type: "market_sizing", topic: "market size" },
  { pattern: /compet|rival|peer|leader|versus|\bvs\b|compare/i, type: "competitive_analysis", topic: "competition" },
  { pattern: /revenue|growth|grow|margin|profit|income|loss|financ|earn|sales|assets/i, type: "financial_performance", topic: "financial performance" },
  { pattern: /strateg|opportunit|recommend|invest|outlook/i, type: "strategic_insights", topic: "strategy" },
];

/** The assistant's answer: an overview of the filings carries no confidence (it rests on no measure). */
export type ChatReply = { sections: AnalysisDetails["sections"]; figures: AnalysisFigure[]; confidence: Confidence | null } | { nothing: string };

export const NO_FILINGS_FOR_CHAT = "I answer from the SEC filings in your results: search for a company first, then ask again.";

/** The built-in assistant: the analysis that fits the question, cut to its first points. */
export function builtinChatReply(query: string, filings: Filing[]): ChatReply {
  if (filings.length === 0) return { nothing: NO_FILINGS_FOR_CHAT };
  const match = CHAT_TOPICS.find(({ pattern }) => pattern.test(query));
  if (!match) {
    const companies = companiesOf(filings);
    return {
      sections: [
        {
          heading: "Answer",
          points: [
            `Your results hold ${plural(filings.length, "filing")} from ${plural(companies.length, "company", "companies")}: ${companies.map((company) => `${filingLabel(company.filing)} ${cite(company.n)}`).join(", ")}.`,
            "Ask about revenue, growth, margins, market size, competitors, risks or strategy.",
          ],
        },
      ],
      figures: [],
      confidence: null,
    };
  }
  const analysis = computeMarketAnalysis(match.type, filings);
  if ("nothing" in analysis) return analysis;
  const points = analysis.sections.flatMap((section) => section.points).slice(0, 6);
  return { sections: [{ heading: `On ${match.topic}`, points }], figures: analysis.figures, confidence: analysis.confidence };
}
