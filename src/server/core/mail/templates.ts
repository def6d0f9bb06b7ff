import { pluralForm } from "@/shared/plural";
import type { Email } from "./email";

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

export function passwordResetEmail({ to, name, url, hours }: { to: string; name: string; url: string; hours: number }): Email {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const validity = `The link is valid for ${pluralForm(hours, "one hour", `${hours} hours`)} and works once.`;
  const ignore = "If you did not ask for this, you can ignore this message: your password stays as it is.";
  return {
    to,
    kind: "reset-password",
    subject: "Reset your BioAgent Hub password",
    text: [
      greeting,
      "",
      "Someone asked to reset the password of your BioAgent Hub account. Choose a new password here:",
      url,
      "",
      `${validity} Resetting the password signs you out on every device.`,
      ignore,
    ].join("\n"),
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      `<p>Someone asked to reset the password of your BioAgent Hub account. Choose a new password here:</p>` +
      `<p><a href="${escapeHtml(url)}">Reset my password</a></p>` +
      `<p>${escapeHtml(validity)} Resetting the password signs you out on every device.</p>` +
      `<p>${escapeHtml(ignore)}</p>`,
  };
}
