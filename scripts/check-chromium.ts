import { INSTALL_HINT, findChromium } from "./chromium";

if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
