import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataServiceUrls, type DataServicesStub } from "../../tests/stubs/data-services";
import { startDataServicesProcess } from "../../tests/stubs/data-services-process";
import { ANONYMOUS, type Actor } from "@/shared/auth/permissions";
import { articleSources, catalysts, entities, entityMentions, newsItems } from "./core/db/schema";
import { declaredOperations, declaredRefusal, type DeclaredOperation } from "../../tests/support/access";
import { SAMPLE_FILING, SAMPLE_PAPER } from "../../tests/support/samples";
import { PASSWORD_RESET_JOB } from "./features/accounts";
import { createTestContext, TEST_EDITOR_PASSWORD, TEST_PASSWORD, type TestContext, type TestRequestOptions, type TestUser } from "../../tests/support/context";

/**
 * Every API operation tried as each kind of caller, with the exact status expected.
 * A new endpoint fails the coverage check at the bottom until it has a row here.
 */
const ACTORS = ["anonymous", "user", "otherUser", "editor", "admin", "editorAccess"] as const;
type ActorName = (typeof ACTORS)[number];
type Caller = { name: ActorName; cookie?: string; account?: TestUser };
type Row = {
  operation: string;
  /** Tells apart rows of one operation tried on different resources. */
  on?: string;
  request: (caller: Caller) => Promise<TestRequestOptions & { path?: string }> | (TestRequestOptions & { path?: string });
  expected: Record<ActorName, number>;
};

const everyone = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  user: status,
  otherUser: status,
  editor: status,
  admin: status,
  editorAccess: status,
});
const signedIn = (status: number): Record<ActorName, number> => ({
  ...everyone(status),
  anonymous: 401,
  editorAccess: 401,
});
/** Editors and admins by role, and a browser unlocked by the editor password. */
const reviewers = (status: number, others: number): Record<ActorName, number> => ({
  anonymous: 401,
  user: others,
  otherUser: others,
  editor: status,
  admin: status,
  editorAccess: status,
});
/** Admins only (the website monitor); a browser with editor access alone has no account. */
const admins = (status: number): Record<ActorName, number> => ({
  anonymous: 401,
  user: 403,
  otherUser: 403,
  editor: 403,
  admin: status,
  editorAccess: 401,
});
const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

let ctx: TestContext;
const callers = {} as Record<ActorName, Caller>;

const ROWS: Row[] = [
  { operation: "GET /api/health", request: () => ({}), expected: everyone(200) },
  { operation: "GET /api/openapi.json", request: () => ({}), expected: everyone(200) },
  { operation: "GET /api/me", request: ({ cookie }) => ({ cookie }), expected: signedIn(200) },
  {
    operation: "POST /api/account/sign-up",
    request: ({ cookie }) => ({
      cookie,
      ip: randomIp(),
      body: {
        email: `new-${randomBytes(4).toString("hex")}@example.com`,
        password: "sign-up-pass-1",
        confirmPassword: "sign-up-pass-1",
        fullName: "New Person",
        company: "New Co",
        organizationType: "academic",
        jobTitle: "Scientist",
        useCase: "rd_planning",
        researchFocus: [],
        therapeuticAreas: [],
        newsletter: true,
      },
    }),
    expected: everyone(201),
  },
  {
    operation: "POST /api/account/sign-in",
    request: async ({ cookie }) => {
      const target = await ctx.createUser();
      return { cookie, ip: randomIp(), body: { email: target.email, password: TEST_PASSWORD } };
    },
    expected: everyone(200),
  },
  {
    operation: "POST /api/account/sign-out",
    // A second session of the caller, so the caller's main session survives the row.
    request: async ({ account }) => ({ cookie: account ? await ctx.signIn(account.email) : undefined }),
    expected: everyone(200),
  },
  {
    operation: "POST /api/account/resend-confirmation",
    request: ({ cookie }) => ({ cookie, ip: randomIp(), body: { email: `x-${randomBytes(4).toString("hex")}@example.com` } }),
    expected: everyone(200),
  },
  {
    operation: "POST /api/account/password",
    // A fresh account of the caller's role: a changed password ends the account's other sessions.
    request: async ({ cookie, account }) => ({
      cookie: account ? (await ctx.signedInUser(account.role)).cookie : cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: "changed-pass-1", confirmPassword: "changed-pass-1" },
    }),
    expected: signedIn(200),
  },
  {
    operation: "POST /api/account/request-password-reset",
    request: ({ cookie }) => ({ cookie, ip: randomIp(), body: { email: `x-${randomBytes(4).toString("hex")}@example.com` } }),
    expected: everyone(200),
  },
  {
    operation: "POST /api/account/reset-password",
    on: "the token of a fresh reset link",
    request: async ({ cookie }) => ({
      cookie,
      body: { token: await freshResetToken(), newPassword: "reset-pass-12", confirmPassword: "reset-pass-12" },
    }),
    expected: everyone(200),
  },
  { operation: "GET /api/editor/status", request: ({ cookie }) => ({ cookie }), expected: everyone(200) },
  {
    operation: "POST /api/editor/login",
    request: ({ cookie }) => ({ cookie, ip: randomIp(), body: { password: TEST_EDITOR_PASSWORD } }),
    expected: everyone(200),
  },
  {
    operation: "POST /api/editor/logout",
    // A grant of its own, so the editor-access caller keeps its grant for the other rows.
    request: async ({ name, cookie }) => ({ cookie: name === "editorAccess" ? await freshEditorGrant() : cookie }),
    expected: everyone(200),
  },
  { operation: "GET /api/news", request: ({ cookie }) => ({ cookie }), expected: everyone(200) },
  { operation: "GET /api/news/topics", request: ({ cookie }) => ({ cookie }), expected: everyone(200) },
  { operation: "GET /api/news/review", request: ({ cookie }) => ({ cookie }), expected: reviewers(200, 403) },
  { operation: "GET /api/news/mine", request: ({ cookie }) => ({ cookie }), expected: signedIn(200) },
  {
    operation: "GET /api/news/credits",
    request: ({ cookie }) => ({ cookie }),
    expected: { ...signedIn(200), editorAccess: 200 },
  },
  {
    operation: "POST /api/news/ingest",
    on: "an article already in the feed",
    request: ({ cookie }) => ({ cookie, body: { url: fixtures.publishedUrl } }),
    expected: { ...everyone(409), anonymous: 401 },
  },
  {
    operation: "POST /api/news/share-summary",
    request: ({ cookie }) => ({ cookie, ip: randomIp(), body: { title: "Title", summary: "<p>Summary.</p>", platform: "x" } }),
    expected: everyone(200),
  },
  {
    operation: "GET /api/news/{id}",
    on: "a published item",
    request: ({ cookie }) => ({ cookie, path: `/api/news/${fixtures.publishedId}` }),
    expected: everyone(200),
  },
  {
    operation: "GET /api/news/{id}",
    on: "the user's pending item",
    request: ({ cookie }) => ({ cookie, path: `/api/news/${fixtures.pendingId}` }),
    expected: { anonymous: 404, user: 200, otherUser: 404, editor: 200, admin: 200, editorAccess: 200 },
  },
  {
    operation: "GET /api/news/{id}/original",
    on: "a published item whose article was kept",
    request: ({ cookie }) => ({ cookie, path: `/api/news/${fixtures.publishedId}/original` }),
    expected: everyone(200),
  },
  {
    operation: "GET /api/news/{id}/original",
    on: "the user's pending item",
    request: ({ cookie }) => ({ cookie, path: `/api/news/${fixtures.pendingId}/original` }),
    expected: { anonymous: 404, user: 200, otherUser: 404, editor: 200, admin: 200, editorAccess: 200 },
  },
  {
    operation: "POST /api/news",
    on: "a draft with a forged preview token",
    request: ({ cookie }) => ({
      cookie,
      body: {
        title: "Forged",
        summary_en: "<p>Forged.</p>",
        source_url: "https://news.example/forged",
        published_at: null,
        language_detected: "en",
        translated: false,
        tags: [],
        entities: {},
        raw_keywords: [],
        facets: { companies: [] },
        preview_token: "forged.token",
      },
    }),
    expected: { ...everyone(400), anonymous: 401 },
  },
  {
    operation: "PUT /api/news/{id}",
    on: "the user's pending item",
    request: async ({ cookie }) => ({
      cookie,
      path: `/api/news/${fixtures.pendingId}`,
      body: { title: "Edited title", summary_en: "<p>Edited.</p>", tags: [], entities: {}, status: "pending", version: await versionOf(fixtures.pendingId) },
    }),
    expected: reviewers(200, 403),
  },
  {
    operation: "POST /api/news/{id}/publish",
    on: "a fresh pending item of the user",
    request: async ({ cookie }) => ({
      cookie,
      path: `/api/news/${(await ctx.createNewsItem({ status: "pending", createdBy: callers.user.account!.id })).id}/publish`,
    }),
    expected: { anonymous: 401, user: 200, otherUser: 404, editor: 200, admin: 200, editorAccess: 200 },
  },
  {
    operation: "DELETE /api/news/{id}",
    on: "a fresh published item",
    request: async ({ cookie }) => ({ cookie, path: `/api/news/${(await ctx.createNewsItem()).id}` }),
    expected: reviewers(200, 403),
  },
  {
    operation: "GET /api/entities/{slug}",
    on: "an address no entity has",
    request: ({ cookie }) => ({ cookie, path: "/api/entities/company-nobody-at-all" }),
    expected: everyone(404),
  },
  { operation: "GET /api/entities/review", request: ({ cookie }) => ({ cookie }), expected: reviewers(200, 403) },
  { operation: "GET /api/entities", request: ({ cookie }) => ({ cookie, path: "/api/entities?q=access" }), expected: reviewers(200, 403) },
  {
    operation: "PATCH /api/entities/{slug}",
    on: "a fresh entity",
    request: async ({ cookie }) => ({ cookie, path: `/api/entities/${await freshEntity()}`, body: { name: "Renamed Access Co" } }),
    expected: reviewers(200, 403),
  },
  {
    operation: "POST /api/entities/{slug}/merge",
    on: "two fresh entities",
    request: async ({ cookie }) => ({ cookie, path: `/api/entities/${await freshEntity()}/merge`, body: { into: await freshEntity() } }),
    expected: reviewers(200, 403),
  },
  {
    operation: "POST /api/entities/{slug}/mentions/{item_id}/confirm",
    on: "a fresh mention",
    request: async ({ cookie }) => ({ cookie, path: `/api/entities/${await freshMention()}/mentions/${fixtures.publishedId}/confirm` }),
    expected: reviewers(204, 403),
  },
  {
    operation: "POST /api/entities/{slug}/mentions/{item_id}/split",
    on: "a fresh mention",
    request: async ({ cookie }) => ({
      cookie,
      path: `/api/entities/${await freshMention()}/mentions/${fixtures.publishedId}/split`,
      body: { name: `Split Access ${randomBytes(4).toString("hex")}` },
    }),
    expected: reviewers(200, 403),
  },
  {
    operation: "GET /api/news/{id}/comments",
    on: "a published item",
    request: ({ cookie }) => ({ cookie, path: `/api/news/${fixtures.publishedId}/comments` }),
    expected: everyone(200),
  },
  {
    operation: "GET /api/news/{id}/comments",
    on: "the user's pending item",
    request: ({ cookie }) => ({ cookie, path: `/api/news/${fixtures.pendingId}/comments` }),
    expected: everyone(404),
  },
  {
    operation: "POST /api/news/{id}/comments",
    on: "a published item",
    request: ({ cookie }) => ({ cookie, path: `/api/news/${fixtures.publishedId}/comments`, body: { content: "A comment." } }),
    expected: signedIn(201),
  },
  {
    operation: "POST /api/news/{id}/comments",
    on: "the user's pending item",
    request: ({ cookie }) => ({ cookie, path: `/api/news/${fixtures.pendingId}/comments`, body: { content: "A comment." } }),
    expected: signedIn(404),
  },
  {
    operation: "PUT /api/comments/{id}",
    on: "a fresh comment of the user",
    request: async ({ cookie }) => ({ cookie, path: `/api/comments/${await freshUserComment()}`, body: { content: "Edited." } }),
    expected: { anonymous: 401, user: 200, otherUser: 403, editor: 403, admin: 403, editorAccess: 401 },
  },
  {
    operation: "PUT /api/comments/{id}",
    on: "an unknown comment",
    request: ({ cookie }) => ({ cookie, path: `/api/comments/${randomUUID()}`, body: { content: "Edited." } }),
    expected: signedIn(404),
  },
  {
    operation: "DELETE /api/comments/{id}",
    on: "a fresh comment of the user",
    request: async ({ cookie }) => ({ cookie, path: `/api/comments/${await freshUserComment()}` }),
    expected: { anonymous: 401, user: 200, otherUser: 403, editor: 403, admin: 403, editorAccess: 401 },
  },
  {
    operation: "DELETE /api/comments/{id}",
    on: "an unknown comment",
    request: ({ cookie }) => ({ cookie, path: `/api/comments/${randomUUID()}` }),
    expected: signedIn(404),
  },
  {
    operation: "GET /api/stories/{id}",
    on: "an unknown story",
    request: ({ cookie }) => ({ cookie, path: `/api/stories/${randomUUID()}` }),
    expected: everyone(404),
  },
  {
    operation: "POST /api/stories/{id}/split",
    on: "an unknown story",
    request: ({ cookie }) => ({ cookie, path: `/api/stories/${randomUUID()}/split`, body: { news_item_id: randomUUID() } }),
    expected: reviewers(404, 403),
  },
  {
    operation: "POST /api/stories/{id}/merge",
    on: "an unknown story",
    request: ({ cookie }) => ({ cookie, path: `/api/stories/${randomUUID()}/merge`, body: { into: randomUUID() } }),
    expected: reviewers(404, 403),
  },
  { operation: "GET /api/catalysts", request: ({ cookie }) => ({ cookie, path: "/api/catalysts?type=pdufa&when=all" }), expected: everyone(200) },
  { operation: "GET /api/catalysts/review", request: ({ cookie }) => ({ cookie }), expected: reviewers(200, 403) },
  {
    operation: "PATCH /api/catalysts/{id}",
    on: "a fresh catalyst waiting for review",
    request: async ({ cookie }) => ({ cookie, path: `/api/catalysts/${await freshCatalyst()}`, body: { action: "accept" } }),
    expected: reviewers(200, 403),
  },
  {
    operation: "PATCH /api/catalysts/{id}",
    on: "an unknown catalyst",
    request: ({ cookie }) => ({ cookie, path: `/api/catalysts/${randomUUID()}`, body: { action: "reject" } }),
    expected: reviewers(404, 403),
  },
  { operation: "GET /api/alerts", request: ({ cookie }) => ({ cookie }), expected: signedIn(200) },
  {
    operation: "POST /api/alerts",
    request: ({ cookie }) => ({ cookie, body: { name: "Access check", query: { q: "access check" } } }),
    expected: signedIn(201),
  },
  {
    operation: "PUT /api/alerts/settings",
    request: ({ cookie }) => ({ cookie, body: { digest_hour: 7, time_zone: "Europe/Stockholm" } }),
    expected: signedIn(200),
  },
  // Another account's saved search does not exist for the caller: 404, not 403.
  ...(
    [
      ["PATCH /api/alerts/{id}", "", { paused: true }],
      ["DELETE /api/alerts/{id}", "", undefined],
      ["POST /api/alerts/{id}/feed", "/feed", undefined],
    ] as const
  ).flatMap(([operation, suffix, body]) => [
    {
      operation,
      on: "a fresh saved search of the user",
      request: async ({ cookie }: Caller) => ({ cookie, path: `/api/alerts/${await freshUserAlert()}${suffix}`, body }),
      expected: { anonymous: 401, user: 200, otherUser: 404, editor: 404, admin: 404, editorAccess: 401 },
    },
    {
      operation,
      on: "an unknown saved search",
      request: ({ cookie }: Caller) => ({ cookie, path: `/api/alerts/${randomUUID()}${suffix}`, body }),
      expected: signedIn(404),
    },
  ]),
  { operation: "GET /api/profile", request: ({ cookie }) => ({ cookie }), expected: signedIn(200) },
  { operation: "GET /api/patents/source", request: ({ cookie }) => ({ cookie }), expected: signedIn(200) },
  {
    operation: "GET /api/patents/search",
    request: ({ cookie }) => ({ cookie, path: "/api/patents/search?q=antibody" }),
    expected: signedIn(200),
  },
  { operation: "POST /api/literature/search", request: ({ cookie }) => ({ cookie, body: { query: "cancer" } }), expected: signedIn(200) },
  {
    operation: "POST /api/literature/analysis",
    request: ({ cookie }) => ({ cookie, body: { analysisType: "research_trends", papers: [SAMPLE_PAPER] } }),
    expected: signedIn(200),
  },
  {
    operation: "POST /api/literature/chat",
    request: ({ cookie }) => ({ cookie, body: { message: "What is new?", papers: [SAMPLE_PAPER] } }),
    expected: signedIn(200),
  },
  {
    operation: "POST /api/filings/search",
    request: ({ cookie }) => ({ cookie, body: { query: "SNOW", cik: "", filingTypes: ["10-K", "20-F"] } }),
    expected: signedIn(200),
  },
  {
    operation: "GET /api/filings/sections",
    request: ({ cookie }) => ({ cookie, path: "/api/filings/sections?cik=1640147&id=0001640147-25-000052" }),
    expected: signedIn(200),
  },
  {
    operation: "POST /api/filings/analysis",
    request: ({ cookie }) => ({ cookie, body: { analysisType: "market_sizing", filings: [SAMPLE_FILING] } }),
    expected: signedIn(200),
  },
  {
    operation: "POST /api/filings/chat",
    request: ({ cookie }) => ({ cookie, body: { query: "How is revenue growing?", filings: [SAMPLE_FILING] } }),
    expected: signedIn(200),
  },
  {
    operation: "POST /api/trials/search",
    request: ({ cookie }) => ({ cookie, body: { query: "Depression" } }),
    expected: signedIn(200),
  },
  {
    operation: "POST /api/trials/eligibility",
    request: ({ cookie }) => ({ cookie, body: { age: 40, conditions: ["Depression"] } }),
    expected: signedIn(200),
  },
  {
    operation: "GET /api/trials/trends",
    request: ({ cookie }) => ({ cookie, path: "/api/trials/trends?condition=Depression" }),
    expected: signedIn(200),
  },
  {
    operation: "GET /api/trials/compare",
    request: ({ cookie }) => ({ cookie, path: "/api/trials/compare?ids=NCT00517179,NCT02576665" }),
    expected: signedIn(200),
  },
  {
    operation: "GET /api/analyses/recent",
    request: ({ cookie }) => ({ cookie, path: "/api/analyses/recent?channel=R%26D_INTELLIGENCE" }),
    expected: signedIn(200),
  },
  {
    operation: "PUT /api/profile",
    request: ({ cookie }) => ({
      cookie,
      body: {
        full_name: "Access Check",
        job_title: null,
        company: "",
        department: null,
        organization_type: "academic",
        research_focus: [],
        therapeutic_areas: ["oncology"],
        use_case: "",
        experience_level: null,
        communication_preferences: { newsletter: false },
      },
    }),
    expected: signedIn(200),
  },
  {
    operation: "POST /api/contact",
    request: ({ cookie }) => ({
      cookie,
      ip: randomIp(),
      body: {
        name: "Access Check",
        email: `caller-${randomBytes(4).toString("hex")}@example.com`,
        subject: "Access check",
        message: "A message from the access-control spec.",
      },
    }),
    expected: everyone(200),
  },
  { operation: "GET /api/contact/info", request: ({ cookie }) => ({ cookie }), expected: everyone(200) },
  // Counted per account: a browser with editor access alone has none.
  { operation: "POST /api/chat", request: ({ cookie }) => ({ cookie, body: { message: "What is new in oncology?" } }), expected: signedIn(200) },
  { operation: "GET /api/monitor/websites", request: ({ cookie }) => ({ cookie }), expected: admins(200) },
  {
    operation: "POST /api/monitor/websites",
    request: ({ cookie }) => ({ cookie, body: { name: "Access site", url: unreachableSiteUrl() } }),
    expected: admins(201),
  },
  {
    operation: "PATCH /api/monitor/websites/{id}",
    on: "a fresh site",
    request: async ({ cookie }) => ({ cookie, path: `/api/monitor/websites/${await freshSite()}`, body: { is_active: false } }),
    expected: admins(200),
  },
  {
    operation: "DELETE /api/monitor/websites/{id}",
    on: "a fresh site",
    request: async ({ cookie }) => ({ cookie, path: `/api/monitor/websites/${await freshSite()}` }),
    expected: admins(204),
  },
  { operation: "POST /api/monitor/run", request: ({ cookie }) => ({ cookie }), expected: admins(200) },
  { operation: "GET /api/email/undelivered", request: ({ cookie }) => ({ cookie }), expected: admins(200) },
  {
    operation: "POST /api/email/{id}/retry",
    on: "a fresh message given up",
    request: async ({ cookie }) => ({ cookie, path: `/api/email/${await ctx.createFailedEmail()}/retry` }),
    expected: admins(200),
  },
  { operation: "GET /api/monitor/runs", request: ({ cookie }) => ({ cookie }), expected: admins(200) },
  {
    operation: "GET /api/monitor/runs/{id}",
    on: "an unknown run",
    request: ({ cookie }) => ({ cookie, path: `/api/monitor/runs/${randomUUID()}` }),
    expected: admins(404),
  },
];

const fixtures = { publishedId: "", publishedUrl: "", pendingId: "" };

/** The item's stored version: each edit row saves from what is stored now. */
async function versionOf(id: string): Promise<number> {
  const [row] = await ctx.db.select({ version: newsItems.version }).from(newsItems).where(eq(newsItems.id, id));
  return row!.version;
}

/** A company entity of its own, for a row that renames or merges it; its address. */
async function freshEntity(): Promise<string> {
  const key = `company:access-${randomBytes(4).toString("hex")}`;
  const [row] = await ctx.db.insert(entities).values({ key, slug: key.replace(":", "-"), type: "company", name: "Access Co" }).returning();
  return row!.slug;
}

/** A fresh entity that the published item mentions doubtfully; its address. */
async function freshMention(): Promise<string> {
  const slug = await freshEntity();
  const [entity] = await ctx.db.select().from(entities).where(eq(entities.slug, slug));
  await ctx.db.insert(entityMentions).values({ newsItemId: fixtures.publishedId, entityId: entity!.id, surface: "Access Co", quote: "Access Co said so.", method: "fuzzy", confidence: 0.5 });
  return slug;
}

/** An extracted catalyst of the published item, waiting for an editor; its id. */
async function freshCatalyst(): Promise<string> {
  const [row] = await ctx.db
    .insert(catalysts)
    .values({ type: "pdufa", status: "expected", dateStart: "2091-10-14", dateEnd: "2091-10-14", precision: "day", dateText: "", quote: "A PDUFA date.", method: "rules", confidence: 0.8, sourceItemId: fixtures.publishedId })
    .returning({ id: catalysts.id });
  return row!.id;
}

async function freshUserComment(): Promise<string> {
  const response = await ctx.request("POST", `/api/news/${fixtures.publishedId}/comments`, {
    cookie: callers.user.cookie,
    body: { content: "The user's comment." },
  });
  return (response.json as { id: string }).id;
}

async function freshUserAlert(): Promise<string> {
  const response = await ctx.request("POST", "/api/alerts", {
    cookie: callers.user.cookie,
    body: { name: "The user's search", query: { q: `access ${randomBytes(3).toString("hex")}` } },
  });
  return (response.json as { id: string }).id;
}

/** A loopback address: the monitor refuses it at once (no FETCH_ALLOW_PRIVATE here), no network needed. */
// A page the local stub does not have: addresses are checked when a site is added, so the site must be real.
const unreachableSiteUrl = () => `${dataServices.url}/no-site-${randomBytes(4).toString("hex")}/`;

async function freshSite(): Promise<string> {
  const response = await ctx.request("POST", "/api/monitor/websites", {
    cookie: callers.admin.cookie,
    body: { name: "Access site", url: unreachableSiteUrl() },
  });
  return (response.json as { website: { id: string } }).website.id;
}

/** A new account's password reset token, from the link in its e-mail. */
async function freshResetToken(): Promise<string> {
  const target = await ctx.createUser();
  await ctx.request("POST", "/api/account/request-password-reset", { body: { email: target.email }, ip: randomIp() });
  await ctx.settleJobs(PASSWORD_RESET_JOB);
  const token = /\/reset-password\?token=(\S+)/.exec((await ctx.lastEmailTo(target.email))?.textBody ?? "")?.[1];
  if (!token) throw new Error(`no reset link was sent to ${target.email}`);
  return token;
}

async function freshEditorGrant(): Promise<string> {
  const grant = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, ip: randomIp() });
  return ctx.cookiesFrom(grant.headers);
}

let dataServices: DataServicesStub;

beforeAll(async () => {
  // The intelligence screens call the outside services: here, the local stubs.
  dataServices = await startDataServicesProcess();
  ctx = await createTestContext({ ...dataServiceUrls(dataServices.url), FETCH_ALLOW_PRIVATE: "true" });
  callers.anonymous = { name: "anonymous" };
  for (const [name, role] of [
    ["user", "user"],
    ["otherUser", "user"],
    ["editor", "editor"],
    ["admin", "admin"],
  ] as const) {
    const account = await ctx.signedInUser(role);
    callers[name] = { name, cookie: account.cookie, account };
  }
  callers.editorAccess = { name: "editorAccess", cookie: await freshEditorGrant() };
  const published = await ctx.createNewsItem({ status: "published" });
  fixtures.publishedId = published.id;
  fixtures.publishedUrl = published.sourceUrl;
  const pending = await ctx.createNewsItem({ status: "pending", createdBy: callers.user.account!.id });
  fixtures.pendingId = pending.id;
  // The articles as fetched, for the original-article operation.
  for (const { sourceUrl } of [published, pending]) {
    await ctx.db.insert(articleSources).values({ sourceUrl, title: "原文标题", text: "原文。", language: "zh" });
  }
});
afterAll(async () => {
  await ctx?.close();
  await dataServices?.close();
});

describe("access control", () => {
  for (const row of ROWS) {
    for (const actor of ACTORS) {
      it(`${row.operation}${row.on ? ` (${row.on})` : ""} as ${actor} → ${row.expected[actor]}`, async () => {
        const [method, template] = row.operation.split(" ") as [string, string];
        const { path, ...options } = await row.request(callers[actor]);
        const response = await ctx.request(method, path ?? template, options);
        expect(response.status, response.text).toBe(row.expected[actor]);
      });
    }
  }

  it("has a row for every operation of the OpenAPI document", async () => {
    const operations = (await documentOperations()).map((operation) => operation.key);
    const covered = new Set(ROWS.map((row) => row.operation));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
  });

  it("expects of every row what the operation's declaration promises to callers it refuses", async () => {
    const declared = new Map((await documentOperations()).map((operation) => [operation.key, operation.access]));
    // The document itself is the one row outside it.
    const rows = ROWS.filter((row) => row.operation !== "GET /api/openapi.json");
    const disagreements = rows.flatMap((row) =>
      ACTORS.flatMap((actor) => {
        const refusal = declaredRefusal(declared.get(row.operation)!, ACTOR_OF[actor]());
        return refusal !== null && row.expected[actor] !== refusal ? [`${row.operation} as ${actor}: row ${row.expected[actor]}, declared ${refusal}`] : [];
      }),
    );
    expect(disagreements).toEqual([]);
  });
});

/** The callers as the permission table sees them. */
const ACTOR_OF: Record<ActorName, () => Actor> = {
  anonymous: () => ANONYMOUS,
  user: () => ({ userId: callers.user.account!.id, role: "user", hasEditorAccess: false }),
  otherUser: () => ({ userId: callers.otherUser.account!.id, role: "user", hasEditorAccess: false }),
  editor: () => ({ userId: callers.editor.account!.id, role: "editor", hasEditorAccess: false }),
  admin: () => ({ userId: callers.admin.account!.id, role: "admin", hasEditorAccess: false }),
  editorAccess: () => ({ userId: null, role: null, hasEditorAccess: true }),
};

async function documentOperations(): Promise<DeclaredOperation[]> {
  return declaredOperations((await ctx.request("GET", "/api/openapi.json")).json);
}

/** Input no operation accepts: a broken id, query and body; JSON that does not parse; the wrong type. */
function invalidRequests(operation: DeclaredOperation): (TestRequestOptions & { path: string; what: string })[] {
  const path = `${operation.path.replace("{id}", "not-an-id")}?limit=lots&cursor=%zz&tag=`;
  if (!operation.hasBody) return [{ path, what: "a broken id and query" }];
  return [
    { path, body: "{not json", what: "a body that is not JSON" },
    { path, body: [], what: "an array for a body" },
    { path, body: {}, what: "an empty object" },
    { path, body: "plain words", headers: { "content-type": "text/plain" }, what: "a text/plain body" },
  ];
}

describe("who before what (issue 14 §2)", () => {
  it("every operation of the OpenAPI document declares who may call it", async () => {
    const undeclared = (await documentOperations()).filter((operation) => operation.access === undefined).map((operation) => operation.key);
    expect(undeclared).toEqual([]);
  });

  it("refuses a caller the declaration leaves out before reading its input: 401 signed out, 403 for a role", async () => {
    const protectedOperations = (await documentOperations()).filter((operation) => operation.access?.public === false);
    expect(protectedOperations.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let tried = 0;
    for (const operation of protectedOperations) {
      for (const actor of ACTORS) {
        const refusal = declaredRefusal(operation.access!, ACTOR_OF[actor]());
        if (refusal === null) continue;
        for (const { what, ...options } of invalidRequests(operation)) {
          tried += 1;
          const response = await ctx.request(operation.method, options.path, { ...options, cookie: callers[actor].cookie, ip: randomIp() });
          const code = refusal === 401 ? "unauthenticated" : "forbidden";
          if (response.status !== refusal || response.json?.error?.code !== code) {
            wrong.push(`${operation.key} as ${actor} with ${what}: ${response.status} ${response.text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(150);
  }, 120_000);
});
