import { and, count, desc, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import { EMAIL_DELIVERY_LIMITS, type ListUndeliveredEmailResponse } from "@/shared/email/contracts";
import type { Database } from "../../core/db/client";
import { emailOutbox } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import { requeueEmail } from "../../core/mail/outbox";

/** What admins see of delivery: the messages given up or still being retried, newest first. */
export async function listUndeliveredEmail(db: Database, smtpConfigured: boolean): Promise<ListUndeliveredEmailResponse> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(or(eq(emailOutbox.status, "failed"), and(eq(emailOutbox.status, "queued"), isNotNull(emailOutbox.error))))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(EMAIL_DELIVERY_LIMITS.shown);
  const [sent] = await db
    .select({ value: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "sent"), gt(emailOutbox.sentAt, sql`now() - interval '1 day'`)));
  return {
    emails: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      kind: row.kind,
      state: row.status === "failed" ? "failed" : "retrying",
      attempts: row.attempts,
      error: row.error,
      created_at: row.createdAt.toISOString(),
      last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    })),
    sent_last_day: sent?.value ?? 0,
    smtp_configured: smtpConfigured,
  };
}

/** Sends a message that was given up once more (an admin fixed the cause), with fresh attempts. */
export async function retryEmail(db: Database, id: number): Promise<void> {
  if (!(await requeueEmail(db, id))) {
    throw new AppError("not_found", "This message is not waiting for a retry (it may have been sent or retried already).");
  }
}
