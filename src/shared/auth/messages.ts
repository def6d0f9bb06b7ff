// Messages both sides show. The first two are the spec's (agents-accounts-admin.md §8).
export const INVALID_CREDENTIALS_MESSAGE =
  "Invalid email or password. Please check your credentials and try again.";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Please sign in instead.";
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Please confirm your email address before signing in. Check your inbox for the confirmation link.";
export const EDITOR_DISABLED_MESSAGE =
  "Editor login is disabled: no editor password is configured on this server.";
