// Where the end-to-end suite finds Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium(): string | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export const INSTALL_HINT =
  "No Chromium was found for the end-to-end tests (looked at CHROMIUM_PATH, " +
  CANDIDATES.join(", ") +
  ").\nInstall one, for example on Debian or Ubuntu:\n  sudo apt-get update && sudo apt-get install -y chromium\n" +
  "or point CHROMIUM_PATH at a Chromium or Chrome binary. The browser suite is never skipped.";
