import { signToken } from "./tokens";

/** The addresses an alert e-mail links to, absolute (PUBLIC_URL). */
export type MailLinks = {
  site: string;
  alerts: string;
  /** Turns off one saved search's e-mail. */
  unsubscribeUrl(search: { id: string; userId: string }): string;
  /** Turns off the account's daily (or weekly) digest: every saved search of that frequency. Names the digest's first search. */
  digestUnsubscribeUrl(search: { id: string; userId: string }, kind: "daily" | "weekly"): string;
  /** Where an unsubscribe by e-mail goes (a person reads it): the contact address. */
  mailto: string;
};

export function mailLinks(options: { publicUrl: string; secret: string; contactEmail: string }): MailLinks {
  const site = options.publicUrl.replace(/\/$/, "");
  return {
    site,
    alerts: `${site}/alerts`,
    unsubscribeUrl: (search) => `${site}/unsubscribe/${signToken(options.secret, "unsubscribe", search.id, search.userId)}`,
    digestUnsubscribeUrl: (search, kind) => `${site}/unsubscribe/${signToken(options.secret, "digest", search.id, `${search.userId}\n${kind}`)}`,
    mailto: `mailto:${options.contactEmail}?subject=unsubscribe`,
  };
}

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the HTTPS
 * address, without cookies; the mailto is for clients that only know RFC 2369.
 */
export function alertHeaders(links: MailLinks, unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <${links.mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
