import { plural } from "@/shared/plural";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { NewsCredits } from "@/shared/news/contracts";
import { NEWS_CREDITS } from "@/shared/limits";
import type { Database } from "../../core/db/client";
import { usageEvents } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import type { NewsActor } from "./news-actor";

export type CreditKind = "news_preview" | "news_publication";

function planOf(actor: NewsActor) {
  return actor.isStaff ? NEWS_CREDITS.staff : NEWS_CREDITS.user;
}

function limitOf(actor: NewsActor, kind: CreditKind): number {
  const plan = planOf(actor);
  return kind === "news_preview" ? plan.previews : plan.publications;
}

function periodStart(actor: NewsActor): Date | null {
  if (planOf(actor).period === "lifetime") return null;
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  return start;
}

function spentCondition(actor: NewsActor, kind: CreditKind) {
  const since = periodStart(actor);
  return and(
    eq(usageEvents.subject, actor.purse),
    eq(usageEvents.kind, kind),
    since ? gte(usageEvents.createdAt, since) : undefined,
  );
}

async function used(db: Database, actor: NewsActor, kind: CreditKind): Promise<number> {
  const [row] = await db.select({ value: count() }).from(usageEvents).where(spentCondition(actor, kind));
  return row?.value ?? 0;
}

export async function getNewsCredits(db: Database, actor: NewsActor): Promise<NewsCredits> {
  const period = planOf(actor).period;
  const balance = async (kind: CreditKind) => {
    const spent = await used(db, actor, kind);
    const limit = limitOf(actor, kind);
    return { limit, used: spent, remaining: Math.max(0, limit - spent), period };
  };
  return { previews: await balance("news_preview"), publications: await balance("news_publication") };
}

function spentMessage(actor: NewsActor, kind: CreditKind): string {
  const limit = limitOf(actor, kind);
  const what = plural(limit, kind === "news_preview" ? "preview" : "publication");
  return planOf(actor).period === "lifetime"
    ? `You have used all ${what} of your account.`
    : `You have used today's ${what}. More are available after midnight UTC.`;
}

/** Fails fast, before any work, when nothing is left. */
export async function assertCreditLeft(db: Database, actor: NewsActor, kind: CreditKind): Promise<void> {
  if ((await used(db, actor, kind)) >= limitOf(actor, kind)) {
    throw new AppError("rate_limited", spentMessage(actor, kind));
  }
}

/**
 * Records one credit after the work succeeded. Inside the caller's transaction, a per-purse
 * advisory lock makes the count-and-insert atomic, so two requests cannot both take the last credit.
 */
export async function chargeCredit(
  db: Database,
  actor: NewsActor,
  kind: CreditKind,
  refId: string | null,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${actor.purse}))`);
  if ((await used(db, actor, kind)) >= limitOf(actor, kind)) {
    throw new AppError("rate_limited", spentMessage(actor, kind));
  }
  await db.insert(usageEvents).values({ subject: actor.purse, kind, refId });
}
