import type { ContactMessage } from "@/shared/contact/contracts";
import type { Email } from "../../core/mail/email";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One line for a header: a subject typed with line breaks must not add headers. */
function singleLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The message as it reaches CONTACT_EMAIL; replying answers the sender. */
export function contactEmail(options: {
  to: string;
  message: ContactMessage;
  userId: string | null;
  receivedAt: Date;
}): Email {
  const { to, message, userId, receivedAt } = options;
  const account = userId ? `signed in (user ${userId})` : "not signed in";
  const facts: [string, string][] = [
    ["From", `${message.name} <${message.email}>`],
    ["Subject", message.subject],
    ["Account", account],
    ["Received", receivedAt.toISOString()],
  ];
  return {
    to,
    replyTo: message.email,
    kind: "contact-message",
    subject: `[Contact] ${singleLine(message.subject)}`,
    text: [
      "A message from the BioAgent Hub contact form.",
      "",
      ...facts.map(([label, value]) => `${label}: ${value}`),
      "",
      message.message,
      "",
      `Reply to this e-mail to answer ${message.name} at ${message.email}.`,
    ].join("\n"),
    html:
      `<p>A message from the BioAgent Hub contact form.</p>` +
      `<table>${facts.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>` +
      `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>` +
      `<p>Reply to this e-mail to answer ${escapeHtml(message.name)} at ${escapeHtml(message.email)}.</p>`,
  };
}
