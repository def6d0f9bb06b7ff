import { and, eq, gt, sql } from "drizzle-orm";
import type { ContactMessage } from "@/shared/contact/contracts";
import { RATE_LIMITS } from "@/shared/limits";
import { plural } from "@/shared/plural";
import type { Database } from "../../core/db/client";
import { contactMessages } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import { consumeRateLimit } from "../../core/http/rate-limit";
import type { Mailer } from "../../core/mail/mailer";
import { contactEmail } from "./contact-email";

// Several people behind one office address may write in the same hour; a script may not.
export const CONTACT_MESSAGES_PER_CLIENT_ADDRESS = 20;

function describeWait(seconds: number): string {
  return plural(Math.max(1, Math.ceil(seconds / 60)), "minute");
}

function contactLimitError(retryAfterSeconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  const { limit } = RATE_LIMITS.contact;
  return new AppError(
    "rate_limited",
    `You can send up to ${limit} messages an hour. Please try again in ${describeWait(retryAfter)}.`,
    { headers: { "Retry-After": String(retryAfter) } },
  );
}

/** Counts the stored messages of one client address in the contact window. */
async function checkClientAddressLimit(db: Database, clientIp: string): Promise<void> {
  const window = sql.raw(`interval '${RATE_LIMITS.contact.windowSeconds} seconds'`);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      retryAfter: sql<number | null>`ceil(extract(epoch from (min(${contactMessages.createdAt}) + ${window} - now())))::int`,
    })
    .from(contactMessages)
    .where(and(eq(contactMessages.ipAddress, clientIp), gt(contactMessages.createdAt, sql`now() - ${window}`)));
  if (row && row.count >= CONTACT_MESSAGES_PER_CLIENT_ADDRESS) throw contactLimitError(Number(row.retryAfter ?? 60));
}

/** At most RATE_LIMITS.contact messages an hour per sender address, in the database's counters. */
async function consumeSenderLimit(db: Database, email: string): Promise<void> {
  try {
    await consumeRateLimit(db, "contact", email.toLowerCase());
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") {
      throw contactLimitError(Number(error.headers?.["Retry-After"] ?? RATE_LIMITS.contact.windowSeconds));
    }
    throw error;
  }
}

/**
 * send-contact (news-community-support.md §7): stores the message and, in the same transaction,
 * queues its e-mail to CONTACT_EMAIL with the sender as Reply-To; the background worker sends it.
 * Anyone may write; a signed-in sender is recorded.
 */
export async function sendContactMessage(options: {
  db: Database;
  mailer: Mailer;
  contactEmailAddress: string;
  message: ContactMessage;
  userId: string | null;
  clientIp: string;
}): Promise<void> {
  const { db, mailer, message, userId, clientIp } = options;
  await checkClientAddressLimit(db, clientIp);
  await consumeSenderLimit(db, message.email);
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...message, userId, ipAddress: clientIp })
      .returning({ createdAt: contactMessages.createdAt });
    await mailer.queue(contactEmail({ to: options.contactEmailAddress, message, userId, receivedAt: stored!.createdAt }), tx);
  });
  mailer.wake();
}
