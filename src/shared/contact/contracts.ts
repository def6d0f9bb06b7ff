import { z } from "zod";
import { defineOperations } from "../api/contract";
import { okSchema } from "../auth/contracts";
import { EMAIL_MAX } from "../limits";
import { contactEndpoints } from "./endpoints";

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

// Messages are the spec's (news-community-support.md §5); values are trimmed first.
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(CONTACT_LIMITS.nameMax, "Name must be less than 100 characters"),
  email: z
    .string()
    .trim()
    .pipe(z.email("Invalid email address").max(CONTACT_LIMITS.emailMax, "Email must be less than 255 characters")),
  subject: z
    .string()
    .trim()
    .min(1, "Subject is required")
    .max(CONTACT_LIMITS.subjectMax, "Subject must be less than 200 characters"),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, "Message must be at least 10 characters")
    .max(CONTACT_LIMITS.messageMax, "Message must be less than 2000 characters"),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Where to reach the operator; from configuration (CONTACT_EMAIL, OFFICE_ADDRESS). */
export const contactInfoSchema = z.object({
  email: z.string(),
  office_address: z.string(),
});

/** §2 and §9: what the contact page promises beside the form. */
export const CONTACT_REPLY_HOURS = 24;
export const OFFICE_HOURS = [
  { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM EST" },
  { days: "Saturday - Sunday", hours: "Closed" },
] as const;

export const contactOperations = defineOperations("contact", contactEndpoints, {
  sendMessage: {
    summary: "send-contact: store a contact message and e-mail it to CONTACT_EMAIL",
    body: contactMessageSchema,
    responses: { 200: { schema: okSchema, description: "Stored and sent" } },
    errors: [400, 429, 502],
  },
  getInfo: {
    summary: "The contact e-mail and office address shown beside the contact form",
    responses: { 200: { schema: contactInfoSchema, description: "Where to reach us" } },
  },
});
