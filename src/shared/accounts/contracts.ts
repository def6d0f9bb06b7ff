import { defineOperations } from "../api/contract";
import {
  changePasswordSchema,
  meResponseSchema,
  okSchema,
  passwordResetRequestedSchema,
  requestPasswordResetSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpResponseSchema,
  signUpSchema,
} from "../auth/contracts";
import { accountEndpoints } from "./endpoints";

// The schemas stay in auth/contracts.ts beside the session, profile and editor ones they share.
export const accountOperations = defineOperations("accounts", accountEndpoints, {
  signUp: {
    summary: "Create an account; a confirmation e-mail follows",
    body: signUpSchema,
    responses: { 201: { schema: signUpResponseSchema, description: "Account created, waiting for e-mail confirmation" } },
    errors: [400, 409, 429],
  },
  signIn: {
    summary: "Sign in with e-mail and password; sets the session cookie",
    body: signInSchema,
    responses: { 200: { schema: okSchema, description: "Signed in" } },
    errors: [400, 401, 403, 429],
  },
  signOut: {
    summary: "End the session on the server and any editor access of this browser",
    responses: { 200: { schema: okSchema, description: "Signed out" } },
  },
  resendConfirmation: {
    summary: "Send the confirmation e-mail again (answers the same whether or not the address is known)",
    body: resendConfirmationSchema,
    responses: { 200: { schema: okSchema, description: "Sent if the address waits for confirmation" } },
    errors: [400, 429],
  },
  getMe: {
    summary: "The signed-in user, role and profile (the spec's get_user_role)",
    responses: { 200: { schema: meResponseSchema, description: "The current user" } },
    errors: [401],
  },
  changePassword: {
    summary: "Change the signed-in user's password; every other session ends and this one gets a new cookie",
    body: changePasswordSchema,
    responses: { 200: { schema: okSchema, description: "Password changed" } },
    errors: [400, 401, 429],
  },
  requestPasswordReset: {
    summary: "E-mail a password reset link (answers the same whether or not the address has an account)",
    body: requestPasswordResetSchema,
    responses: { 200: { schema: passwordResetRequestedSchema, description: "Sent if the address has an account" } },
    errors: [400, 429],
  },
  resetPassword: {
    summary: "Set a new password with the token of a reset link; every session of the account ends",
    body: resetPasswordSchema,
    responses: { 200: { schema: okSchema, description: "Password reset" } },
    errors: [400],
  },
});
