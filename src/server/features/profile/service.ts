import { eq, sql } from "drizzle-orm";
import type { Profile } from "@/shared/auth/contracts";
import type { UpdateProfileData } from "@/shared/profile/contracts";
import type { Database } from "../../core/db/client";
import { profiles, user } from "../../core/db/schema";
import type { SessionUser } from "../../core/http/context";
import { toProfile } from "../accounts";


const DEFAULT_PREFERENCES = { newsletter: true, product_updates: true, research_alerts: false };

/** An account made outside the sign-up form may have no profile row yet: it reads as an empty one. */
function emptyProfile(sessionUser: SessionUser): Profile {
  return {
    user_id: sessionUser.id,
    full_name: null,
    email: sessionUser.email,
    job_title: null,
    company: null,
    department: null,
    organization_type: null,
    research_focus: [],
    therapeutic_areas: [],
    use_case: null,
    experience_level: null,
    communication_preferences: DEFAULT_PREFERENCES,
  };
}

export async function getProfile(options: { db: Database; sessionUser: SessionUser }): Promise<Profile> {
  const { db, sessionUser } = options;
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, sessionUser.id)).limit(1);
  return row ? toProfile(row) : emptyProfile(sessionUser);
}

/**
 * Saves the nine fields and the newsletter choice of the caller's own profile. The e-mail stays
 * as it is (spec §5: read-only); the other preferences are kept. The account's display name
 * follows the full name, so that every screen names the person the same way.
 */
export async function updateProfile(options: {
  db: Database;
  sessionUser: SessionUser;
  changes: UpdateProfileData;
}): Promise<Profile> {
  const { db, sessionUser, changes } = options;
  const fields = {
    fullName: changes.full_name,
    jobTitle: changes.job_title,
    company: changes.company,
    department: changes.department,
    organizationType: changes.organization_type,
    researchFocus: changes.research_focus,
    therapeuticAreas: changes.therapeutic_areas,
    useCase: changes.use_case,
    experienceLevel: changes.experience_level,
  };
  const newsletter = changes.communication_preferences.newsletter;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({
        userId: sessionUser.id,
        email: sessionUser.email,
        ...fields,
        communicationPreferences: { ...DEFAULT_PREFERENCES, newsletter },
      })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: {
          ...fields,
          communicationPreferences: sql`${profiles.communicationPreferences} || ${JSON.stringify({ newsletter })}::jsonb`,
          updatedAt: new Date(),
        },
      })
      .returning();
    if (fields.fullName && fields.fullName !== sessionUser.name) {
      await tx.update(user).set({ name: fields.fullName }).where(eq(user.id, sessionUser.id));
    }
    return toProfile(row!);
  });
}
