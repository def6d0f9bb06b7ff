export const ROLES = ["user", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may do what. The server checks every operation against this table (authoritative);
 * the client reads the same table to decide what to show (cosmetic).
 * Editor access unlocked by the editor password counts as the `editor` role.
 */
export const PERMISSIONS = {
  "account:read": ["user", "editor", "admin"],
  "account:update": ["user", "editor", "admin"],
  "profile:update": ["user", "editor", "admin"],
  "agents:use": ["user", "editor", "admin"],
  "chat:use": ["user", "editor", "admin"],
  "news:ingest": ["user", "editor", "admin"],
  "news:review": ["editor", "admin"],
  "comments:write": ["user", "editor", "admin"],
  "monitor:manage": ["admin"],
  "users:manage": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export type Actor = {
  userId: string | null;
  role: Role | null;
  hasEditorAccess: boolean;
};

export const ANONYMOUS: Actor = { userId: null, role: null, hasEditorAccess: false };

export function can(actor: Actor, action: Action): boolean {
  const allowed: readonly Role[] = PERMISSIONS[action];
  if (actor.role && allowed.includes(actor.role)) return true;
  return actor.hasEditorAccess && allowed.includes("editor");
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
