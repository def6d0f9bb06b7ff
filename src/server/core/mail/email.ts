/** One e-mail as the product writes it: queued in the outbox (./outbox) and sent by its worker. */
export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the sender of a contact message). */
  replyTo?: string;
  /** Extra header fields, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  kind: string;
};
