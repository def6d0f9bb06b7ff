// The e2e server: a local SMTP server that writes each message to E2E_MAIL_DIR, seeded accounts,
// then the real product on a fresh embedded database.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { loadConfig } from "../../../src/server/core/config";
import { openDatabase } from "../../../src/server/core/db/client";
import { migrateDatabase } from "../../../src/server/core/db/migrate";
import { createUserAccount } from "../../../src/server/features/accounts/service";
import { startServer } from "../../../src/server/start";
import { startArticleSite } from "../../stubs/article-site";
import { dataServiceUrls, startDataServices } from "../../stubs/data-services";
import { startMonitoredSites } from "../../stubs/monitored-sites";
import {
  E2E_ACCOUNTS,
  E2E_ARTICLE_PORT,
  E2E_DATA_DIR,
  E2E_DATA_SERVICES_PORT,
  E2E_EDITOR_PASSWORD,
  E2E_MAIL_DIR,
  E2E_MONITORED_SITES_PORT,
  E2E_PASSWORD,
  E2E_PORT,
  E2E_SMTP_PORT,
  E2E_URL,
  E2E_BOUNCING_DOMAIN,
} from "./constants";

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
mkdirSync(E2E_MAIL_DIR, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  // A mailbox that does not exist, as a real server answers it: the outbox gives such a message up.
  onRcptTo(address, _session, callback) {
    if (address.address.endsWith(`@${E2E_BOUNCING_DOMAIN}`)) {
      callback(Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    let data = "";
    stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
    stream.on("end", () => {
      count += 1;
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${count}.json`), JSON.stringify({ to, data }));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, "127.0.0.1", resolve));

const articleSite = await startArticleSite(E2E_ARTICLE_PORT);
const dataServices = await startDataServices(E2E_DATA_SERVICES_PORT);
const monitoredSites = await startMonitoredSites(E2E_MONITORED_SITES_PORT);

const config = loadConfig({
  ...process.env,
  NODE_ENV: "test",
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  PUBLIC_URL: E2E_URL,
  DATA_DIR: E2E_DATA_DIR,
  DATABASE_URL: "",
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?ignoreTLS=true`,
  EDITOR_PASSWORD: E2E_EDITOR_PASSWORD,
  // The article stub site is on this machine.
  FETCH_ALLOW_PRIVATE: "true",
  LOG_LEVEL: "warn",
  // The monitor runs when the admin asks (monitor.spec.ts), not on a schedule during the suite.
  MONITOR_CRON: "off",
  ...dataServiceUrls(dataServices.url),
  // Set only for the second server (playwright.config.ts): the patent screen's real mode.
  PATENTSVIEW_API_KEY: process.env.E2E_PATENTSVIEW_API_KEY ?? "",
  // Never the real EPO OPS from a developer's environment (it would take precedence).
  EPO_OPS_KEY: "",
  EPO_OPS_SECRET: "",
});

const seed = await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
await migrateDatabase(seed);
for (const account of Object.values(E2E_ACCOUNTS)) {
  await createUserAccount(seed.db, { email: account.email, password: E2E_PASSWORD, role: account.role, verified: true });
}
await seed.close();

// E2E_CLIENT_DIR: a client built elsewhere (`vite build --outDir …`), for suites run side by side.
const clientDir = process.env.E2E_CLIENT_DIR ? path.resolve(process.env.E2E_CLIENT_DIR) : undefined;
const server = await startServer(config, { clientDir });
const stop = () => {
  smtp.close();
  void articleSite.close();
  void dataServices.close();
  void monitoredSites.close();
  void server.close().finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
