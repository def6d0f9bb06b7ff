import { PERMISSIONS, type Action, type Principal } from "./permissions";

/**
 * Who may call an operation, declared in its endpoint (shared/<feature>/endpoints.ts): anyone, or
 * whoever the permission table lets do `action`. The messages are the spec's words where it has some.
 */
export type Access =
  | "public"
  | Action
  | { action: Action; signedOutMessage?: string; forbiddenMessage?: string };

/** The declaration as the OpenAPI document publishes it (`x-access`), for clients and tests. */
export type PublishedAccess = { public: true } | { public: false; action: Action; principals: readonly Principal[] };

export const ACCESS_EXTENSION = "x-access";

export function accessRule(access: Access): { action: Action; signedOutMessage?: string; forbiddenMessage?: string } | null {
  if (access === "public") return null;
  return typeof access === "string" ? { action: access } : access;
}

export function publishAccess(access: Access): PublishedAccess {
  const rule = accessRule(access);
  return rule ? { public: false, action: rule.action, principals: PERMISSIONS[rule.action] } : { public: true };
}
