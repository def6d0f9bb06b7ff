import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, claimChunkReload, isChunkLoadError } from "./chunk-reload";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("the chunk reload guard", () => {
  it("reloads once, then not again within the window, and again after it", () => {
    const storage = memoryStorage();
    const start = 1_800_000_000_000;
    expect(claimChunkReload(storage, start)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(start));
    // The reloaded page misses the chunk too: no second reload, so no loop.
    expect(claimChunkReload(storage, start + 2_000)).toBe(false);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    // A later deploy, long after: one reload again.
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_WINDOW_MS + 10)).toBe(false);
  });

  it("treats a reload recorded in the future (a clock set back) as recent, and garbage as none", () => {
    const now = 1_800_000_000_000;
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: String(now + 5_000) }), now)).toBe(false);
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: "not a time" }), now)).toBe(true);
  });

  it("never reloads without session storage, or when it refuses to be written", () => {
    expect(claimChunkReload(null)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    expect(claimChunkReload(full)).toBe(false);
  });
});

describe("chunk load errors", () => {
  it("recognises a failed dynamic import in Chromium, Firefox and Safari, and a chunk's CSS", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://hub.example/assets/about-page-1a2b3c.js",
      "error loading dynamically imported module: https://hub.example/assets/about-page-1a2b3c.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/about-page-1a2b3c.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it("leaves other errors to the error page", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
