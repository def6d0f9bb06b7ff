import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { okSchema } from "@/shared/auth/contracts";
import { contactInfoSchema } from "@/shared/contact/contracts";
import { contactMessages } from "../../core/db/schema";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { CONTACT_MESSAGES_PER_CLIENT_ADDRESS } from "./service";

const CONTACT_EMAIL = "team@bioagent.test";
const LIMIT_MESSAGE = /^You can send up to 5 messages an hour\. Please try again in \d+ minutes?\.$/;

let ctx: TestContext;
let ipCounter = 0;
/** A client address of its own, so each test's per-address count starts at zero. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const message = (overrides: Record<string, string> = {}) => ({
  name: "Ada Lovelace",
  email: `ada-${++ipCounter}@example.com`,
  subject: "A demo for our team",
  message: "We would like to see the clinical development agent.",
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_EMAIL, OFFICE_ADDRESS: "Scheelevägen 1, Lund, Sweden" });
});
afterAll(() => ctx?.close());

async function storedFrom(email: string) {
  return ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe("POST /api/contact", () => {
  it("answers 400 with the spec's message under each field, after trimming, and stores nothing", async () => {
    const response = await ctx.request("POST", "/api/contact", {
      ip: freshIp(),
      body: { name: "   ", email: "not-an-address", subject: " ", message: "  short   " },
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
    const tooLong = await ctx.request("POST", "/api/contact", {
      ip: freshIp(),
      body: { name: "n".repeat(101), email: `${"a".repeat(250)}@example.com`, subject: "s".repeat(201), message: "m".repeat(2001) },
    });
    expect(tooLong.json.error?.fields).toEqual({
      name: "Name must be less than 100 characters",
      email: "Email must be less than 255 characters",
      subject: "Subject must be less than 200 characters",
      message: "Message must be less than 2000 characters",
    });
    expect(await storedFrom("not-an-address")).toEqual([]);
  });

  it("stores the trimmed message and e-mails it to CONTACT_EMAIL with the sender to reply to", async () => {
    const ip = freshIp();
    const body = message({ name: "  Ada <b>Lovelace</b> ", subject: " Demo\r\nBcc: evil@example.com ", message: "  Hello <script>alert(1)</script> team!  " });
    const response = await ctx.request("POST", "/api/contact", { ip, body });
    expect(response.status, response.text).toBe(200);
    expect(okSchema.parse(response.json)).toEqual({ ok: true });

    const [row] = await storedFrom(body.email);
    expect(row).toMatchObject({
      name: "Ada <b>Lovelace</b>",
      subject: "Demo\r\nBcc: evil@example.com",
      message: "Hello <script>alert(1)</script> team!",
      userId: null,
      ipAddress: ip,
    });

    // No SMTP_URL here: the worker prints it to the log.
    const email = await ctx.handledEmailTo(CONTACT_EMAIL);
    expect(email).toMatchObject({ kind: "contact-message", status: "logged", replyTo: body.email, subject: "[Contact] Demo Bcc: evil@example.com" });
    expect(email!.textBody).toContain(`From: Ada <b>Lovelace</b> <${body.email}>`);
    expect(email!.textBody).toContain("Hello <script>alert(1)</script> team!");
    expect(email!.textBody).toContain(`Reply to this e-mail to answer Ada <b>Lovelace</b> at ${body.email}.`);
    expect(email!.htmlBody).toContain("Hello &#60;script&#62;alert(1)&#60;/script&#62; team!");
    expect(email!.htmlBody).not.toMatch(/<script|<b>/);
  });

  it("records the account of a signed-in sender", async () => {
    const user = await ctx.signedInUser();
    const body = message();
    const response = await ctx.request("POST", "/api/contact", { ip: freshIp(), cookie: user.cookie, body });
    expect(response.status, response.text).toBe(200);
    const [row] = await storedFrom(body.email);
    expect(row?.userId).toBe(user.id);
    expect((await ctx.lastEmailTo(CONTACT_EMAIL))!.textBody).toContain(`Account: signed in (user ${user.id})`);
  });

  it("takes 5 messages an hour from one sender address, from any client address, then answers 429", async () => {
    const email = `limited-${++ipCounter}@example.com`;
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await ctx.request("POST", "/api/contact", { ip: freshIp(), body: message({ email }) });
      expect(response.status, response.text).toBe(200);
    }
    // The address is counted whatever its case or surrounding spaces.
    const sixth = await ctx.request("POST", "/api/contact", { ip: freshIp(), body: message({ email: ` ${email.toUpperCase()} ` }) });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error?.message).toMatch(LIMIT_MESSAGE);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await storedFrom(email)).toHaveLength(5);

    const otherSender = await ctx.request("POST", "/api/contact", { ip: freshIp(), body: message() });
    expect(otherSender.status).toBe(200);
  });

  it(`takes ${CONTACT_MESSAGES_PER_CLIENT_ADDRESS} messages an hour from one client address, then answers 429`, async () => {
    const ip = freshIp();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_CLIENT_ADDRESS; sent += 1) {
      const response = await ctx.request("POST", "/api/contact", { ip, body: message() });
      expect(response.status, response.text).toBe(200);
    }
    const over = await ctx.request("POST", "/api/contact", { ip, body: message() });
    expect(over.status).toBe(429);
    expect(over.json.error?.message).toMatch(LIMIT_MESSAGE);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await ctx.request("POST", "/api/contact", { ip: freshIp(), body: message() })).status).toBe(200);
  });
});

describe("GET /api/contact/info", () => {
  it("gives the configured e-mail and office address, cacheable for an hour", async () => {
    const response = await ctx.request("GET", "/api/contact/info");
    expect(response.status).toBe(200);
    expect(contactInfoSchema.parse(response.json)).toEqual({ email: CONTACT_EMAIL, office_address: "Scheelevägen 1, Lund, Sweden" });
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("falls back to the documented defaults", async () => {
    const defaults = await createTestContext();
    try {
      const response = await defaults.request("GET", "/api/contact/info");
      expect(response.json).toEqual({ email: "contact@bioagenthub.example", office_address: "Lund, Sweden" });
    } finally {
      await defaults.close();
    }
  });
});

describe("delivery over SMTP", () => {
  type Received = { to: string[]; data: string };
  let server: SMTPServer;
  let smtpCtx: TestContext;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    smtpCtx = await createTestContext({ CONTACT_EMAIL, SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await smtpCtx?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends to CONTACT_EMAIL with Reply-To set to the sender", async () => {
    const body = message({ subject: "Partnership" });
    const response = await smtpCtx.request("POST", "/api/contact", { ip: freshIp(), body });
    expect(response.status, response.text).toBe(200);
    expect(await smtpCtx.handledEmailTo(CONTACT_EMAIL)).toMatchObject({ status: "sent" });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([CONTACT_EMAIL]);
    expect(received[0]!.data).toContain(`Reply-To: ${body.email}`);
    expect(received[0]!.data).toContain("Subject: [Contact] Partnership");
  });
});

describe("when the e-mail cannot be sent", () => {
  let deadCtx: TestContext;
  beforeAll(async () => {
    deadCtx = await createTestContext({ CONTACT_EMAIL, SMTP_URL: "smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000" });
  });
  afterAll(() => deadCtx?.close());

  it("keeps the message and its e-mail, which the worker goes on trying: the sender is not told of a failure", async () => {
    const body = message();
    const response = await deadCtx.request("POST", "/api/contact", { ip: freshIp(), body });
    expect(response.status).toBe(200);
    const rows = await deadCtx.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(rows).toHaveLength(1);
    const deadline = Date.now() + 15_000;
    let outbox = await deadCtx.lastEmailTo(CONTACT_EMAIL);
    while (!(outbox && outbox.attempts >= 2) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      outbox = await deadCtx.lastEmailTo(CONTACT_EMAIL);
    }
    expect(outbox).toMatchObject({ status: "queued", kind: "contact-message" });
    expect(outbox!.attempts).toBeGreaterThanOrEqual(2);
    expect(outbox!.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
