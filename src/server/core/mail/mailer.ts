import type { Database } from "../db/client";
import type { Email } from "./email";
import { queueEmail } from "./outbox";

/**
 * What a request does with an e-mail: writes it to the outbox, in its own transaction when it has
 * one, and lets the background worker send it. Nothing waits for SMTP inside a request, so how
 * long a request takes tells nobody whether a message went out (issue 14 §3).
 */
export type Mailer = {
  /** With `tx`, the message is written in the caller's transaction; call `wake` after it commits. */
  queue(email: Email, tx?: Database): Promise<void>;
  /** Tells this process's worker to look at the outbox now. */
  wake(): void;
};

export function createMailer(options: { db: Database; wake: () => void }): Mailer {
  const { db, wake } = options;
  return {
    async queue(email, tx) {
      await queueEmail(tx ?? db, email);
      if (!tx) wake();
    },
    wake,
  };
}
