import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { emailOutbox, jobs } from "../db/schema";
import { createJobRunner } from "../jobs/runner";
import { silentLogger, type Logger } from "../logger";
import { createTestDatabase } from "../../../../tests/support/database";
import { createMailer } from "./mailer";
import { MAIL_ATTEMPTS, MAIL_JOB, createMailWorker, type RefusedMessage } from "./outbox";

type Received = { to: string[]; subject: string; replyTo: string | null };

/** An SMTP server that answers each message as `answer` says: accept, or refuse with a code. */
async function startSmtp(answer: (subject: string) => number | "accept" = () => "accept") {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream: SMTPServerDataStream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        const subject = /^Subject: (.*)$/m.exec(data)?.[1]?.trim() ?? "";
        const verdict = answer(subject);
        if (verdict !== "accept") {
          callback(Object.assign(new Error(`refused with ${verdict}`), { responseCode: verdict }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, replyTo: /^Reply-To: (.*)$/m.exec(data)?.[1]?.trim() ?? null });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Worker = { poke(): void; stop(): Promise<void> };

let handle: DatabaseHandle;
const started: Worker[] = [];
const servers: { close(): Promise<void> }[] = [];

/** The mail worker of one server instance, run by a job runner as the background work runs it. */
function worker(
  smtpUrl: string | undefined,
  options: { logger?: Logger; retryBaseMs?: number; onRefused?: (message: RefusedMessage) => Promise<void> } = {},
): Worker {
  const config = loadConfig({ NODE_ENV: "test", AUTH_SECRET: "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz", ...(smtpUrl && { SMTP_URL: smtpUrl }) });
  const logger = options.logger ?? silentLogger;
  const mail = createMailWorker({ db: handle.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, onRefused: options.onRefused });
  const runner = createJobRunner({
    db: handle.db,
    logger,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    pollMs: 50,
    retryBaseMs: options.retryBaseMs ?? 50,
    handlers: { [MAIL_JOB]: mail.job },
  });
  runner.start();
  const running: Worker = {
    poke: () => runner.poke(),
    async stop() {
      await runner.stop();
      mail.close();
    },
  };
  started.push(running);
  return running;
}

const mailerOf = (running?: Worker) => createMailer({ db: handle.db, wake: () => running?.poke() });
const message = (subject: string, to = "reader@example.com") => ({ to, subject, text: `Body of ${subject}`, kind: "test" });

async function rowOf(subject: string) {
  const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
  return row!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  for (const running of started.splice(0)) await running.stop();
  for (const server of servers.splice(0)) await server.close();
});
afterAll(() => handle?.close());

describe("the outbox and its worker", () => {
  it("queues a message in the caller's transaction, and the worker sends it with its Reply-To", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    const background = worker(smtp.url);
    await mailerOf(background).queue({ ...message("Queued and sent"), replyTo: "sender@example.com" });
    const row = await until(() => rowOf("Queued and sent"), (found) => found.status === "sent");
    expect(row).toMatchObject({ attempts: 1, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toEqual([{ to: ["reader@example.com"], subject: "Queued and sent", replyTo: "sender@example.com" }]);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await mailerOf().queue(message("Rolled back"), tx);
        throw new Error("the request failed after queueing");
      }),
    ).rejects.toThrow("the request failed");
    expect(await handle.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Rolled back"))).toEqual([]);
    expect((await handle.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.name, MAIL_JOB))).length).toBe(
      (await handle.db.select().from(emailOutbox)).length,
    );
  });

  it("without SMTP prints the message to the log and marks it logged", async () => {
    const lines: string[] = [];
    const background = worker(undefined, { logger: { ...silentLogger, info: (line) => lines.push(line) } });
    await mailerOf(background).queue({ ...message("Your link"), text: "Open http://example.com/confirm?token=abc" });
    await until(() => rowOf("Your link"), (row) => row.status === "logged");
    expect(lines.join("\n")).toContain("http://example.com/confirm?token=abc");
  });

  it("tries again after a temporary refusal, with back-off, and then sends", async () => {
    let refusals = 2;
    const smtp = await startSmtp(() => (refusals-- > 0 ? 451 : "accept"));
    servers.push(smtp);
    const background = worker(smtp.url);
    await mailerOf(background).queue(message("Greylisted"));
    const row = await until(() => rowOf("Greylisted"), (found) => found.status === "sent");
    expect(row.attempts).toBe(3);
    expect(row.error).toMatch(/451/);
    expect(smtp.received.map((received) => received.subject)).toEqual(["Greylisted"]);
  });

  it("gives up at once on a permanent refusal, keeps the reason and tells who asked (alerts pause)", async () => {
    const smtp = await startSmtp((subject) => (subject === "No such mailbox" ? 550 : 451));
    servers.push(smtp);
    const refused: RefusedMessage[] = [];
    const background = worker(smtp.url, { retryBaseMs: 60_000, onRefused: async (message) => void refused.push(message) });
    await mailerOf(background).queue(message("Greylisted, not refused"));
    await until(() => rowOf("Greylisted, not refused"), (found) => found.attempts === 1 && found.error !== null);
    await mailerOf(background).queue(message("No such mailbox", "gone@example.com"));
    const row = await until(() => rowOf("No such mailbox"), (found) => found.status === "failed");
    expect(row).toMatchObject({ attempts: 1 });
    expect(row.error).toMatch(/550/);
    // Only the permanent refusal is reported (after the row is marked); a temporary one is tried again.
    await until(async () => refused.length, (count) => count > 0);
    expect(refused).toEqual([{ to: "gone@example.com", kind: "test", error: row.error }]);
  });

  it(`gives up after ${MAIL_ATTEMPTS} temporary failures and records the last one`, async () => {
    // Nothing listens on port 1: every attempt is refused at once.
    const background = worker("smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000", { retryBaseMs: 5 });
    await mailerOf(background).queue(message("Server down"));
    const row = await until(() => rowOf("Server down"), (found) => found.status === "failed", 25_000);
    expect(row.attempts).toBe(MAIL_ATTEMPTS);
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  }, 30_000);

  it("survives a restart: a message queued while no worker ran is sent by the next one", async () => {
    await mailerOf().queue(message("Queued while down"));
    expect((await rowOf("Queued while down")).status).toBe("queued");
    const smtp = await startSmtp();
    servers.push(smtp);
    worker(smtp.url);
    await until(() => rowOf("Queued while down"), (row) => row.status === "sent");
    expect(smtp.received.filter((received) => received.subject === "Queued while down")).toHaveLength(1);
  });

  it("sends each message once however many instances run workers", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    const instances = [worker(smtp.url), worker(smtp.url), worker(smtp.url)];
    const subjects = Array.from({ length: 24 }, (_, index) => `Many instances ${index}`);
    await Promise.all(subjects.map((subject, index) => mailerOf(instances[index % 3]).queue(message(subject))));
    await until(
      () => handle.db.select({ status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.subject, subjects)),
      (rows) => rows.every((row) => row.status === "sent"),
    );
    const counts = subjects.map((subject) => smtp.received.filter((received) => received.subject === subject).length);
    expect(counts).toEqual(subjects.map(() => 1));
  });
});
