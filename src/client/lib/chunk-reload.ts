// After a new build is deployed, a tab opened on the previous one may ask for a code chunk that no
// longer exists (the server keeps the previous builds' assets for a while, not forever: see
// scripts/asset-retention.ts). A reload fetches the new build; it is tried once, so that a chunk
// missing from the new build too ends on the error page instead of reloading for ever.

/** A second reload for a missing chunk within this time of the first is not tried. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_KEY = "bioagent-hub:chunk-reload-at";

// How Chromium, Firefox and Safari word a dynamic import that failed, and Vite's preload helper
// a chunk's stylesheet that did not load.
const CHUNK_LOAD_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

/** Whether an error is a code chunk (or its CSS) that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message);
}

type ReloadRecord = Pick<Storage, "getItem" | "setItem">;

/**
 * Whether to reload the page for a chunk that failed to load, recording the reload when it says
 * yes: no when one was recorded within the window (the reload did not help), nor when the tab
 * keeps no session storage (nothing would stop a loop).
 */
export function claimChunkReload(storage: ReloadRecord | null, now = Date.now()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    // A clock set back counts as recent too.
    if (last > 0 && Math.abs(now - last) < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The tab's session storage, or null where the browser refuses it. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const decided = new WeakMap<object, boolean>();

/**
 * Whether the page reloads for this error: a chunk that failed to load, once per window. Decided
 * once per error, however often the error page renders it.
 */
export function reloadsFor(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const chunkError = error as Error;
  let reload = decided.get(chunkError);
  if (reload === undefined) {
    reload = claimChunkReload(sessionStore());
    decided.set(chunkError, reload);
  }
  return reload;
}
