import { z } from "zod";
import {
  EMAIL_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN_SIGN_IN,
  PASSWORD_MIN_SIGN_UP,
  PROFILE_TEXT_MAX,
} from "../limits";
import {
  EXPERIENCE_LEVELS,
  ORGANIZATION_TYPES,
  RESEARCH_FOCUS_AREAS,
  THERAPEUTIC_AREAS,
  USE_CASES,
} from "../profile/options";
import { valuesOf } from "../options";
import { plainTextSchema } from "../plain-text";
import { RESET_LINK_INVALID_MESSAGE } from "./messages";
import { ROLES } from "./permissions";

// Messages are the spec's (agents-accounts-admin.md §5); do not reword them.
const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX, "Email must be less than 255 characters")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(PASSWORD_MIN_SIGN_IN, "Password must be at least 6 characters")
    .max(PASSWORD_MAX, "Password must be at most 128 characters"),
});

const optionalText = plainTextSchema()
  .trim()
  .max(PROFILE_TEXT_MAX, "Must be at most 200 characters")
  .optional()
  .transform((value) => (value ? value : undefined));

const requiredText = (message: string) =>
  plainTextSchema().trim().min(NAME_MIN, message).max(PROFILE_TEXT_MAX, "Must be at most 200 characters");

/** A password being chosen: sign-up's rule, also for a changed or reset password. */
const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_SIGN_UP, "Password must be at least 8 characters")
  .max(PASSWORD_MAX, "Password must be at most 128 characters");

/**
 * The confirmation must repeat `field`; the message goes on confirmPassword. Checked even while
 * other fields fail, so every message shows at once (as the spec's sign-up form does).
 */
function confirmationOf(field: "password" | "newPassword") {
  return {
    message: "Passwords don't match",
    path: ["confirmPassword"],
    when: ({ value }: z.core.ParsePayload) => {
      const form = (value ?? {}) as Record<string, unknown>;
      return typeof form[field] === "string" && typeof form.confirmPassword === "string";
    },
  };
}

export const signUpSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
    fullName: requiredText("Full name must be at least 2 characters"),
    company: requiredText("Company name is required"),
    organizationType: z.enum(valuesOf(ORGANIZATION_TYPES), "Please select an organization type"),
    department: optionalText,
    jobTitle: requiredText("Job title is required"),
    experienceLevel: z.enum(valuesOf(EXPERIENCE_LEVELS)).optional(),
    useCase: z.enum(valuesOf(USE_CASES), "Please select your primary use case"),
    researchFocus: z.array(z.enum(valuesOf(RESEARCH_FOCUS_AREAS))).max(RESEARCH_FOCUS_AREAS.length),
    therapeuticAreas: z.array(z.enum(valuesOf(THERAPEUTIC_AREAS))).max(THERAPEUTIC_AREAS.length),
    newsletter: z.boolean(),
  })
  .refine((form) => form.password === form.confirmPassword, confirmationOf("password"));
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

export const signUpResponseSchema = z.object({ email: z.string() });

export const resendConfirmationSchema = z.object({ email: emailField });

/** POST /api/account/password: the signed-in user's new password; other sessions end. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Please enter your current password")
      .max(PASSWORD_MAX, "Password must be at most 128 characters"),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, confirmationOf("newPassword"))
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: "The new password must differ from the current one",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

/** POST /api/account/request-password-reset: answers the same whether or not the address is known. */
export const requestPasswordResetSchema = z.object({ email: emailField });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;
export type RequestPasswordResetData = z.output<typeof requestPasswordResetSchema>;

export const passwordResetRequestedSchema = z.object({ ok: z.literal(true), message: z.string() });

// Better Auth's reset tokens are 24 characters; anything far longer is not one.
const RESET_TOKEN_MAX = 200;

/** POST /api/account/reset-password: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, RESET_LINK_INVALID_MESSAGE).max(RESET_TOKEN_MAX, RESET_LINK_INVALID_MESSAGE),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, confirmationOf("newPassword"));
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

const communicationPreferencesSchema = z.object({
  newsletter: z.boolean(),
  product_updates: z.boolean(),
  research_alerts: z.boolean(),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;

export const profileSchema = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  organization_type: z.string().nullable(),
  research_focus: z.array(z.string()),
  therapeutic_areas: z.array(z.string()),
  use_case: z.string().nullable(),
  experience_level: z.string().nullable(),
  communication_preferences: communicationPreferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;

const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});

/** GET /api/me: the spec's get_user_role, with the user and profile beside the role. */
export const meResponseSchema = z.object({
  user: sessionUserSchema,
  role: z.enum(ROLES),
  profile: profileSchema.nullable(),
});
export type Me = z.infer<typeof meResponseSchema>;

export const editorLoginSchema = z.object({
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX, "Invalid password"),
});

export const editorStatusSchema = z.object({
  enabled: z.boolean(),
  active: z.boolean(),
  expiresAt: z.string().nullable(),
});

export const okSchema = z.object({ ok: z.literal(true) });
