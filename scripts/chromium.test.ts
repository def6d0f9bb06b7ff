import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { INSTALL_HINT, resolveChromium } from "./chromium";

const cacheRoot = mkdtempSync(path.join(os.tmpdir(), "bioagent-chromium-test-"));
afterAll(() => rmSync(cacheRoot, { recursive: true, force: true }));

describe("the Chromium of the end-to-end suite and Lighthouse", () => {
  it("is CHROMIUM_PATH when it is set, and says so when it names nothing", async () => {
    const configured = { env: { CHROMIUM_PATH: process.execPath }, systemCandidates: [], cacheRoot };
    expect(await resolveChromium(configured)).toEqual({ executablePath: process.execPath, source: "CHROMIUM_PATH", env: {} });
    await expect(resolveChromium({ ...configured, env: { CHROMIUM_PATH: "/nowhere/chromium" } })).rejects.toThrow(
      "CHROMIUM_PATH names /nowhere/chromium, which does not exist.",
    );
  });

  it("is a system browser before the npm one", async () => {
    const chromium = await resolveChromium({ env: {}, systemCandidates: ["/nowhere/chromium", process.execPath], cacheRoot });
    expect(chromium).toEqual({ executablePath: process.execPath, source: "system", env: {} });
  });

  it("is otherwise the one @sparticuz/chromium ships, unpacked once when asked twice at once (Linux x64)", async () => {
    const lookup = { env: {}, systemCandidates: [], cacheRoot };
    if (process.platform !== "linux" || process.arch !== "x64") {
      await expect(resolveChromium(lookup)).rejects.toThrow(INSTALL_HINT);
      return;
    }
    const [first, second] = await Promise.all([resolveChromium(lookup), resolveChromium(lookup)]);
    expect(second).toEqual(first);
    expect(first!.source).toBe("npm");
    expect(readdirSync(cacheRoot)).toEqual([path.basename(path.dirname(first!.executablePath))]);
    const version = execFileSync(first!.executablePath, ["--version"], { env: { ...process.env, ...first!.env }, encoding: "utf8" });
    expect(version).toMatch(/^Chromium 153\.\d+\.\d+\.\d+/);
  }, 120_000);
});
