import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/database";
import { silentLogger } from "../logger";
import type { DatabaseHandle } from "./client";
import { createNotifications, type Notifications } from "./notifications";
import { until } from "../../../../tests/support/until";

let handle: DatabaseHandle & { url?: string };
let notifications: Notifications;
const heard: string[] = [];
let resumed = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  notifications = createNotifications(handle, silentLogger);
  notifications.listen("test_channel", { onNotify: (payload) => heard.push(payload), onResume: () => (resumed += 1) });
  await notifications.delivered();
});
afterAll(async () => {
  await notifications?.close();
  await handle?.close();
});

describe("notifications", () => {
  it("delivers what a transaction sends when it commits, and nothing of one rolled back", async () => {
    heard.length = 0;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_channel', 'committed')`);
    });
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('test_channel', 'rolled back')`);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await notifications.delivered();
    expect(heard).toEqual(["committed"]);
    expect(notifications.isLive()).toBe(true);
  });

  it.runIf(process.env.TEST_DB_KIND === "pg")("says when its connection is lost, and comes back by itself with onResume", async () => {
    const before = resumed;
    await handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`);
    await until(async () => !notifications.isLive());
    await until(async () => notifications.isLive());
    expect(resumed).toBe(before + 1);
    heard.length = 0;
    await handle.db.execute(sql`select pg_notify('test_channel', 'after the cut')`);
    await notifications.delivered();
    expect(heard).toEqual(["after the cut"]);
  });
});
