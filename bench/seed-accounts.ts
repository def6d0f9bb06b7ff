// Accounts for the load and fault benchmarks: made straight in the database (as `npm run user`
// does, one password hash shared by all so that seeding takes no minutes of scrypt), then signed
// in through the real sign-in route of a running server.
import { randomBytes } from "node:crypto";
import { hashPassword } from "../src/server/core/auth/password";
import { openDatabase } from "../src/server/core/db/client";
import { migrateDatabase } from "../src/server/core/db/migrate";
import { createUserAccount } from "../src/server/features/accounts/service";
import type { Role } from "../src/shared/auth/permissions";

export const BENCH_PASSWORD = "bench-password-2026";

export type BenchAccount = { id: string; email: string; role: Role };

/** `count` confirmed accounts of `role`, on PostgreSQL (databaseUrl) or the embedded database (dataDir). */
export async function seedAccounts(
  where: { databaseUrl?: string; dataDir?: string },
  count: number,
  role: Role = "user",
): Promise<BenchAccount[]> {
  const handle = await openDatabase(where.databaseUrl ? { kind: "pg", url: where.databaseUrl } : { kind: "pglite", dataDir: where.dataDir! });
  try {
    await migrateDatabase(handle);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const run = randomBytes(3).toString("hex");
    const accounts: BenchAccount[] = [];
    for (let index = 0; index < count; index += 1) {
      const email = `bench-${run}-${role}-${index}@example.com`;
      const created = await createUserAccount(handle.db, { email, password: BENCH_PASSWORD, passwordHash, role, verified: true });
      accounts.push({ id: created.id, email, role: created.role });
    }
    return accounts;
  } finally {
    await handle.close();
  }
}

/**
 * Signs each account in and returns its Cookie header. The server must run with TRUST_PROXY=true:
 * each sign-in comes from its own X-Forwarded-For address, as from its own office, so the limit of
 * 30 sign-ins a minute per client address (shared/limits.ts) does not refuse the benchmark's.
 */
export async function signInAccounts(serverUrl: string, accounts: BenchAccount[], concurrency = 4): Promise<string[]> {
  const cookies: string[] = new Array<string>(accounts.length);
  let next = 0;
  async function worker() {
    while (next < accounts.length) {
      const index = next++;
      const response = await fetch(`${serverUrl}/api/account/sign-in`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: serverUrl,
          "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
        },
        body: JSON.stringify({ email: accounts[index]!.email, password: BENCH_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`sign-in of ${accounts[index]!.email} failed: ${response.status} ${await response.text()}`);
      cookies[index] = response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0]!)
        .join("; ");
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return cookies;
}
