import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { emailOutbox } from "../db/schema";
import { createTestDatabase } from "../test/database";
import type { DatabaseHandle } from "../db/client";
import { silentLogger } from "../logger";
import { createMailer } from "./mailer";

type Received = { from: string; to: string[]; data: string };

let handle: DatabaseHandle;
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle.close();
});

describe("mailer", () => {
  it("sends over SMTP and marks the outbox row sent", async () => {
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: "BioAgent Hub <no-reply@bioagenthub.example>",
      logger: silentLogger,
    });
    await mailer.send({ to: "reader@example.com", subject: "Hello", text: "Body text", kind: "test" });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@bioagenthub.example", to: ["reader@example.com"] });
    expect(received[0]!.data).toContain("Subject: Hello");
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "reader@example.com"));
    expect(row).toMatchObject({ status: "sent", kind: "test" });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("keeps the message in the outbox when SMTP is not configured", async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: "x@example.com",
      logger: { ...silentLogger, info: (line) => lines.push(line) },
    });
    await mailer.send({ to: "later@example.com", subject: "Link", text: "Open http://example.com/link", kind: "test" });
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "later@example.com"));
    expect(row).toMatchObject({ status: "outbox", sentAt: null });
    expect(lines.join("\n")).toContain("http://example.com/link");
  });

  it("records a failed delivery and reports it", async () => {
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: "smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000",
      from: "x@example.com",
      logger: silentLogger,
    });
    await expect(mailer.send({ to: "fail@example.com", subject: "S", text: "T", kind: "test" })).rejects.toThrow();
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "fail@example.com"));
    expect(row?.status).toBe("failed");
    expect(row?.error).toBeTruthy();
  });
});
