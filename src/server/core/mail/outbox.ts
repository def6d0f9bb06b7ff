import nodemailer from "nodemailer";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { enqueueJob } from "../jobs/queue";
import type { JobDefinition } from "../jobs/runner";
import type { Logger } from "../logger";
import type { Email } from "./email";

export const MAIL_JOB = "mail.send";
/** With the runner's back-off (30 s doubling) the last attempt comes about an hour after the first. */
export const MAIL_ATTEMPTS = 8;

/** Writes the message and the job that sends it, together: both or neither. */
export async function queueEmail(db: Database, email: Email): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        toAddress: email.to,
        replyTo: email.replyTo ?? null,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        headers: email.headers ?? null,
        kind: email.kind,
        status: "queued",
      })
      .returning({ id: emailOutbox.id });
    await enqueueJob(tx, MAIL_JOB, { outboxId: row!.id }, { dedupeKey: `mail:${row!.id}`, maxAttempts: MAIL_ATTEMPTS });
    return row!.id;
  });
}

/** Puts a message that failed for good back in the queue (an admin asked), with fresh attempts. */
export async function requeueEmail(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: "queued", attempts: 0 })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
      .returning({ id: emailOutbox.id });
    if (!row) return false;
    // A new key: the job that gave up keeps its own row and history.
    await enqueueJob(tx, MAIL_JOB, { outboxId: id }, { dedupeKey: `mail:${id}:${Date.now()}`, maxAttempts: MAIL_ATTEMPTS });
    return true;
  });
}

/** An SMTP answer that another attempt cannot change: a 5xx reply, or no recipient accepted. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return (typeof responseCode === "number" && responseCode >= 500) || code === "EENVELOPE";
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export type RefusedMessage = { to: string; kind: string; error: string };

export type MailWorker = { job: JobDefinition; close(): void };

/**
 * Sends queued messages, one job each: claimed by one instance at a time, retried with back-off
 * after a temporary failure, taken over after a crash, given up (and shown to admins) after a
 * permanent one or the last attempt. A crash between SMTP's acceptance and the row's update can
 * send a message twice: delivery is at least once.
 */
export function createMailWorker(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  /** Told when the server refused a message for good (an SMTP 5xx: a hard bounce or complaint). */
  onRefused?: (message: RefusedMessage) => Promise<void>;
}): MailWorker {
  const { db, from, logger, onRefused } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  const fail = (id: number, message: string) =>
    db.update(emailOutbox).set({ status: "failed", error: message }).where(eq(emailOutbox.id, id));

  const job: JobDefinition = {
    async run({ job: { payload } }) {
      const id = Number((payload as { outboxId: number }).outboxId);
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (!row || row.status !== "queued") return { outboxId: id, skipped: row?.status ?? "missing" };
      if (!transport) {
        logger.info(`[mail] SMTP_URL is not set; the message is in the outbox and here.\n  To: ${row.toAddress}\n  Subject: ${row.subject}\n${row.textBody}`);
        await db.update(emailOutbox).set({ status: "logged" }).where(eq(emailOutbox.id, id));
        return { outboxId: id, status: "logged" };
      }
      await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastAttemptAt: new Date() })
        .where(eq(emailOutbox.id, id));
      try {
        await transport.sendMail({
          from,
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          headers: row.headers ?? undefined,
        });
      } catch (error) {
        const message = messageOf(error);
        logger.error(`[mail] sending "${row.subject}" to ${row.toAddress} failed: ${message}`);
        if (!isPermanent(error)) {
          await db.update(emailOutbox).set({ error: message }).where(eq(emailOutbox.id, id));
          throw error;
        }
        await fail(id, message);
        await onRefused?.({ to: row.toAddress, kind: row.kind, error: message }).catch((hookError: unknown) =>
          logger.error(`[mail] could not record the refusal of "${row.subject}": ${messageOf(hookError)}`),
        );
        return { outboxId: id, status: "failed" };
      }
      await db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, id));
      return { outboxId: id, status: "sent" };
    },
    async failed(failedJob, message) {
      await fail(Number((failedJob.payload as { outboxId: number }).outboxId), message);
    },
  };
  return { job, close: () => transport?.close() };
}
