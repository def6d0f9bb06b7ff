import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { websiteResponseSchema } from "@/shared/monitor/contracts";
import { monitoredWebsites } from "../../core/db/schema";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { PRIVATE_ADDRESS_MESSAGE } from "../../core/web/address-guard";

// Without FETCH_ALLOW_PRIVATE, as in production: the fetch guard's rule applies when a site is added.
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ FETCH_ALLOW_PRIVATE: "false" });
  admin = await ctx.signedInUser("admin");
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(monitoredWebsites).where(sql`true`);
});

const add = (body: Record<string, unknown>) => ctx.request("POST", "/api/monitor/websites", { cookie: admin.cookie, body });

async function refusal(body: Record<string, unknown>) {
  const response = await add(body);
  expect(response.status, response.text).toBe(400);
  expect(await ctx.db.select().from(monitoredWebsites)).toHaveLength(0);
  return response.json.error?.fields ?? {};
}

describe("a monitored site's addresses, checked when the site is added", () => {
  it("refuses loopback, private, link-local and metadata addresses with the guard's message on the URL", async () => {
    for (const url of ["http://127.0.0.1:8080/news", "http://10.1.2.3/", "https://[::1]/feed", "http://169.254.169.254/latest/", "http://[::ffff:192.168.0.1]/"]) {
      expect(await refusal({ name: "Inside", url }), url).toEqual({ url: PRIVATE_ADDRESS_MESSAGE });
    }
  });

  it("refuses a name that resolves to this machine", async () => {
    expect(await refusal({ name: "Local", url: "http://localhost:3000/news" })).toEqual({ url: PRIVATE_ADDRESS_MESSAGE });
  });

  it("checks the RSS feed address the same way, on its own field", async () => {
    const fields = await refusal({ name: "Wire", url: "https://93.184.215.14/news", rss_feed_url: "http://192.168.1.20/rss.xml" });
    expect(fields).toEqual({ rss_feed_url: PRIVATE_ADDRESS_MESSAGE });
  });

  it("refuses a name that cannot be resolved, and a reserved port, naming the problem", async () => {
    expect(await refusal({ name: "Typo", url: "https://news.no-such-site.invalid/" })).toEqual({
      url: "The site news.no-such-site.invalid could not be found.",
    });
    expect(await refusal({ name: "Mail", url: "http://93.184.215.14:25/" })).toEqual({
      url: "Port 25 is reserved for other services and cannot be fetched.",
    });
  });

  it("adds a site whose addresses are public", async () => {
    const response = await add({ name: "Wire", url: "https://93.184.215.14/news", rss_feed_url: "https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/rss" });
    expect(response.status, response.text).toBe(201);
    expect(websiteResponseSchema.parse(response.json).website).toMatchObject({ name: "Wire", url: "https://93.184.215.14/news" });
  });
});
