import { EDITOR_ACCESS, type Actor, type Principal } from "@/shared/auth/permissions";

/** An operation's `x-access`, as the OpenAPI document publishes it (auth/access.ts). */
export type DeclaredAccess = { public: true } | { public: false; action: string; principals: Principal[] };

export type DeclaredOperation = { key: string; method: string; path: string; access: DeclaredAccess | undefined; hasBody: boolean };

type Document = {
  paths: Record<string, Record<string, { "x-access"?: DeclaredAccess; requestBody?: unknown }>>;
};

export function declaredOperations(document: unknown): DeclaredOperation[] {
  return Object.entries((document as Document).paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      access: operation["x-access"],
      hasBody: operation.requestBody !== undefined,
    })),
  );
}

/**
 * What a declaration promises a caller, read from the document rather than from the server's
 * code: null when it may call, 401 when it must sign in first, 403 when its account's role may not.
 */
export function declaredRefusal(access: DeclaredAccess, actor: Actor): 401 | 403 | null {
  if (access.public) return null;
  if (actor.role && access.principals.includes(actor.role)) return null;
  if (actor.hasEditorAccess && access.principals.includes(EDITOR_ACCESS)) return null;
  return actor.userId ? 403 : 401;
}
