import { and, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../core/db/client";
import { articleSources, catalysts, entities, newsItems } from "../../core/db/schema";
import { enqueueJob } from "../../core/jobs/queue";
import type { JobDefinition } from "../../core/jobs/runner";
import type { AiEngine } from "../../core/ai/engine";
import type { Logger } from "../../core/logger";
import type { Recognition } from "../../core/recognize";
import { readCatalysts, type ExtractedCatalyst } from "../../core/recognize/catalysts";
import { queueCatalystAlertMatching } from "../alerts";
import { recognizeKnownEntities, resolveEntity } from "../entities";
import { providerCatalysts } from "./provider";
import { standsFor } from "./repo";
import { decide, newCatalyst, settledBy, withEstimatedGoalDates, type FoundCatalyst, type StoredCatalyst } from "./reconcile";

// Filing an item's catalysts (issue 21 §1): read from the original article and from the English
// title and summary, resolved to the entities the item's filing found, and written in one
// transaction, closing or moving the catalysts the calendar already holds.

export const EXTRACT_JOB = "catalysts.extract";

/**
 * Call in the transaction that publishes an item: its catalysts are filed by a job that commits
 * with the publication or not at all, once per publication (the item's version).
 */
export async function queueCatalystFiling(tx: Database, item: { id: string; version: number }): Promise<void> {
  await enqueueJob(tx, EXTRACT_JOB, { newsItemId: item.id }, { dedupeKey: `${EXTRACT_JOB}:${item.id}:${item.version}` });
}

/** An entity a mention key stands for: its id, and its address (regulators are compared by it). */
export type KnownEntity = { id: string; slug: string };

/** An extracted catalyst with its mention keys resolved; a key nothing resolved is no link. */
export function resolveCatalyst(extracted: ExtractedCatalyst, known: ReadonlyMap<string, KnownEntity>, method: FoundCatalyst["method"] = "rules"): FoundCatalyst {
  const { asset, assetMention: _assetMention, company, indication, trial, regulator, ...rest } = extracted;
  const idOf = (key: string | null) => (key ? known.get(key)?.id : undefined) ?? null;
  return {
    ...rest,
    assetId: idOf(asset),
    companyId: idOf(company),
    indicationId: idOf(indication),
    trialId: idOf(trial),
    regulatorId: idOf(regulator),
    regulatorSlug: (regulator ? known.get(regulator)?.slug : undefined) ?? null,
    indicationSlug: (indication ? known.get(indication)?.slug : undefined) ?? null,
    method,
  };
}

/** Whether `other` is `found` read again: the same type of the same asset, or, naming no asset, of the same company. */
const covers = (found: FoundCatalyst, other: FoundCatalyst) =>
  found.type === other.type && (other.assetId ? found.assetId === other.assetId : found.companyId === other.companyId);

/** The original's catalysts, then those of the English text that the original lacks. */
function mergeReadings(readings: readonly (readonly FoundCatalyst[])[]): FoundCatalyst[] {
  const [first = [], ...others] = readings;
  return [...first, ...others.flat().filter((other) => !first.some((found) => covers(found, other)))];
}

/** What the provider adds on the rules' hard cases; a provider that fails or answers out of form adds nothing (the rules' catalysts stand). */
async function providerReading(deps: FilingDeps, text: string, recognition: Recognition, published: string, undecided: readonly string[]): Promise<ExtractedCatalyst[]> {
  if (!deps.ai) return [];
  try {
    return await providerCatalysts(deps.ai, text, recognition, published, undecided);
  } catch (error) {
    deps.logger?.warn(`[catalysts] the AI provider's reading failed, the rules' catalysts kept: ${(error as Error).message}`);
    return [];
  }
}

async function readFoundCatalysts(deps: FilingDeps, text: string, published: string): Promise<FoundCatalyst[]> {
  const { db } = deps;
  const { recognition, entities: known } = await recognizeKnownEntities(db, text);
  const { catalysts: ruled, undecided } = readCatalysts(text, recognition, published);
  const read = [...ruled.map((catalyst) => ({ catalyst, method: "rules" as const })), ...(await providerReading(deps, text, recognition, published, undecided)).map((catalyst) => ({ catalyst, method: "ai" as const }))];
  // A research code only the catalyst named (the recognizer left it out) gets its entity as a mention would.
  for (const { catalyst } of read) {
    if (catalyst.assetMention && !known.has(catalyst.assetMention.key)) known.set(catalyst.assetMention.key, await resolveEntity(db, catalyst.assetMention));
  }
  // A date of nothing the calendar can name (no asset, no company) is no one's catalyst.
  return read.map(({ catalyst, method }) => resolveCatalyst(catalyst, known, method)).filter((found) => found.assetId !== null || found.companyId !== null);
}

/** The database, and the AI provider and logger when the job has them (the provider reads the rules' hard cases). */
export type FilingDeps = { db: Database; ai?: AiEngine; logger?: Logger };

/**
 * Files the catalysts a published item states: read from its original article when it was
 * fetched and from its English title and summary. Safe to run again: what the item already filed
 * is not filed twice. An item no longer published files nothing (its next publication will).
 */
export async function fileCatalysts(deps: FilingDeps, newsItemId: string, now = new Date()): Promise<FilingResult> {
  const { db } = deps;
  const [item] = await db
    .select({ title: newsItems.title, summaryText: newsItems.summaryText, sourceUrl: newsItems.sourceUrl, publishedAt: newsItems.publishedAt, feedAt: newsItems.feedAt })
    .from(newsItems)
    .where(and(eq(newsItems.id, newsItemId), eq(newsItems.status, "published")));
  if (!item) return { added: 0, updated: 0 };
  const published = (item.publishedAt ?? item.feedAt).toISOString().slice(0, 10);
  const [source] = await db.select({ title: articleSources.title, text: articleSources.text }).from(articleSources).where(eq(articleSources.sourceUrl, item.sourceUrl));
  const readings = [];
  if (source) readings.push(await readFoundCatalysts(deps, `${source.title}\n\n${source.text}`, published));
  readings.push(await readFoundCatalysts(deps, `${item.title}\n\n${item.summaryText}`, published));
  return fileFoundCatalysts(db, newsItemId, withEstimatedGoalDates(mergeReadings(readings)), now);
}

type FilingResult = { added: number; updated: number };

/** An entity column as its canonical entity's id: a merge makes the merged one point straight at the other. */
const canonical = (column: AnyPgColumn) => sql<string | null>`(select coalesce(e.merged_into, e.id) from ${entities} e where e.id = ${column})`;

/** An entity column as its canonical entity's address. */
const slugOf = (column: AnyPgColumn) => sql<string | null>`(select coalesce(m.slug, e.slug) from ${entities} e left join ${entities} m on m.id = e.merged_into where e.id = ${column})`;

const STORED_COLUMNS = {
  id: catalysts.id,
  type: catalysts.type,
  detail: catalysts.detail,
  status: catalysts.status,
  dateStart: catalysts.dateStart,
  dateEnd: catalysts.dateEnd,
  precision: catalysts.precision,
  dateText: catalysts.dateText,
  assetId: canonical(catalysts.assetId),
  companyId: canonical(catalysts.companyId),
  indicationId: canonical(catalysts.indicationId),
  trialId: canonical(catalysts.trialId),
  regulatorId: canonical(catalysts.regulatorId),
  regulatorSlug: slugOf(catalysts.regulatorId),
  indicationSlug: slugOf(catalysts.indicationId),
  sourceItemId: catalysts.sourceItemId,
  history: catalysts.history,
  review: catalysts.review,
};

/** The catalysts `found` may be: the same asset's, or with no asset on either, the same company's; not rejected ones. */
async function candidatesFor(tx: Database, found: FoundCatalyst): Promise<StoredCatalyst[]> {
  const subject = found.assetId
    ? standsFor(catalysts.assetId, found.assetId)
    : found.companyId
      ? and(sql`${catalysts.assetId} is null`, standsFor(catalysts.companyId, found.companyId))
      : undefined;
  if (!subject) return [];
  return tx.select(STORED_COLUMNS).from(catalysts).where(and(subject, ne(catalysts.review, "rejected"))).for("update");
}

/** Whether the item already filed this very catalyst (kept whatever an editor decided of it, rejected too). */
function alreadyFiled(found: FoundCatalyst, own: readonly StoredCatalyst[]): boolean {
  const status = found.status === "actual" ? "happened" : found.status;
  return own.some(
    (stored) =>
      stored.type === found.type &&
      stored.status === status &&
      stored.assetId === found.assetId &&
      stored.companyId === found.companyId &&
      stored.detail === found.detail &&
      stored.regulatorId === found.regulatorId &&
      stored.dateStart === found.date.start &&
      stored.dateEnd === found.date.end,
  );
}

/**
 * Writes what an item's catalysts do to the calendar, in one transaction: each closes or moves the
 * catalyst it matches (an accepted one stays accepted: an editor published the item that changed
 * it, and the saved searches following its asset or company hear of it), or is added for review.
 */
export async function fileFoundCatalysts(db: Database, newsItemId: string, found: readonly FoundCatalyst[], now = new Date()): Promise<FilingResult> {
  if (found.length === 0) return { added: 0, updated: 0 };
  // Two items filed at once about one asset must not both add it: one lock per subject, taken in one order.
  const subjects = [...new Set(found.map((catalyst) => catalyst.assetId ?? catalyst.companyId).filter((id) => id !== null))].sort();
  return db.transaction(async (tx) => {
    for (const subject of subjects) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalysts:${subject}`}))`);
    const own = await tx.select(STORED_COLUMNS).from(catalysts).where(eq(catalysts.sourceItemId, newsItemId));
    const result = { added: 0, updated: 0 };
    for (const catalyst of found) {
      if (alreadyFiled(catalyst, own)) continue;
      const candidates = await candidatesFor(tx, catalyst);
      const decision = decide(catalyst, candidates, newsItemId, now);
      if (decision.kind === "new") {
        const [row] = await tx.insert(catalysts).values(newCatalyst(catalyst, newsItemId, now)).returning(STORED_COLUMNS);
        own.push(row!);
        result.added += 1;
      }
      const updates = decision.kind === "update" ? [decision] : [];
      const closed = new Set(updates.map(({ target }) => target.id));
      if (decision.kind !== "unchanged") updates.push(...settledBy(catalyst, candidates, newsItemId, closed));
      for (const { target, changes, dated } of updates) {
        const [row] = await tx.update(catalysts).set(changes).where(eq(catalysts.id, target.id)).returning(STORED_COLUMNS);
        own.push(row!);
        result.updated += 1;
        if (dated && target.review === "accepted") await queueFollowers(tx, { ...row!, key: `${target.id}:${newsItemId}` });
      }
    }
    return result;
  });
}

/** The saved searches following a catalyst's asset or company hear of its source item (features/alerts). */
export async function queueFollowers(tx: Database, catalyst: { sourceItemId: string; assetId: string | null; companyId: string | null; key: string }): Promise<void> {
  const entityIds = [catalyst.assetId, catalyst.companyId].filter((id) => id !== null);
  await queueCatalystAlertMatching(tx, { newsItemId: catalyst.sourceItemId, entityIds, key: catalyst.key });
}

export function extractJob(deps: FilingDeps): JobDefinition {
  return {
    run: ({ job }) => fileCatalysts(deps, String((job.payload as { newsItemId: string }).newsItemId)),
  };
}
