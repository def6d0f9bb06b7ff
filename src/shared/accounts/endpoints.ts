import { defineEndpoints } from "../api/endpoint";

export const accountEndpoints = defineEndpoints({
  signUp: { method: "post", path: "/api/account/sign-up", access: "public" },
  signIn: { method: "post", path: "/api/account/sign-in", access: "public" },
  signOut: { method: "post", path: "/api/account/sign-out", access: "public" },
  resendConfirmation: { method: "post", path: "/api/account/resend-confirmation", access: "public" },
  getMe: { method: "get", path: "/api/me", access: "account:read" },
  changePassword: { method: "post", path: "/api/account/password", access: "account:update" },
  requestPasswordReset: { method: "post", path: "/api/account/request-password-reset", access: "public" },
  resetPassword: { method: "post", path: "/api/account/reset-password", access: "public" },
});
