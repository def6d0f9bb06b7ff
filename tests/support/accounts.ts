import type { Role } from "@/shared/auth/permissions";
import { hashPassword } from "../../src/server/core/auth/password";
import type { Database } from "../../src/server/core/db/client";
import { createUserAccount } from "../../src/server/features/accounts";

export const TEST_PASSWORD = "correct-horse-42";

// Hashing at full strength takes ~0.35 s; fixtures reuse one real hash of TEST_PASSWORD.
let fixtureHash: Promise<string> | undefined;

/**
 * An account as sign-up writes it (user, credential and profile rows), whose password is
 * TEST_PASSWORD: for tests below the HTTP layer that need a user to exist.
 */
export async function createTestAccount(db: Database, options: { email: string; role?: Role; verified?: boolean }) {
  fixtureHash ??= hashPassword(TEST_PASSWORD);
  return createUserAccount(db, {
    email: options.email,
    password: TEST_PASSWORD,
    passwordHash: await fixtureHash,
    role: options.role ?? "user",
    verified: options.verified ?? true,
  });
}
