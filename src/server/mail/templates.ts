import type { Email } from "./mailer";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function confirmationEmail({ to, name, url }: { to: string; name: string; url: string }): Email {
  const greeting = name ? `Hello ${name},` : "Hello,";
  return {
    to,
    kind: "confirm-email",
    subject: "Confirm your BioAgent Hub account",
    text: [
      greeting,
      "",
      "Please confirm your e-mail address to finish creating your BioAgent Hub account:",
      url,
      "",
      "The link is valid for 24 hours. If you did not sign up, you can ignore this message.",
    ].join("\n"),
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      `<p>Please confirm your e-mail address to finish creating your BioAgent Hub account:</p>` +
      `<p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p>` +
      `<p>The link is valid for 24 hours. If you did not sign up, you can ignore this message.</p>`,
  };
}
