import type { Feature } from "../../core/feature";
import { PASSWORD_RESET_JOB, passwordResetJob } from "./password";
import { accountRoutes } from "./routes";

// The accounts feature's public face: sign-up, sign-in and passwords, and the account functions
// other features and the user command use.

export { PASSWORD_RESET_JOB } from "./password";
export { createUserAccount, setUserRole, toProfile } from "./service";

export const accountsFeature: Feature = {
  routes: accountRoutes,
  // Reset links are asked of Better Auth in the background, so a request for one takes the same
  // time whether or not the account exists.
  jobs: ({ auth, config }) => ({ [PASSWORD_RESET_JOB]: passwordResetJob({ auth, publicUrl: config.PUBLIC_URL }) }),
};
