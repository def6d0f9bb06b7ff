import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { ANONYMOUS, type Actor, type Role } from "@/shared/auth/permissions";
import { comments, entities, entityMentions, monitoredWebsites } from "../../src/server/core/db/schema";
import { TEST_EDITOR_PASSWORD, type TestContext, type TestUser } from "../support/context";

/** The six kinds of caller of the access-control spec. */
export const CALLERS = ["anonymous", "user", "otherUser", "editor", "admin", "editorAccess"] as const;
export type CallerName = (typeof CALLERS)[number];
type AccountCaller = Exclude<CallerName, "anonymous" | "editorAccess">;

const ROLE_OF: Record<AccountCaller, Role> = { user: "user", otherUser: "user", editor: "editor", admin: "admin" };
const ACCOUNT_CALLERS = Object.keys(ROLE_OF) as AccountCaller[];

/** Accounts per kind: limits counted per account (chat, credits) then last the whole run. */
export const POOL_SIZE = 2;

/** One request's caller, as the fuzzer sends it and as the permission table sees it. */
export type CallerView = {
  name: CallerName;
  cookie: string | undefined;
  account: TestUser | null;
  actor: Actor;
  /** Whose news credits the request spends: `user:<id>` or `editor:<grant hash>`. */
  newsSubject: string | null;
};

type Grant = { cookie: string; subject: string };

export type World = {
  ctx: TestContext;
  sessionCookieName: string;
  accounts: Record<AccountCaller, TestUser[]>;
  grants: Grant[];
  /** Sessions and grants that sign-out and editor logout may end (the callers' own must survive). */
  disposable: { sessions: Record<AccountCaller, string[]>; grants: string[] };
  /** Owns the resources that are someone else's for every caller; never calls. */
  bystander: { id: string; email: string };
  unverifiedEmail: string;
  published: { id: string; sourceUrl: string };
  pendingOf: Map<string, string>;
  bystanderPending: string;
  cursors: { news: string; review: string; comments: string };
  runId: string;
  /** A company entity that is never merged itself: what valid merges merge into. */
  entityInto: string;
};

const grantSubject = (token: string) => `editor:${createHash("sha256").update(token).digest("hex")}`;
const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]).join(".")}`;

async function editorGrant(ctx: TestContext): Promise<Grant> {
  const response = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, ip: randomIp() });
  if (response.status !== 200) throw new Error(`editor login failed: ${response.status} ${response.text}`);
  const cookie = ctx.cookiesFrom(response.headers);
  return { cookie, subject: grantSubject(cookie.slice(cookie.indexOf("=") + 1)) };
}

function expectStatus(response: { status: number; text: string }, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${response.text}`);
}

export async function createWorld(ctx: TestContext): Promise<World> {
  const accounts = {} as Record<AccountCaller, TestUser[]>;
  const disposableSessions = {} as Record<AccountCaller, string[]>;
  await Promise.all(
    ACCOUNT_CALLERS.map(async (name) => {
      accounts[name] = await Promise.all(Array.from({ length: POOL_SIZE }, () => ctx.signedInUser(ROLE_OF[name])));
      disposableSessions[name] = [await ctx.signIn(accounts[name][0]!.email)];
    }),
  );
  const grants = await Promise.all(Array.from({ length: POOL_SIZE }, () => editorGrant(ctx)));
  const disposableGrants = (await Promise.all([editorGrant(ctx), editorGrant(ctx)])).map((grant) => grant.cookie);
  const bystander = await ctx.createUser({ role: "user" });
  const unverified = await ctx.createUser({ role: "user", verified: false });

  // Two published items, so the feed has a second page and a real cursor.
  await ctx.createNewsItem({ status: "published" });
  const published = await ctx.createNewsItem({ status: "published", createdBy: bystander.id });
  const pendingOf = new Map<string, string>();
  for (const account of Object.values(accounts).flat()) {
    pendingOf.set(account.id, (await ctx.createNewsItem({ status: "pending", createdBy: account.id })).id);
  }
  const bystanderPending = (await ctx.createNewsItem({ status: "pending", createdBy: bystander.id })).id;
  await freshComment(ctx, { newsItemId: published.id, userId: bystander.id });
  await freshComment(ctx, { newsItemId: published.id, userId: bystander.id });

  const admin = accounts.admin[0]!;
  const editorCookie = accounts.editor[0]!.cookie;
  const news = await ctx.request("GET", "/api/news?limit=1");
  const review = await ctx.request("GET", "/api/news/review?limit=1", { cookie: editorCookie });
  const commentPage = await ctx.request("GET", `/api/news/${published.id}/comments?limit=1`);
  const run = await ctx.request("POST", "/api/monitor/run", { cookie: admin.cookie });
  expectStatus(run, 200, "the first monitor run");
  const cursor = (response: { json: Record<string, unknown> }, what: string) => {
    const value = response.json.next_cursor;
    if (typeof value !== "string") throw new Error(`no ${what} cursor`);
    return value;
  };

  return {
    ctx,
    sessionCookieName: admin.cookie.split("=")[0]!,
    accounts,
    grants,
    disposable: { sessions: disposableSessions, grants: disposableGrants },
    bystander,
    unverifiedEmail: unverified.email,
    published: { id: published.id, sourceUrl: published.sourceUrl },
    pendingOf,
    bystanderPending,
    cursors: { news: cursor(news, "feed"), review: cursor(review, "review"), comments: cursor(commentPage, "comments") },
    runId: ((run.json.run as { id: string }).id),
    entityInto: await freshEntity(ctx),
  };
}

export function callerView(world: World, name: CallerName, index: number, options: { disposable: boolean }): CallerView {
  if (name === "anonymous") return { name, cookie: undefined, account: null, actor: ANONYMOUS, newsSubject: null };
  if (name === "editorAccess") {
    const grant = world.grants[index % world.grants.length]!;
    const cookie = options.disposable ? world.disposable.grants[index % world.disposable.grants.length]! : grant.cookie;
    return {
      name,
      cookie,
      account: null,
      actor: { userId: null, role: null, hasEditorAccess: true },
      newsSubject: options.disposable ? null : grant.subject,
    };
  }
  // A disposable session belongs to the pool's first account.
  const account = world.accounts[name][options.disposable ? 0 : index % POOL_SIZE]!;
  return {
    name,
    cookie: options.disposable ? world.disposable.sessions[name][0] : account.cookie,
    account,
    actor: { userId: account.id, role: account.role, hasEditorAccess: false },
    newsSubject: `user:${account.id}`,
  };
}

export async function freshComment(ctx: TestContext, values: { newsItemId: string; userId: string }): Promise<string> {
  const [row] = await ctx.db
    .insert(comments)
    .values({ ...values, content: "A comment for the fuzzer to edit or delete." })
    .returning({ id: comments.id });
  return row!.id;
}

/** Inactive, on a loopback address: Run Monitor Now skips it, and nothing could reach it anyway. */
export async function freshSite(ctx: TestContext, addedBy: string): Promise<string> {
  const [row] = await ctx.db
    .insert(monitoredWebsites)
    .values({ name: "Fuzzer site", url: `http://127.0.0.1/site-${randomBytes(6).toString("hex")}`, isActive: false, addedBy })
    .returning({ id: monitoredWebsites.id });
  return row!.id;
}

/** A company entity of its own, for the fuzzer to rename, merge or correct; its address. */
export async function freshEntity(ctx: TestContext): Promise<string> {
  const key = `company:fuzz-${randomBytes(6).toString("hex")}`;
  const [row] = await ctx.db.insert(entities).values({ key, slug: key.replace(":", "-"), type: "company", name: "Fuzz Company" }).returning({ slug: entities.slug });
  return row!.slug;
}

/** A fresh entity that `newsItemId` mentions with too little confidence to stand alone; its address. */
export async function freshEntityMention(ctx: TestContext, newsItemId: string): Promise<string> {
  const slug = await freshEntity(ctx);
  const [entity] = await ctx.db.select({ id: entities.id }).from(entities).where(eq(entities.slug, slug));
  await ctx.db.insert(entityMentions).values({ newsItemId, entityId: entity!.id, surface: "Fuzz Co", quote: "Fuzz Co said so.", method: "fuzzy", confidence: 0.5 });
  return slug;
}
