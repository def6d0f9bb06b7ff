import { defineConfig } from "@playwright/test";
import { resolveChromium } from "./scripts/chromium";
import {
  E2E_OUTPUT_DIR,
  E2E_PATENTS_PORT_BASE,
  E2E_PATENTS_URL,
  E2E_PATENTSVIEW_KEY,
  E2E_PORT,
  E2E_URL,
} from "./tests/e2e/support/constants";

// Never skip the browser suite: without any Chromium it fails and says how to get one.
const chromium = await resolveChromium();

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: E2E_OUTPUT_DIR,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_URL,
    browserName: "chromium",
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium.executablePath,
      env: { ...process.env, ...chromium.env },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: [
    {
      command: "node --import tsx tests/e2e/support/start-server.ts",
      url: `${E2E_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_PORT: String(E2E_PORT) },
    },
    {
      // The same product with a PatentsView key, answered by the local stub (patents-real.spec.ts).
      command: "node --import tsx tests/e2e/support/start-server.ts",
      url: `${E2E_PATENTS_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_PORT_BASE: String(E2E_PATENTS_PORT_BASE), E2E_PATENTSVIEW_API_KEY: E2E_PATENTSVIEW_KEY },
    },
  ],
});
