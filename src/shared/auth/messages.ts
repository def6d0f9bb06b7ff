// Messages both sides show. The first two are the spec's (agents-accounts-admin.md §8).
export const INVALID_CREDENTIALS_MESSAGE =
  "Invalid email or password. Please check your credentials and try again.";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Please sign in instead.";
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Please confirm your email address before signing in. Check your inbox for the confirmation link.";
export const EDITOR_DISABLED_MESSAGE =
  "Editor login is disabled: no editor password is configured on this server.";
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = "Current password is incorrect";
export const PASSWORD_CHANGED_MESSAGE = "Password changed";
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we have sent a link to reset your password.";
export const RESET_LINK_INVALID_MESSAGE =
  "This password reset link is invalid, has expired or has already been used. Please ask for a new one.";
export const PASSWORD_RESET_DONE_MESSAGE =
  "Your password has been reset and you have been signed out everywhere. Please sign in with your new password.";
export const SIGN_IN_MESSAGE = "Please sign in to continue.";
export const FORBIDDEN_MESSAGE = "You do not have permission to do this.";
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Please confirm your email address first. Check your inbox for the confirmation link.";
