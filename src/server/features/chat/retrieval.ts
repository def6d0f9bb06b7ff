import { and, eq, sql } from "drizzle-orm";
import { CHAT_LIMITS } from "@/shared/chat/contracts";
import type { ChatSourceKind } from "@/shared/chat/rules";
import { PREPRINT_SOURCES } from "@/shared/literature/limits";
import type { Trial } from "@/shared/trials/contracts";
import { SEARCH_QUERY_MAX } from "@/shared/trials/options";
import type { Database } from "../../core/db/client";
import { newsItems } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import type { Logger } from "../../core/logger";
import { searchPapers, type LiteratureSearchDeps } from "../literature";
import type { TrialsService } from "../trials";
import { anyTermQuery, termMatcher, termsNamedIn, type QuestionPlan, type TermMatcher } from "./question";

// The sources a self-answered chat reply is written from: published news items by full-text rank,
// and, where the question asks, studies from ClinicalTrials.gov and preprints from Europe PMC
// through the intelligence features' own services.

/** One retrieved source before it is numbered; `text` is what an answer may quote. */
export type Evidence = { kind: ChatSourceKind; title: string; url: string; text: string; date: string | null };

export type ChatSearchDeps = {
  db: Database;
  trials: TrialsService;
  literature: LiteratureSearchDeps;
  logger: Logger;
  /** How long to wait for the outside services; OUTSIDE_SEARCH_BUDGET_MS unless a test says otherwise. */
  outsideBudgetMs?: number;
};

// The outside services retry with back-off and could take most of a minute to fail; the chat
// waits this long for them, then answers from what it has and says what is missing.
const OUTSIDE_SEARCH_BUDGET_MS = 20_000;

export type GatheredEvidence = {
  evidence: Evidence[];
  /** Where was looked, for the answer's words ("our news and ClinicalTrials.gov"). */
  searched: ChatSourceKind[];
  /** Outside services that failed; the answer says so rather than pretending they had nothing. */
  failed: ChatSourceKind[];
  /** Terms of the question that no source names, even searched for alone: the answer says so. */
  unfound: string[];
};

// Europe PMC's abstracts and the registry's summaries are long; the answer reads their start.
const OUTSIDE_TEXT_CHARS = 3_000;
// A title match says more than a word deep in a summary.
const TITLE_BOOST = 0.1;

const isoDate = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/** The published items that share most words with the question, best first. */
async function findNewsEvidence(db: Database, terms: readonly string[], limit: number): Promise<Evidence[]> {
  const text = anyTermQuery(terms);
  if (!text) return [];
  const query = sql`to_tsquery('simple', ${text})`;
  const rank = sql<number>`ts_rank(${newsItems.search}, ${query}) + case when to_tsvector('simple', ${newsItems.title}) @@ ${query} then ${TITLE_BOOST}::real else 0 end`;
  const rows = await db
    .select({ id: newsItems.id, title: newsItems.title, summaryText: newsItems.summaryText, feedAt: newsItems.feedAt })
    .from(newsItems)
    .where(and(eq(newsItems.status, "published"), sql`${newsItems.search} @@ ${query}`))
    .orderBy(sql`${rank} desc`, sql`${newsItems.feedAt} desc`, newsItems.id)
    .limit(limit);
  return rows.map((row) => ({
    kind: "news",
    title: row.title,
    url: `/news/${row.id}`,
    text: row.summaryText,
    date: isoDate(row.feedAt),
  }));
}

/** A study's facts as a sentence first, so an extractive answer can always say what it is. */
function trialEvidence(trial: Trial): Evidence {
  const phase = trial.phase.startsWith("Not ") ? null : trial.phase;
  const facts = [trial.statusLabel, phase, trial.sponsor ? `sponsored by ${trial.sponsor}` : null].filter(Boolean).join(", ");
  return {
    kind: "trial",
    title: `${trial.title} (${trial.id})`,
    url: trial.url,
    text: `${trial.title} (${trial.id}): ${facts}.\n${(trial.summary ?? "").slice(0, OUTSIDE_TEXT_CHARS)}`,
    date: trial.startDate,
  };
}

async function searchTrialEvidence(deps: ChatSearchDeps, plan: QuestionPlan, limit: number, signal?: AbortSignal) {
  const response = await deps.trials.searchTrials(
    {
      query: plan.terms.join(" ").slice(0, SEARCH_QUERY_MAX),
      phase: plan.trialPhase,
      status: plan.trialStatus,
      country: "all",
      ageGroup: "all",
    },
    signal,
  );
  return response.trials.slice(0, limit).map(trialEvidence);
}

async function searchPreprintEvidence(deps: ChatSearchDeps, plan: QuestionPlan, limit: number): Promise<Evidence[]> {
  const response = await searchPapers(deps.literature, {
    query: plan.terms.join(" "),
    sources: [...PREPRINT_SOURCES],
    limit,
  });
  return response.results.map((paper) => ({
    kind: "preprint",
    title: paper.title,
    url: paper.url,
    text: `${paper.title}.\n${paper.abstract.slice(0, OUTSIDE_TEXT_CHARS)}`,
    date: paper.published_date,
  }));
}

type Search = { kind: ChatSourceKind; run: () => Promise<Evidence[]> };

/** Runs an outside search with the budget's signal, and stops waiting for it once the budget is spent. */
function withinBudget<T>(budgetMs: number, run: (signal: AbortSignal) => Promise<T>, caller?: AbortSignal): Promise<T> {
  const budget = AbortSignal.timeout(budgetMs);
  const signal = caller ? AbortSignal.any([caller, budget]) : budget;
  return new Promise<T>((resolve, reject) => {
    const stop = () =>
      reject(budget.aborted && !caller?.aborted ? new AppError("remote_failed", "The search took too long.") : signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener("abort", stop, { once: true });
    run(signal)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", stop));
  });
}

/**
 * Searches news (always) and the outside services the question asks for, together. Each kind asked
 * for gets its share of CHAT_LIMITS.sourcesMax first; news fills the rest, then any leftovers.
 */
export async function gatherEvidence(deps: ChatSearchDeps, plan: QuestionPlan, signal?: AbortSignal): Promise<GatheredEvidence> {
  if (plan.terms.length === 0) return { evidence: [], searched: ["news"], failed: [], unfound: [] };
  const outsideKinds = [plan.asksForTrials && "trial", plan.asksForPreprints && "preprint"].filter(
    (kind): kind is "trial" | "preprint" => Boolean(kind),
  );
  const share = outsideKinds.length === 2 ? 2 : 3;
  const budgetMs = deps.outsideBudgetMs ?? OUTSIDE_SEARCH_BUDGET_MS;
  const searches: Search[] = outsideKinds.map((kind) => ({
    kind,
    run: () =>
      withinBudget(
        budgetMs,
        (budget) =>
          kind === "trial"
            ? searchTrialEvidence(deps, plan, CHAT_LIMITS.sourcesMax, budget)
            : searchPreprintEvidence(deps, plan, CHAT_LIMITS.sourcesMax),
        signal,
      ),
  }));
  searches.push({ kind: "news", run: () => findNewsEvidence(deps.db, plan.terms, CHAT_LIMITS.sourcesMax) });

  const settled = await Promise.allSettled(searches.map((search) => search.run()));
  const failed: ChatSourceKind[] = [];
  const found = settled.map((result, index) => {
    const { kind } = searches[index]!;
    if (result.status === "fulfilled") return result.value;
    // Our own database failing is our failure; an outside service failing leaves the others' sources.
    if (kind === "news") throw result.reason;
    deps.logger.warn(`[chat] ${kind} search failed: ${(result.reason as Error)?.message ?? String(result.reason)}`);
    failed.push(kind);
    return [];
  });

  const picked: Evidence[] = found.flatMap((list, index) => (searches[index]!.kind === "news" ? list : list.slice(0, share)));
  const rest = found.flatMap((list, index) => (searches[index]!.kind === "news" ? [] : list.slice(share)));
  const ranked = [...picked, ...rest].slice(0, CHAT_LIMITS.sourcesMax);
  // Nothing at all found: the answer says so for the whole question.
  const { evidence, unfound } = ranked.length > 0 ? await coverEveryTerm(deps.db, plan.terms, ranked) : { evidence: ranked, unfound: [] };
  return { evidence, searched: searches.map((search) => search.kind), failed, unfound };
}

const namedTerms = (source: Evidence, matchers: readonly TermMatcher[]) => termsNamedIn(matchers, `${source.title}\n${source.text}`);

/**
 * A question about two things ("KRAS and CAR-T") ranks the sources on the better-covered one
 * first. Each term no source names is searched in the news alone; its best item replaces the
 * last source that names nothing no other source names. A term that search finds nothing for
 * is `unfound`, so the answer can say so instead of leaving that part out.
 */
async function coverEveryTerm(db: Database, terms: readonly string[], ranked: Evidence[]): Promise<{ evidence: Evidence[]; unfound: string[] }> {
  const matchers = terms.map(termMatcher);
  const evidence = [...ranked];
  const unfound: string[] = [];
  for (const [index, term] of terms.entries()) {
    if (!matchers[index] || evidence.some((source) => namedTerms(source, matchers).includes(index))) continue;
    const [found] = await findNewsEvidence(db, [term], 1);
    if (!found) {
      unfound.push(term);
      continue;
    }
    if (evidence.some((source) => source.url === found.url)) continue;
    if (evidence.length >= CHAT_LIMITS.sourcesMax) {
      const spare = evidence.findLastIndex((source, at) =>
        namedTerms(source, matchers).every((named) => evidence.some((other, otherAt) => otherAt !== at && namedTerms(other, matchers).includes(named))),
      );
      if (spare < 0) continue;
      evidence.splice(spare, 1);
    }
    evidence.push(found);
  }
  return { evidence, unfound };
}
