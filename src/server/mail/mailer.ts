import nodemailer from "nodemailer";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Logger } from "../logger";

export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the sender of a contact message); not kept in the outbox. */
  replyTo?: string;
  kind: string;
};

export type Mailer = {
  send: (email: Email) => Promise<void>;
  close: () => void;
};

/**
 * Every message is recorded in `email_outbox`. With SMTP_URL it is then sent and marked sent;
 * without it the message stays in the outbox and the log prints it, so a developer can follow
 * a confirmation link with no mail server.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  const { db, smtpUrl, from, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  return {
    async send(email) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html ?? null,
          kind: email.kind,
          status: "outbox",
        })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        logger.info(`[mail] SMTP_URL is not set; message kept in the outbox.\n  To: ${email.to}\n  Subject: ${email.subject}\n${email.text}`);
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
        await db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, row!.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(emailOutbox).set({ status: "failed", error: message }).where(eq(emailOutbox.id, row!.id));
        logger.error(`[mail] sending "${email.subject}" to ${email.to} failed: ${message}`);
        throw error;
      }
    },
    close() {
      transport?.close();
    },
  };
}
