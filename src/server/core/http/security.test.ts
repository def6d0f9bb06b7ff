import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_EDITOR_PASSWORD, TEST_PASSWORD, type TestContext } from "../../../../tests/support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("security baseline", () => {
  it("sends CSP without inline scripts, nosniff, frame-ancestors and a referrer policy", async () => {
    const response = await ctx.request("GET", "/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Images from our own origin only: a page shows no image that another site could count readers by.
    expect(csp.split(/;\s*/)).toContain("img-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a state-changing request from another site", async () => {
    const response = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "a@example.com", password: "whatever-1" },
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.json.error?.message).toBe("This request came from another site and was refused.");
    const crossSite = await ctx.request("POST", "/api/editor/logout", {
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("refuses an Origin that only matches the Host header the sender chose (DNS rebinding)", async () => {
    const response = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "a@example.com", password: "whatever-1" },
      headers: { origin: "http://rebound.example:3000", host: "rebound.example:3000" },
    });
    expect(response.status).toBe(403);
    expect(response.json.error?.message).toBe("This request came from another site and was refused.");
  });

  it("answers 415 to a body that is not JSON where JSON is expected, and declares it", async () => {
    const form = new FormData();
    form.set("email", "a@example.com");
    form.set("password", "whatever-1");
    for (const contentType of ["text/plain;charset=UTF-8", undefined, "application/x-www-form-urlencoded"]) {
      const response = await ctx.request("POST", "/api/account/sign-in", {
        form,
        headers: contentType ? { "content-type": contentType } : {},
      });
      expect(response.status, `${contentType ?? "multipart/form-data"}: ${response.text}`).toBe(415);
      expect(response.json.error).toEqual({
        code: "unsupported_media_type",
        message: "Send the request body as JSON (Content-Type: application/json).",
      });
    }
    const paths = ((await ctx.request("GET", "/api/openapi.json")).json as { paths: Record<string, Record<string, { responses: object }>> }).paths;
    expect(Object.keys(paths["/api/account/sign-in"]!.post!.responses)).toContain("415");
    expect(Object.keys(paths["/api/account/sign-out"]!.post!.responses)).not.toContain("415");
  });

  it("refuses bodies over 1 MB with 413", async () => {
    const response = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "a@example.com", password: "x".repeat(1024 * 1024 + 10) },
    });
    expect(response.status).toBe(413);
    expect(response.json.error?.code).toBe("payload_too_large");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await ctx.request("GET", "/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.json.error).toEqual({ code: "not_found", message: "No such API endpoint." });
  });

  it("exposes only the confirmation link of Better Auth's own endpoints", async () => {
    const signUp = await ctx.request("POST", "/api/auth/sign-up/email", {
      body: { email: "bypass@example.com", password: "bypass-pass-1", name: "Bypass" },
    });
    expect(signUp.status).toBe(404);
    const session = await ctx.request("GET", "/api/auth/get-session");
    expect(session.status).toBe(404);
  });
});

describe("operations", () => {
  it("reports health once the database answers", async () => {
    const response = await ctx.request("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: "ok", database: ctx.databaseKind });
  });

  it("serves the OpenAPI document with every operation", async () => {
    const response = await ctx.request("GET", "/api/openapi.json");
    expect(response.status).toBe(200);
    const paths = Object.keys((response.json as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/me",
        "/api/account/sign-up",
        "/api/account/sign-in",
        "/api/account/sign-out",
        "/api/account/resend-confirmation",
        "/api/editor/status",
        "/api/editor/login",
        "/api/editor/logout",
      ]),
    );
  });
});

describe("behind https", () => {
  let secure: TestContext;
  beforeAll(async () => {
    secure = await createTestContext({ PUBLIC_URL: "https://hub.example.com" });
  });
  afterAll(() => secure?.close());

  it("marks the session and editor cookies Secure and sends HSTS", async () => {
    const account = await secure.createUser();
    const signIn = await secure.request("POST", "/api/account/sign-in", {
      body: { email: account.email, password: TEST_PASSWORD },
      headers: { origin: "https://hub.example.com" },
    });
    expect(signIn.status).toBe(200);
    const sessionCookie = signIn.headers.get("set-cookie") ?? "";
    expect(sessionCookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(signIn.headers.get("strict-transport-security")).toContain("max-age=");

    const me = await secure.request("GET", "/api/me", { cookie: secure.cookiesFrom(signIn.headers) });
    expect(me.status).toBe(200);

    const editor = await secure.request("POST", "/api/editor/login", {
      body: { password: TEST_EDITOR_PASSWORD },
      headers: { origin: "https://hub.example.com" },
    });
    expect(editor.headers.get("set-cookie")).toMatch(/; Secure/i);
  });
});
