export const ROLES = ["user", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A browser unlocked by the editor password, with or without an account (spec: editor mode). */
export const EDITOR_ACCESS = "editor-access";
export type Principal = Role | typeof EDITOR_ACCESS;

/**
 * Who may do what. The server checks every operation against this table before it reads the
 * request (authoritative); the client reads the same table to decide what to show (cosmetic).
 * An action without `editor-access` needs an account, whatever the browser has unlocked.
 */
export const PERMISSIONS = {
  "account:read": ["user", "editor", "admin"],
  "account:update": ["user", "editor", "admin"],
  "profile:update": ["user", "editor", "admin"],
  "agents:use": ["user", "editor", "admin"],
  "chat:use": ["user", "editor", "admin"],
  "news:ingest": ["user", "editor", "admin", EDITOR_ACCESS],
  "news:review": ["editor", "admin", EDITOR_ACCESS],
  // What an account saved or published itself; editor access alone has no account to own items.
  "news:list-own": ["user", "editor", "admin"],
  "comments:write": ["user", "editor", "admin"],
  // Saved searches and their e-mail belong to an account (issue 19).
  "alerts:manage": ["user", "editor", "admin"],
  "monitor:manage": ["admin"],
  "mail:manage": ["admin"],
  "users:manage": ["admin"],
} as const satisfies Record<string, readonly Principal[]>;

export type Action = keyof typeof PERMISSIONS;

export type Actor = {
  userId: string | null;
  role: Role | null;
  hasEditorAccess: boolean;
};

export const ANONYMOUS: Actor = { userId: null, role: null, hasEditorAccess: false };

export function can(actor: Actor, action: Action): boolean {
  const allowed: readonly Principal[] = PERMISSIONS[action];
  if (actor.role && allowed.includes(actor.role)) return true;
  return actor.hasEditorAccess && allowed.includes(EDITOR_ACCESS);
}

/**
 * Why a caller may not act: "sign-in" when it must first sign in (no account, and its editor
 * access, if any, does not count here), "role" when its account's role is not enough.
 */
export function refusal(actor: Actor, action: Action): "sign-in" | "role" | null {
  if (can(actor, action)) return null;
  return actor.userId ? "role" : "sign-in";
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
