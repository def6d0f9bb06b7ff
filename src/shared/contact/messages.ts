import { EMAIL_MAX } from "../limits";

// The contact page's words and bounds without the schemas (contracts.ts), so that the page does not
// load zod to show them: the form loads the schema when it first checks what was typed.

/** news-community-support.md §5 and §9: the contact form's bounds. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: EMAIL_MAX,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** §8: the failure toast's words; the server's 502 says the same. */
export const CONTACT_FAILURE_MESSAGE = "Failed to send message. Please try again later.";

/** §2 and §9: what the contact page promises beside the form. */
export const CONTACT_REPLY_HOURS = 24;
export const OFFICE_HOURS = [
  { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM EST" },
  { days: "Saturday - Sunday", hours: "Closed" },
] as const;
