import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { profileSchema, type UpdateProfileRequest } from "@/shared/profile/contracts";
import { profiles, user } from "../../core/db/schema";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

let ctx: TestContext;
let account: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  account = await ctx.signedInUser("user");
});
afterAll(() => ctx?.close());

const complete: UpdateProfileRequest = {
  full_name: "  Ingrid Berg ",
  job_title: "Head of Translational Science",
  company: "Lund Biologics AB",
  department: "",
  organization_type: "biotech",
  research_focus: ["genomics", "drug_discovery", "genomics"],
  therapeutic_areas: ["oncology"],
  use_case: "competitive_intelligence",
  experience_level: "senior",
  communication_preferences: { newsletter: false },
};

async function put(body: unknown, cookie = account.cookie) {
  return ctx.request("PUT", "/api/profile", { cookie, body });
}

describe("profile", () => {
  it("reads the caller's own profile", async () => {
    const response = await ctx.request("GET", "/api/profile", { cookie: account.cookie });
    expect(response.status).toBe(200);
    const profile = profileSchema.parse(response.json);
    expect(profile).toMatchObject({ user_id: account.id, email: account.email, research_focus: [] });
    expect(profile.communication_preferences).toEqual({ newsletter: true, product_updates: true, research_alerts: false });
  });

  it("saves the nine fields trimmed, empty as null, lists once in the options' order", async () => {
    const response = await put(complete);
    expect(response.status, response.text).toBe(200);
    const profile = profileSchema.parse(response.json);
    expect(profile).toEqual({
      user_id: account.id,
      email: account.email,
      full_name: "Ingrid Berg",
      job_title: "Head of Translational Science",
      company: "Lund Biologics AB",
      department: null,
      organization_type: "biotech",
      research_focus: ["drug_discovery", "genomics"],
      therapeutic_areas: ["oncology"],
      use_case: "competitive_intelligence",
      experience_level: "senior",
      communication_preferences: { newsletter: false, product_updates: true, research_alerts: false },
    });
    const again = profileSchema.parse((await ctx.request("GET", "/api/profile", { cookie: account.cookie })).json);
    expect(again).toEqual(profile);
    const me = (await ctx.request("GET", "/api/me", { cookie: account.cookie })).json as { profile: unknown; user: { name: string } };
    expect(me.profile).toEqual(profile);
    expect(me.user.name).toBe("Ingrid Berg");
  });

  it("stores names without bidirectional controls or zero-width characters (Trojan Source)", async () => {
    const response = await put({ ...complete, full_name: "Ingrid \u202Egreb\u202C\u200B", company: "\u2067Lund\u2069 Biologics" });
    expect(response.status, response.text).toBe(200);
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.userId, account.id));
    expect(row).toMatchObject({ fullName: "Ingrid greb", company: "Lund Biologics" });
    const [named] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, account.id));
    expect(named?.name).toBe("Ingrid greb");
  });

  it("clears choices with empty values and never changes the e-mail", async () => {
    const response = await put({
      ...complete,
      email: "someone-else@example.com",
      organization_type: "",
      use_case: null,
      experience_level: "",
      research_focus: [],
      communication_preferences: { newsletter: true },
    });
    expect(response.status, response.text).toBe(200);
    expect(profileSchema.parse(response.json)).toMatchObject({
      email: account.email,
      organization_type: null,
      use_case: null,
      experience_level: null,
      research_focus: [],
      communication_preferences: { newsletter: true },
    });
    const [row] = await ctx.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.userId, account.id));
    expect(row?.email).toBe(account.email);
  });

  it.each([
    ["an unknown organization type", { organization_type: "spaceship" }, "organization_type", "Please select an organization type"],
    ["an unknown use case", { use_case: "gossip" }, "use_case", "Please select your primary use case"],
    ["an unknown experience level", { experience_level: "wizard" }, "experience_level", "Please select an experience level"],
    ["an unknown research focus", { research_focus: ["alchemy"] }, "research_focus.0", "Please select research focus areas from the list"],
    ["an unknown therapeutic area", { therapeutic_areas: ["astrology"] }, "therapeutic_areas.0", "Please select therapeutic areas from the list"],
    ["a full name over 200 characters", { full_name: "x".repeat(201) }, "full_name", "Must be at most 200 characters"],
    ["a missing newsletter choice", { communication_preferences: {} }, "communication_preferences.newsletter", "Newsletter must be on or off"],
  ])("refuses %s with 400", async (_case, change, field, message) => {
    const response = await put({ ...complete, ...change });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields?.[field]).toBe(message);
  });

  it("creates the profile of an account that had none", async () => {
    const bare = await ctx.signedInUser("editor");
    await ctx.db.delete(profiles).where(eq(profiles.userId, bare.id));
    const empty = profileSchema.parse((await ctx.request("GET", "/api/profile", { cookie: bare.cookie })).json);
    expect(empty).toMatchObject({ user_id: bare.id, email: bare.email, full_name: null });
    const saved = profileSchema.parse((await put({ ...complete, full_name: "" }, bare.cookie)).json);
    expect(saved).toMatchObject({ email: bare.email, full_name: null, company: "Lund Biologics AB" });
    const [row] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, bare.id));
    expect(row?.name).toBe(bare.email.split("@")[0]);
  });

  it("is only for signed-in accounts", async () => {
    expect((await ctx.request("GET", "/api/profile")).status).toBe(401);
    expect((await ctx.request("PUT", "/api/profile", { body: complete })).status).toBe(401);
  });
});
