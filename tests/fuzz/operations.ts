import fc from "fast-check";
import { can } from "@/shared/auth/permissions";
import { CATALYST_TYPES } from "@/shared/catalysts/vocabulary";
import { PREPRINT_SOURCES } from "@/shared/literature/limits";
import { normalizeUrl } from "../../src/server/core/web/normalize-url";
import { createPreviewToken } from "../../src/server/features/news/preview-token";
import { TEST_EDITOR_PASSWORD, TEST_PASSWORD } from "../support/context";
import { emailArbitrary, textArbitrary, type Hints } from "./json-schema";
import type { CallerName, CallerView, World } from "./world";
import { SAMPLE_FILING, SAMPLE_PAPER } from "../support/samples";

/**
 * What the fuzzer knows about each operation beyond the OpenAPI document (which declares who may
 * call it, `x-access`): which resources `{id}` may name, and the refinements the document cannot
 * express, so that "valid" requests really are.
 */

export type TargetKind =
  | "publishedNews"
  | "pendingNewsOwn"
  | "pendingNewsOther"
  | "commentOwn"
  | "commentOther"
  | "site"
  | "run"
  | "failedEmail"
  | "entity"
  | "entityMention";

export type OperationSpec = {
  runs: number;
  targets?: {
    kinds: TargetKind[];
    /** Each request gets a new resource: the operation changes or deletes it. */
    fresh: boolean;
    /** Whether a 2xx may name this resource, for a caller the permission table lets in. */
    allows: (kind: TargetKind, caller: CallerView) => boolean;
  };
  bodyHints?: (world: World) => Hints;
  queryHints?: (world: World) => Hints;
  /** Narrows valid bodies, e.g. to inputs the outside-service stubs answer from the cache. */
  validBody?: (fromSchema: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;
  validQuery?: (fromSchema: fc.Arbitrary<Record<string, unknown>>) => fc.Arbitrary<Record<string, unknown>>;
  /** A refinement the document cannot express (passwords that match, query or CIK). */
  fixBody?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Filled in once the caller is known (a preview token signed for the caller). */
  completeBody?: (body: Record<string, unknown>, caller: CallerView, world: World) => Record<string, unknown>;
  /** The server fetches addresses it is given: every one sent is a loopback or private literal. */
  fetchesUrls?: boolean;
  /** The caller's own session or grant would end: a disposable one is sent instead. */
  disposableCookie?: boolean;
  /** Why this operation cannot answer 2xx in this test. */
  never2xx?: string;
  /** How often each kind of request is drawn; see `DEFAULT_VARIANTS`. */
  variants?: VariantWeights;
  /** Callers drawn more often than the others (1 each by default). */
  callerWeights?: Partial<Record<CallerName, number>>;
};

let alertsSaved = 0;
const catalystType = fc.oneof(fc.constantFrom(...CATALYST_TYPES), textArbitrary(1, 30));

export type VariantWeights = { valid: number; hostile: number; invalid: number; transport: number };
export const DEFAULT_VARIANTS: VariantWeights = { valid: 5, hostile: 3, invalid: 3, transport: 1 };
/** Operations that call an outside service: each new input waits for the service's rate limit. */
const REMOTE_VARIANTS: VariantWeights = { valid: 8, hostile: 1, invalid: 4, transport: 2 };

const isReviewer = (caller: CallerView) => can(caller.actor, "news:review");
const readableNews = (kind: TargetKind, caller: CallerView) =>
  kind === "publishedNews" || kind === "pendingNewsOwn" || (kind === "pendingNewsOther" && isReviewer(caller));
const anyNews = () => true;
const publishedOnly = (kind: TargetKind) => kind === "publishedNews";
const NEWS_KINDS: TargetKind[] = ["publishedNews", "pendingNewsOwn", "pendingNewsOther"];

// Hosts the address guard refuses before any connection: loopback, private, link-local, reserved.
const UNREACHABLE_HOSTS = [
  "127.0.0.1", "127.1", "0x7f.0.0.1", "2130706433", "10.0.0.1", "172.16.0.1", "192.168.0.1", "169.254.169.254",
  "0.0.0.0", "100.64.0.1", "198.18.0.1", "192.0.2.1", "224.0.0.1", "240.0.0.1", "255.255.255.255",
  "[::1]", "[::]", "[fc00::1]", "[fe80::1]", "[::ffff:127.0.0.1]", "[2001:db8::1]", "[64:ff9b::7f00:1]",
];
const UNREACHABLE_HOSTNAMES = new Set(UNREACHABLE_HOSTS.map((host) => new URL(`http://${host}/`).hostname));
const SAFE_URL = "http://127.0.0.1/kept-off-the-network";

/** Any string the server's URL parser would fetch is rewritten unless its host is in the list above. */
export function keepOffTheNetwork(value: unknown): unknown {
  if (typeof value !== "string" || !URL.canParse(value)) return value;
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") return value;
  return UNREACHABLE_HOSTNAMES.has(url.hostname) ? value : SAFE_URL;
}

const unreachableUrl = fc
  .tuple(
    fc.constantFrom("http", "https"),
    fc.constantFrom(...UNREACHABLE_HOSTS),
    fc.constantFrom("", ":80", ":8080", ":22", ":5432", ":65535"),
    fc.uuid({ version: 4 }),
  )
  .map(([scheme, host, port, id]) => `${scheme}://${host}${port}/article-${id}?utm_source=fuzz#top`);

const tagLabel = fc.oneof(
  fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 3 }).map((parts) => parts.join("-")),
  fc.constantFrom("oncology", "fda-approval", "café", "β-blocker", "中文", "crispr-cas9", "phase-3"),
);
const tagHints: Hints = { "tags[].label": tagLabel };

/**
 * Outside services allow a request a second or so (data-sources.md §0), so most valid requests
 * repeat inputs the stubs already answered and the cache holds; a few are new.
 */
const mostlyKnown = <T>(known: T[]) => (fromSchema: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fromSchema });

const CHEAP = 250;
/** Only admins may use the monitor: they are drawn as often as all the others together. */
const ADMINS_OFTEN: Partial<Record<CallerName, number>> = { admin: 5 };

export const OPERATIONS: Record<string, OperationSpec> = {
  "GET /api/health": { runs: CHEAP },
  "POST /api/account/sign-up": {
    // Each accepted sign-up hashes a password at full strength (~0.35 s).
    runs: 30,
    bodyHints: (world) => ({
      email: fc.oneof({ weight: 5, arbitrary: emailArbitrary() }, { weight: 1, arbitrary: fc.constant(world.accounts.user[0]!.email) }),
    }),
    fixBody: (body) => ({ ...body, confirmPassword: body.password }),
  },
  "POST /api/account/sign-in": {
    runs: 40,
    bodyHints: (world) => ({
      email: fc.oneof(fc.constantFrom(world.accounts.user[0]!.email, world.unverifiedEmail), emailArbitrary()),
      password: fc.oneof(fc.constant(TEST_PASSWORD), textArbitrary(6, 128)),
    }),
  },
  "POST /api/account/sign-out": { runs: CHEAP, disposableCookie: true },
  "POST /api/account/resend-confirmation": {
    runs: CHEAP,
    bodyHints: (world) => ({ email: fc.oneof({ weight: 1, arbitrary: fc.constant(world.unverifiedEmail) }, { weight: 4, arbitrary: emailArbitrary() }) }),
  },
  "POST /api/account/password": {
    // Each attempt that reaches Better Auth hashes twice; the limit (per account) soon answers 429.
    runs: 40,
    // The right current password would end the callers' own sessions; only guesses are sent.
    bodyHints: () => ({ currentPassword: textArbitrary(1, 128).filter((guess) => guess !== TEST_PASSWORD) }),
    fixBody: (body) => ({ ...body, confirmPassword: body.newPassword }),
    never2xx: "the fuzzer never sends a caller's current password (a change would end the caller's sessions)",
  },
  "POST /api/account/request-password-reset": {
    runs: CHEAP,
    bodyHints: (world) => ({ email: fc.oneof({ weight: 1, arbitrary: fc.constant(world.bystander.email) }, { weight: 4, arbitrary: emailArbitrary() }) }),
  },
  "POST /api/account/reset-password": {
    runs: CHEAP,
    fixBody: (body) => ({ ...body, confirmPassword: body.newPassword }),
    never2xx: "no reset token is known to the fuzzer (they are sent by e-mail only)",
  },
  "GET /api/me": { runs: CHEAP },
  "GET /api/editor/status": { runs: CHEAP },
  "POST /api/editor/login": {
    runs: CHEAP,
    bodyHints: () => ({ password: fc.oneof(fc.constant(TEST_EDITOR_PASSWORD), textArbitrary(1, 128)) }),
  },
  "POST /api/editor/logout": { runs: CHEAP, disposableCookie: true },
  "GET /api/news": {
    runs: CHEAP,
    queryHints: (world) => ({
      tag: fc.oneof(tagLabel, fc.array(tagLabel, { maxLength: 3 })),
      cursor: cursorArbitrary(world.cursors.news),
    }),
  },
  "POST /api/news": {
    runs: CHEAP,
    bodyHints: () => ({
      ...tagHints,
      source_url: fc.uuid({ version: 4 }).map((id) => `https://news.example/fuzz/${id}`),
      preview_token: fc.constant(PREVIEW_PLACEHOLDER),
    }),
    completeBody: (body, caller, world) => signPreview(body, caller, world),
  },
  "GET /api/news/topics": { runs: CHEAP },
  // Public and read-only: the checks that matter are that no address breaks it (400 or 404, never 500).
  "GET /api/entities/{slug}": { runs: CHEAP, never2xx: "A drawn address names no entity: the world's items are not about any" },
  // An editor's review: each correction gets an entity (and a doubtful mention) of its own.
  "GET /api/entities/review": { runs: CHEAP },
  "GET /api/entities": { runs: CHEAP, queryHints: () => ({ q: fc.oneof(fc.constantFrom("fuzz", "company-fuzz", "%", "_"), textArbitrary(1, 40)) }) },
  "PATCH /api/entities/{slug}": { runs: CHEAP, targets: { kinds: ["entity"], fresh: true, allows: () => true } },
  "POST /api/entities/{slug}/merge": {
    runs: CHEAP,
    targets: { kinds: ["entity"], fresh: true, allows: () => true },
    bodyHints: (world) => ({ into: fc.oneof({ weight: 4, arbitrary: fc.constant(world.entityInto) }, { weight: 1, arbitrary: textArbitrary(1, 60) }) }),
  },
  "POST /api/entities/{slug}/mentions/{item_id}/confirm": { runs: CHEAP, targets: { kinds: ["entityMention"], fresh: true, allows: () => true } },
  "POST /api/entities/{slug}/mentions/{item_id}/split": { runs: CHEAP, targets: { kinds: ["entityMention"], fresh: true, allows: () => true } },
  "GET /api/news/review": {
    runs: CHEAP,
    queryHints: (world) => ({ cursor: cursorArbitrary(world.cursors.review) }),
  },
  "GET /api/news/mine": {
    runs: CHEAP,
    // The same cursors as the review table's: (created_at, id).
    queryHints: (world) => ({ cursor: cursorArbitrary(world.cursors.review) }),
  },
  "GET /api/news/credits": { runs: CHEAP },
  "POST /api/news/ingest": {
    runs: CHEAP,
    bodyHints: (world) => ({ url: fc.oneof({ weight: 6, arbitrary: unreachableUrl }, { weight: 1, arbitrary: fc.constant(world.published.sourceUrl) }) }),
    fetchesUrls: true,
    never2xx: "every address it may fetch here is refused (FETCH_ALLOW_PRIVATE is off and nothing leaves the machine)",
  },
  "POST /api/news/share-summary": { runs: CHEAP },
  "GET /api/news/{id}": {
    runs: CHEAP,
    targets: { kinds: NEWS_KINDS, fresh: false, allows: readableNews },
  },
  "GET /api/news/{id}/original": {
    runs: CHEAP,
    targets: { kinds: NEWS_KINDS, fresh: false, allows: readableNews },
    never2xx: "the world's items are written directly, without an article as fetched",
  },
  "PUT /api/news/{id}": {
    runs: CHEAP,
    targets: { kinds: NEWS_KINDS, fresh: true, allows: anyNews },
    // A fresh item is at version 1; another version is an edit over a newer save (409).
    bodyHints: () => ({ ...tagHints, version: fc.oneof({ weight: 4, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2 }) }) }),
  },
  "DELETE /api/news/{id}": {
    runs: CHEAP,
    targets: { kinds: NEWS_KINDS, fresh: true, allows: anyNews },
  },
  "POST /api/news/{id}/publish": {
    runs: CHEAP,
    // Publishing a published item changes nothing and answers it, as reading it would.
    targets: { kinds: NEWS_KINDS, fresh: true, allows: readableNews },
  },
  "GET /api/news/{id}/comments": {
    runs: CHEAP,
    targets: { kinds: ["publishedNews", ...NEWS_KINDS], fresh: false, allows: publishedOnly },
    queryHints: (world) => ({ cursor: cursorArbitrary(world.cursors.comments) }),
  },
  "POST /api/news/{id}/comments": {
    runs: CHEAP,
    targets: { kinds: ["publishedNews", ...NEWS_KINDS], fresh: false, allows: publishedOnly },
  },
  "PUT /api/comments/{id}": {
    runs: CHEAP,
    targets: { kinds: ["commentOwn", "commentOther"], fresh: true, allows: (kind) => kind === "commentOwn" },
  },
  "DELETE /api/comments/{id}": {
    runs: CHEAP,
    targets: { kinds: ["commentOwn", "commentOther"], fresh: true, allows: (kind) => kind === "commentOwn" },
  },
  "GET /api/alerts": { runs: CHEAP },
  "POST /api/alerts": {
    runs: CHEAP,
    // The document cannot say "at least one filter" nor which entities exist: a valid body searches for words.
    // Each valid body its own words: a search saved twice is refused (409).
    fixBody: (body) => {
      const { entity: _entity, ...query } = (body.query ?? {}) as Record<string, unknown>;
      return { ...body, query: { ...query, q: `fuzz alert ${(alertsSaved += 1)}` } };
    },
  },
  "PATCH /api/alerts/{id}": { runs: CHEAP, never2xx: "a drawn id names no saved search of the caller" },
  "DELETE /api/alerts/{id}": { runs: CHEAP, never2xx: "a drawn id names no saved search of the caller" },
  "POST /api/alerts/{id}/feed": { runs: CHEAP, never2xx: "a drawn id names no saved search of the caller" },
  "PUT /api/alerts/settings": {
    runs: CHEAP,
    // The document cannot list the IANA time zones.
    fixBody: (body) => ("time_zone" in body ? { ...body, time_zone: "Europe/Stockholm" } : body),
  },
  "GET /api/catalysts": {
    runs: CHEAP,
    queryHints: (world) => ({
      type: fc.oneof(catalystType, fc.array(catalystType, { maxLength: 3 })),
      cursor: cursorArbitrary(world.cursors.news),
    }),
  },
  "GET /api/catalysts/review": { runs: CHEAP },
  "PATCH /api/catalysts/{id}": { runs: CHEAP, never2xx: "a drawn id names no catalyst: the world's items were written directly, none filed" },
  "GET /api/stories/{id}": { runs: CHEAP, never2xx: "a drawn id names no story: the world's items were written directly" },
  "POST /api/stories/{id}/split": { runs: CHEAP, never2xx: "a drawn id names no story" },
  "POST /api/stories/{id}/merge": { runs: CHEAP, never2xx: "a drawn id names no story" },
  "GET /api/profile": { runs: CHEAP },
  "PUT /api/profile": { runs: CHEAP },
  "POST /api/contact": { runs: CHEAP, bodyHints: () => ({ email: emailArbitrary() }) },
  "GET /api/contact/info": { runs: CHEAP },
  "GET /api/analyses/recent": { runs: CHEAP },
  "POST /api/literature/search": {
    // Every search waits its turn for bioRxiv (one a second), whatever the cache holds.
    runs: 36,
    variants: REMOTE_VARIANTS,
    bodyHints: () => ({ sources: fc.subarray([...PREPRINT_SOURCES], { minLength: 1 }) }),
    validBody: mostlyKnown<unknown>([{ query: "cancer" }, { query: "base editing", sources: ["bioRxiv"], limit: 5 }]),
  },
  "POST /api/literature/analysis": {
    runs: CHEAP,
    validBody: (fromSchema) => fc.oneof(fromSchema, fc.constantFrom({ analysisType: "research_trends", papers: [SAMPLE_PAPER] })),
  },
  "POST /api/literature/chat": {
    runs: CHEAP,
    validBody: (fromSchema) => fc.oneof(fromSchema, fc.constant({ message: "What is new?", papers: [SAMPLE_PAPER] })),
  },
  "POST /api/filings/search": {
    runs: CHEAP,
    validBody: mostlyKnown<unknown>([
      { query: "SNOW", cik: "", filingTypes: ["10-K", "20-F"] },
      { query: "", cik: "0001640147", filingTypes: ["10-K"] },
      { query: "Tesla", filingTypes: ["10-K"], limit: 3 },
    ]),
    fixBody: (body) => (body.query || body.cik ? body : { ...body, query: "Snowflake" }),
  },
  "GET /api/filings/sections": {
    runs: CHEAP,
    validQuery: mostlyKnown<Record<string, unknown>>([
      { cik: "1640147", id: "0001640147-25-000052" },
      { cik: "0001318605", id: "0000950170-22-000796" },
    ]),
  },
  "POST /api/filings/analysis": {
    runs: CHEAP,
    validBody: (fromSchema) => fc.oneof(fromSchema, fc.constant({ analysisType: "market_sizing", filings: [SAMPLE_FILING] })),
  },
  "POST /api/filings/chat": {
    runs: CHEAP,
    validBody: (fromSchema) => fc.oneof(fromSchema, fc.constant({ query: "How is revenue growing?", filings: [SAMPLE_FILING] })),
  },
  "POST /api/trials/search": {
    runs: 80,
    variants: REMOTE_VARIANTS,
    validBody: mostlyKnown<unknown>([
      { query: "Depression" },
      { query: "breast cancer", phase: "3", status: "recruiting", country: "US", ageGroup: "adult" },
    ]),
  },
  "POST /api/trials/eligibility": {
    runs: 70,
    variants: REMOTE_VARIANTS,
    validBody: mostlyKnown<unknown>([{ age: 40, conditions: ["Depression"] }, { age: 9, sex: "female", conditions: ["asthma"], location: "Boston" }]),
  },
  "GET /api/trials/trends": {
    runs: 50,
    variants: REMOTE_VARIANTS,
    validQuery: mostlyKnown<Record<string, unknown>>([{ condition: "Depression" }]),
  },
  "GET /api/trials/compare": {
    runs: 70,
    variants: REMOTE_VARIANTS,
    queryHints: () => ({
      ids: fc.uniqueArray(fc.stringMatching(/^NCT\d{8}$/), { minLength: 2, maxLength: 5 }).map((ids) => ids.join(",")),
    }),
    validQuery: mostlyKnown<Record<string, unknown>>([{ ids: "NCT00517179,NCT02576665" }, { ids: "nct02710084, NCT05105685,NCT01525901" }]),
  },
  "GET /api/patents/source": { runs: CHEAP },
  "GET /api/patents/search": {
    runs: CHEAP,
    // The source here (Europe PMC, no key) applies no status, country or language: a search that
    // names one is refused with the reason (400), so a valid one names none.
    validQuery: (fromSchema) => fromSchema.map(({ status: _status, country: _country, language: _language, ...rest }) => rest),
  },
  "GET /api/monitor/websites": { runs: CHEAP, callerWeights: ADMINS_OFTEN },
  "POST /api/monitor/websites": {
    runs: CHEAP,
    callerWeights: ADMINS_OFTEN,
    bodyHints: () => ({ url: unreachableUrl, rss_feed_url: fc.option(unreachableUrl) }),
    fetchesUrls: true,
    never2xx: "every address it is given here is private, refused when the site is added (FETCH_ALLOW_PRIVATE is off)",
  },
  "PATCH /api/monitor/websites/{id}": {
    runs: CHEAP,
    callerWeights: ADMINS_OFTEN,
    targets: { kinds: ["site"], fresh: true, allows: () => true },
  },
  "DELETE /api/monitor/websites/{id}": {
    runs: CHEAP,
    callerWeights: ADMINS_OFTEN,
    targets: { kinds: ["site"], fresh: true, allows: () => true },
  },
  // Each admin run waits for the run to finish (polled every 200 ms).
  "POST /api/monitor/run": { runs: 90, callerWeights: ADMINS_OFTEN },
  "GET /api/monitor/runs": { runs: CHEAP, callerWeights: ADMINS_OFTEN },
  "GET /api/monitor/runs/{id}": {
    runs: CHEAP,
    callerWeights: ADMINS_OFTEN,
    targets: { kinds: ["run"], fresh: false, allows: () => true },
  },
  "GET /api/email/undelivered": { runs: CHEAP, callerWeights: ADMINS_OFTEN },
  // Without SMTP nothing fails here on its own: each request gets a message given up just for it.
  "POST /api/email/{id}/retry": {
    runs: CHEAP,
    callerWeights: ADMINS_OFTEN,
    targets: { kinds: ["failedEmail"], fresh: true, allows: () => true },
  },
  "POST /api/chat": {
    runs: CHEAP,
    validBody: (fromSchema) =>
      fc.oneof(
        { weight: 4, arbitrary: fromSchema },
        { weight: 1, arbitrary: fc.constantFrom({ message: "Which recruiting trials are there for depression?" }, { message: "Any new preprints on CRISPR?" }) },
      ),
  },
};

// ---- cursors and preview tokens ---------------------------------------------------------------

const CURSOR_DATES = [
  "2025-06-01T00:00:00.000Z",
  "1970-01-01T00:00:00.000Z",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "0001-01-01",
  "9999-12-31T23:59:59.999Z",
  "2025-02-30",
  "1",
  "Infinity",
  "",
];
const CURSOR_IDS = [
  "3f2a4c1e-9b7d-4e2f-8a1c-5d6e7f8a9b0c",
  "0123456789abcdef0123456789abcdef0123",
  "------------------------------------",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "'; select 1; --",
  "",
];

/** A real cursor, or one shaped like it (`date|id` in base64url) with odd parts, or noise. */
function cursorArbitrary(real: string): fc.Arbitrary<string> {
  const shaped = fc
    .tuple(fc.constantFrom(...CURSOR_DATES), fc.constantFrom(...CURSOR_IDS), fc.constantFrom("|", "||", ""))
    .map(([date, id, separator]) => Buffer.from(`${date}${separator}${id}`).toString("base64url"));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(real) },
    { weight: 3, arbitrary: shaped },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  );
}

const PREVIEW_PLACEHOLDER = "preview-token-signed-for-the-caller";

/**
 * Ingest cannot succeed here (nothing it may fetch is reachable), so a draft's preview token is
 * signed as ingest signs it, for the caller's own subject.
 */
function signPreview(body: Record<string, unknown>, caller: CallerView, world: World): Record<string, unknown> {
  if (body.preview_token !== PREVIEW_PLACEHOLDER || typeof body.source_url !== "string" || !caller.newsSubject) return body;
  let sourceUrl: string;
  try {
    sourceUrl = normalizeUrl(body.source_url);
  } catch {
    return body;
  }
  const token = createPreviewToken(world.ctx.config.AUTH_SECRET, {
    sourceUrl,
    subject: caller.newsSubject,
    engine: "builtin",
    model: "builtin-extractive-1",
    language: "en",
    translated: false,
  });
  return { ...body, preview_token: token };
}
