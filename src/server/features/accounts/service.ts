import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Me, Profile, SignUpData } from "@/shared/auth/contracts";
import type { Role } from "@/shared/auth/permissions";
import type { Database } from "../../core/db/client";
import { account, profiles, user } from "../../core/db/schema";
import { hashPassword } from "../../core/auth/password";
import { AppError } from "../../core/errors";
import type { SessionUser } from "../../core/http/context";

export async function findUserByEmail(db: Database, email: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email, role: user.role, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return found ?? null;
}

/** The profile metadata of the sign-up form (agents-accounts-admin.md §3). */
export function profileValuesFromSignUp(userId: string, form: SignUpData) {
  return {
    userId,
    email: form.email,
    fullName: form.fullName,
    company: form.company,
    organizationType: form.organizationType,
    department: form.department ?? null,
    jobTitle: form.jobTitle,
    experienceLevel: form.experienceLevel ?? null,
    useCase: form.useCase,
    researchFocus: form.researchFocus,
    therapeuticAreas: form.therapeuticAreas,
    communicationPreferences: { newsletter: form.newsletter, product_updates: true, research_alerts: false },
  } satisfies typeof profiles.$inferInsert;
}

export async function createProfile(db: Database, values: typeof profiles.$inferInsert): Promise<void> {
  await db.insert(profiles).values(values);
}

/** Removes an account whose sign-up could not be completed, so no half-made account remains. */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}

export function toProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    user_id: row.userId,
    full_name: row.fullName,
    email: row.email,
    job_title: row.jobTitle,
    company: row.company,
    department: row.department,
    organization_type: row.organizationType,
    research_focus: row.researchFocus,
    therapeutic_areas: row.therapeuticAreas,
    use_case: row.useCase,
    experience_level: row.experienceLevel,
    communication_preferences: row.communicationPreferences,
  };
}

export async function getMe(db: Database, sessionUser: SessionUser): Promise<Me> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, sessionUser.id)).limit(1);
  return {
    user: {
      id: sessionUser.id,
      email: sessionUser.email,
      name: sessionUser.name,
      emailVerified: sessionUser.emailVerified,
    },
    role: sessionUser.role,
    profile: row ? toProfile(row) : null,
  };
}

/**
 * Creates an account with a password directly, for operators (npm run user) and test fixtures.
 * Same tables and hash as a sign-up through Better Auth.
 */
export async function createUserAccount(
  db: Database,
  options: {
    email: string;
    password: string;
    role?: Role;
    verified?: boolean;
    fullName?: string;
    adminEmails?: readonly string[];
    passwordHash?: string;
  },
): Promise<{ id: string; role: Role }> {
  const email = options.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) {
    throw new AppError("email_taken", `An account with the e-mail ${email} already exists.`);
  }
  const verified = options.verified ?? false;
  const role: Role =
    options.role ?? (verified && options.adminEmails?.includes(email) ? "admin" : "user");
  const id = randomUUID();
  const passwordHash = options.passwordHash ?? (await hashPassword(options.password));
  const fullName = options.fullName ?? email.split("@")[0]!;
  await db.transaction(async (tx) => {
    await tx.insert(user).values({ id, email, name: fullName, emailVerified: verified, role });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
    });
    await tx.insert(profiles).values({ userId: id, email, fullName });
  });
  return { id, role };
}

export async function setUserRole(db: Database, email: string, role: Role): Promise<void> {
  const updated = await db
    .update(user)
    .set({ role })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  if (updated.length === 0) throw new AppError("not_found", `No account has the e-mail ${email}.`);
}
