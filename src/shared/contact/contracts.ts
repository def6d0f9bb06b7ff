import { z } from "zod";
import { defineOperations } from "../api/contract";
import { okSchema } from "../auth/contracts";
import { contactEndpoints } from "./endpoints";
import { CONTACT_LIMITS } from "./messages";

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
