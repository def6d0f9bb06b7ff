import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "bioagent-config-"));

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: dataDir,
      CONTACT_EMAIL: "contact@bioagenthub.example",
      OFFICE_ADDRESS: "Lund, Sweden",
      FETCH_ALLOW_PRIVATE: false,
      AI_PROVIDER: "builtin",
      ADMIN_EMAILS: [],
      MONITOR_CRON: "0 6 * * *",
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("generates AUTH_SECRET once and keeps it in the data folder", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first);
  });

  it("refuses to start in production without AUTH_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(
      /AUTH_SECRET: required in production/,
    );
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ DATABASE_URL: "nonsense" }, "DATABASE_URL"],
    [{ ADMIN_EMAILS: "a@example.com, not-an-email" }, "ADMIN_EMAILS"],
    [{ FETCH_ALLOW_PRIVATE: "maybe" }, "FETCH_ALLOW_PRIVATE"],
    [{ AI_PROVIDER: "magic" }, "AI_PROVIDER"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ EDITOR_PASSWORD: "1234" }, "EDITOR_PASSWORD"],
    [{ AI_PROVIDER: "openai-compatible" }, "AI_PROVIDER"],
    [{ DATABASE_READ_URL: "postgres://replica.example/bioagent" }, "DATABASE_READ_URL"],
    [{ DATABASE_URL: "postgres://db.example/bioagent", DATABASE_READ_URL: "nonsense" }, "DATABASE_READ_URL"],
  ])("names the variable of a wrong value: %o", (env, variable) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tempDir(), ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${variable}:`);
  });

  it("parses lists and flags", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: " Boss@Example.com ,ops@example.com ",
      FETCH_ALLOW_PRIVATE: "true",
      PUBLIC_URL: "https://hub.example.com/",
    });
    expect(config.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(config.FETCH_ALLOW_PRIVATE).toBe(true);
    expect(config.PUBLIC_URL).toBe("https://hub.example.com");
  });
});
