import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listUndeliveredEmailResponseSchema } from "@/shared/email/contracts";
import { emailOutbox } from "../../core/db/schema";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedInUser("admin");
});
afterAll(() => ctx?.close());

const undelivered = async () =>
  listUndeliveredEmailResponseSchema.parse((await ctx.request("GET", "/api/email/undelivered", { cookie: admin.cookie })).json);

describe("e-mail delivery for admins", () => {
  it("lists the messages given up and those being retried, with the reason and without their bodies", async () => {
    const failed = await ctx.createFailedEmail("bounced@example.com");
    const [retrying] = await ctx.db
      .insert(emailOutbox)
      .values({ toAddress: "slow@example.com", subject: "Reset", textBody: "secret link", kind: "reset-password", status: "queued", attempts: 2, error: "421 Try later", lastAttemptAt: new Date() })
      .returning({ id: emailOutbox.id });
    await ctx.db.insert(emailOutbox).values({ toAddress: "fine@example.com", subject: "Sent", textBody: "x", kind: "test", status: "sent", attempts: 1, sentAt: new Date() });

    const list = await undelivered();
    expect(list.smtp_configured).toBe(false);
    expect(list.sent_last_day).toBe(1);
    const byId = new Map(list.emails.map((email) => [email.id, email]));
    expect(byId.get(failed)).toMatchObject({ to: "bounced@example.com", state: "failed", attempts: 1, error: "550 No such mailbox" });
    expect(byId.get(retrying!.id)).toMatchObject({ to: "slow@example.com", state: "retrying", attempts: 2, error: "421 Try later" });
    expect(list.emails.map((email) => email.to)).not.toContain("fine@example.com");
    expect(JSON.stringify(list)).not.toContain("secret link");
  });

  it("queues a message given up once more, and the worker deals with it", async () => {
    const id = await ctx.createFailedEmail("retry-me@example.com");
    const retried = await ctx.request("POST", `/api/email/${id}/retry`, { cookie: admin.cookie });
    expect(retried.status, retried.text).toBe(200);
    // No SMTP_URL here: the worker prints it to the log.
    expect(await ctx.handledEmailTo("retry-me@example.com")).toMatchObject({ status: "logged" });
    expect((await undelivered()).emails.map((email) => email.id)).not.toContain(id);

    const again = await ctx.request("POST", `/api/email/${id}/retry`, { cookie: admin.cookie });
    expect(again.status).toBe(404);
    const [row] = await ctx.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe("logged");
  });
});
