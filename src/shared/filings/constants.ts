// The SEC screen's vocabularies and spec strings (agents-accounts-admin.md §2, §5, §7, §8), kept
// apart from the zod contracts so the screen can read them without loading zod.

import { plural } from "../plural";

export const FILING_TYPES = ["10-K", "20-F"] as const;
export type FilingType = (typeof FILING_TYPES)[number];

/** Forms as EDGAR files them: an annual report and its amendment (data-sources.md §2.3). */
export const FILING_FORMS = ["10-K", "10-K/A", "20-F", "20-F/A"] as const;
export type FilingForm = (typeof FILING_FORMS)[number];

/**
 * Whether a result's business description and key sections were read from its document: a search
 * reads only its newest few ("not_read" for the others, read on request); "unavailable" when SEC
 * did not give the document.
 */
export const SECTIONS_STATES = ["read", "not_read", "unavailable"] as const;

export const MARKET_ANALYSIS_TYPES = [
  "market_sizing",
  "competitive_analysis",
  "financial_performance",
  "risk_assessment",
  "strategic_insights",
] as const;
export type MarketAnalysisType = (typeof MARKET_ANALYSIS_TYPES)[number];

/** The channel marker of this screen's analyses (spec §3). */
export const MARKET_CHANNEL = "MARKET_INTELLIGENCE" as const;

export const FILING_QUERY_MAX = 200;
/** Caps on what a client may send back for analysis (one filing stays well under 20 KB). */
export const FILING_DESCRIPTION_MAX = 4000;
export const FILING_KEY_SECTIONS_MAX = 40;
export const FILING_TEXT_MAX = 300;
export const CHAT_MESSAGE_MAX = 2000;

export const SEARCH_CRITERIA_REQUIRED = {
  title: "Search Criteria Required",
  description: "Please enter a company name, ticker, or CIK number to search SEC filings.",
} as const;
export const SEARCH_FAILED = {
  title: "Search Failed",
  description: "There was an error searching SEC filings. Please try again.",
} as const;
export const NO_FILINGS_TO_ANALYZE = {
  title: "No Filings to Analyze",
  description: "Please search for SEC filings first before running analysis.",
} as const;

export const searchCompleteMessage = (count: number) => `Found ${plural(count, "relevant SEC filing")}.`;
export const analysisChatLine = (typeLabel: string) => `Run ${typeLabel} analysis on current filings`;
