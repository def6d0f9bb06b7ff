import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_EDITOR_PASSWORD, TEST_PASSWORD, type TestContext, type TestRequestOptions, type TestUser } from "./test/context";

/**
 * Every API operation tried as each kind of caller, with the exact status expected.
 * A new endpoint fails the coverage check at the bottom until it has a row here.
 */
const ACTORS = ["anonymous", "user", "otherUser", "editor", "admin"] as const;
type ActorName = (typeof ACTORS)[number];
type Caller = { name: ActorName; cookie?: string; account?: TestUser };
type Row = {
  operation: string;
  request: (caller: Caller) => Promise<TestRequestOptions> | TestRequestOptions;
  expected: Record<ActorName, number>;
};

const everyone = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  user: status,
  otherUser: status,
  editor: status,
  admin: status,
});
const signedIn = (status: number): Record<ActorName, number> => ({ ...everyone(status), anonymous: 401 });
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
  { operation: "GET /api/editor/status", request: ({ cookie }) => ({ cookie }), expected: everyone(200) },
  {
    operation: "POST /api/editor/login",
    request: ({ cookie }) => ({ cookie, ip: randomIp(), body: { password: TEST_EDITOR_PASSWORD } }),
    expected: everyone(200),
  },
  { operation: "POST /api/editor/logout", request: ({ cookie }) => ({ cookie }), expected: everyone(200) },
];

beforeAll(async () => {
  ctx = await createTestContext();
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
});
afterAll(() => ctx?.close());

describe("access control", () => {
  for (const row of ROWS) {
    for (const actor of ACTORS) {
      it(`${row.operation} as ${actor} → ${row.expected[actor]}`, async () => {
        const [method, path] = row.operation.split(" ") as [string, string];
        const response = await ctx.request(method, path, await row.request(callers[actor]));
        expect(response.status, response.text).toBe(row.expected[actor]);
      });
    }
  }

  it("has a row for every operation of the OpenAPI document", async () => {
    const document = (await ctx.request("GET", "/api/openapi.json")).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(ROWS.map((row) => row.operation));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
  });
});
