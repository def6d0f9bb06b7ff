import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { EDITOR_ACCESS_HOURS } from "@/shared/limits";
import type { Database } from "../db/client";
import { editorGrants } from "../db/schema";

export const EDITOR_COOKIE = "bioagent.editor_access";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** Constant-time comparison; hashing first makes both sides the same length. */
export function editorPasswordMatches(candidate: string, expected: string): boolean {
  return timingSafeEqual(sha256(candidate), sha256(expected));
}

export async function createEditorGrant(
  db: Database,
  options: { sessionId: string | null; userId: string | null; ipAddress: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + EDITOR_ACCESS_HOURS * 60 * 60 * 1000);
  await db.insert(editorGrants).values({
    tokenHash: sha256(token).toString("hex"),
    sessionId: options.sessionId,
    userId: options.userId,
    ipAddress: options.ipAddress,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function findEditorGrant(
  db: Database,
  token: string,
): Promise<{ tokenHash: string; expiresAt: Date } | null> {
  const [grant] = await db
    .select({ tokenHash: editorGrants.tokenHash, expiresAt: editorGrants.expiresAt })
    .from(editorGrants)
    .where(
      and(
        eq(editorGrants.tokenHash, sha256(token).toString("hex")),
        gt(editorGrants.expiresAt, new Date()),
        isNull(editorGrants.revokedAt),
      ),
    )
    .limit(1);
  return grant ?? null;
}

export async function revokeEditorGrant(db: Database, token: string): Promise<void> {
  await db
    .update(editorGrants)
    .set({ revokedAt: new Date() })
    .where(and(eq(editorGrants.tokenHash, sha256(token).toString("hex")), isNull(editorGrants.revokedAt)));
}
