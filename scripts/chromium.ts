// Where the end-to-end suite and Lighthouse find Chromium: CHROMIUM_PATH, else a system Chromium or
// Chrome, else the Chromium that @sparticuz/chromium ships inside its npm tarball (Linux x64 only).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const SYSTEM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

export type Chromium = {
  executablePath: string;
  source: "CHROMIUM_PATH" | "system" | "npm";
  /** Variables the browser process needs on top of the environment. */
  env: Record<string, string>;
};

export type ChromiumLookup = {
  env?: NodeJS.ProcessEnv;
  systemCandidates?: string[];
  /** Where the npm Chromium is unpacked; the temp folder by default. */
  cacheRoot?: string;
};

export const INSTALL_HINT =
  "No Chromium was found for the end-to-end tests (looked at CHROMIUM_PATH, " +
  SYSTEM_CANDIDATES.join(", ") +
  "), and the one @sparticuz/chromium ships runs on Linux x64 only.\n" +
  "Install Chromium or Chrome, or point CHROMIUM_PATH at one. The browser suite is never skipped.";

/** CHROMIUM_PATH or a system browser, without unpacking anything. */
function findChromium(lookup: ChromiumLookup = {}): Chromium | null {
  const configured = (lookup.env ?? process.env).CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH names ${configured}, which does not exist.`);
    return { executablePath: configured, source: "CHROMIUM_PATH", env: {} };
  }
  const system = (lookup.systemCandidates ?? SYSTEM_CANDIDATES).find((candidate) => existsSync(candidate));
  return system ? { executablePath: system, source: "system", env: {} } : null;
}

export async function resolveChromium(lookup: ChromiumLookup = {}): Promise<Chromium> {
  const found = findChromium(lookup);
  if (found) return found;
  if (process.platform !== "linux" || process.arch !== "x64") throw new Error(INSTALL_HINT);
  const folder = await unpackNpmChromium(lookup.cacheRoot ?? os.tmpdir());
  // Its own NSS libraries (built for Amazon Linux 2023), so that it needs only the C library here.
  const env: Record<string, string> = {
    LD_LIBRARY_PATH: [path.join(folder, "al2023", "lib"), (lookup.env ?? process.env).LD_LIBRARY_PATH].filter(Boolean).join(":"),
  };
  if (!existsSync("/etc/fonts/fonts.conf")) env.FONTCONFIG_PATH = path.join(folder, "fonts");
  return { executablePath: path.join(folder, "chromium"), source: "npm", env };
}

const packageFolder = () => path.resolve(path.dirname(createRequire(import.meta.url).resolve("@sparticuz/chromium")), "..");
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Unpacks once per version into `<root>/bioagent-chromium-<version>`: into a folder of this process
 * first, then renamed into place, so that processes starting together or a killed one never leave
 * a half-written browser behind.
 */
async function unpackNpmChromium(root: string): Promise<string> {
  const { version } = JSON.parse(readFileSync(path.join(packageFolder(), "package.json"), "utf8")) as { version: string };
  const name = `bioagent-chromium-${version}`;
  const folder = path.join(root, name);
  if (existsSync(path.join(folder, "chromium"))) return folder;
  removeAbandonedUnpacks(root, name);

  const staging = `${folder}.${process.pid}-${randomBytes(4).toString("hex")}`;
  mkdirSync(staging, { recursive: true });
  const { default: chromium, inflate } = await import("@sparticuz/chromium");
  try {
    await withTempFolder(staging, () =>
      Promise.all([chromium.executablePath(), inflate(path.join(packageFolder(), "bin", "al2023.tar.br"))]),
    );
    writeFontConfig(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(staging, folder);
  } catch (error) {
    if (!["ENOTEMPTY", "EEXIST"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  return folder;
}

/** The package unpacks into the temp folder, read as each call starts: ours only for that moment. */
function withTempFolder<T>(folder: string, start: () => Promise<T>): Promise<T> {
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    return start();
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
}

/** Its bundled fonts, for a machine without fontconfig's configuration. */
function writeFontConfig(staging: string, folder: string): void {
  const fonts = path.join(folder, "fonts", "fonts");
  const config = `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${fonts}</dir><cachedir>${path.join(folder, "fonts", "cache")}</cachedir></fontconfig>\n`;
  mkdirSync(path.join(staging, "fonts"), { recursive: true });
  writeFileSync(path.join(staging, "fonts", "fonts.conf"), config);
}

/** Folders of unpacks that were killed (an unpack takes seconds). */
function removeAbandonedUnpacks(root: string, name: string): void {
  for (const entry of readdirSync(root)) {
    if (!entry.startsWith(`${name}.`)) continue;
    const abandoned = path.join(root, entry);
    if (statSync(abandoned).mtimeMs < Date.now() - ABANDONED_AFTER_MS) rmSync(abandoned, { recursive: true, force: true });
  }
}
