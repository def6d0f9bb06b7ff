import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import viteConfig from "../vite.config";
import { keepPreviousAssets, MAX_PREVIOUS_BUILDS, RETAIN_DAYS, retainedBuilds, type BuildRecord } from "./asset-retention";

const DAY = 24 * 60 * 60 * 1000;
const at = (day: number) => new Date(Date.UTC(2026, 10, 1) + day * DAY);

describe("which builds keep their assets", () => {
  const record = (day: number, files: string[], replacedDay: number | null): BuildRecord => ({
    builtAt: at(day).toISOString(),
    replacedAt: replacedDay === null ? null : at(replacedDay).toISOString(),
    files,
  });

  it("keeps the build before the current one however old, and older ones until a week after they were replaced", () => {
    const previous = [record(30, ["assets/c.js"], null), record(20, ["assets/b.js"], 30), record(1, ["assets/a.js"], 20)];
    const kept = retainedBuilds(previous, ["assets/d.js"], at(60));
    expect(kept.map((build) => build.files)).toEqual([["assets/d.js"], ["assets/c.js"]]);
    expect(kept[1]!.replacedAt).toBe(at(60).toISOString());

    const soon = retainedBuilds(previous, ["assets/d.js"], at(30 + RETAIN_DAYS - 1));
    expect(soon.map((build) => build.files)).toEqual([["assets/d.js"], ["assets/c.js"], ["assets/b.js"]]);
  });

  it(`keeps at most ${MAX_PREVIOUS_BUILDS} builds before the current one, and counts a build of the same files once`, () => {
    let builds: BuildRecord[] = [];
    for (let index = 0; index < 10; index += 1) builds = retainedBuilds(builds, [`assets/${index}.js`], at(index / 24));
    expect(builds).toHaveLength(1 + MAX_PREVIOUS_BUILDS);
    expect(builds[0]!.files).toEqual(["assets/9.js"]);
    const again = retainedBuilds(builds, ["assets/9.js"], at(1));
    expect(again.map((build) => build.files)).toEqual(builds.map((build) => build.files));
    expect(again[0]).toEqual({ builtAt: at(1).toISOString(), replacedAt: null, files: ["assets/9.js"] });
  });
});

describe("a client build", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("is configured to keep the previous build's assets", () => {
    expect(viteConfig.build?.emptyOutDir).toBe(false);
    expect(viteConfig.plugins?.flat().some((plugin) => plugin && "name" in plugin && plugin.name === "keep-previous-assets")).toBe(true);
  });

  it("keeps the previous build's hashed assets servable and prunes them once expired", async () => {
    root = mkdtempSync(path.join(tmpdir(), "asset-retention-"));
    const outDir = path.join(root, "dist");
    writeFileSync(path.join(root, "index.html"), `<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>`);
    const release = async (version: string, now: Date) => {
      writeFileSync(path.join(root!, "main.js"), `import("./page.js").then((page) => page.show());`);
      writeFileSync(path.join(root!, "page.js"), `export function show() { document.body.append("release ${version}"); }`);
      await build({
        root,
        configFile: false,
        logLevel: "silent",
        build: { outDir, emptyOutDir: false },
        plugins: [keepPreviousAssets({ now: () => now })],
      });
      // The compressed copies scripts/compress-assets.mjs writes.
      for (const name of readdirSync(path.join(outDir, "assets"))) {
        if (name.endsWith(".js") && !existsSync(path.join(outDir, "assets", `${name}.br`))) {
          writeFileSync(path.join(outDir, "assets", `${name}.br`), "");
        }
      }
      return new Set(readdirSync(path.join(outDir, "assets")));
    };
    const pageChunk = (files: Set<string>) => [...files].filter((name) => /^page-.*\.js$/.test(name));

    const first = await release("1", at(0));
    expect(pageChunk(first)).toHaveLength(1);
    const second = await release("2", at(1));
    // Both releases' page chunks: an open tab of release 1 still loads its chunk.
    expect(pageChunk(second)).toHaveLength(2);
    for (const name of first) expect(second, name).toContain(name);

    // Release 3 a day later keeps both earlier ones (release 1 was replaced a day ago); release 4
    // comes a week after release 3 replaced release 2: releases 1 and 2 go, release 3 stays.
    const third = await release("3", at(2));
    expect(pageChunk(third)).toHaveLength(3);
    const fourth = await release("4", at(2 + RETAIN_DAYS));
    const chunkOf3 = pageChunk(third).filter((name) => !second.has(name));
    const chunkOf4 = pageChunk(fourth).filter((name) => !third.has(name));
    expect(pageChunk(fourth).sort()).toEqual([...chunkOf3, ...chunkOf4].sort());
    expect(fourth).not.toContain(`${pageChunk(first)[0]}.br`);
    expect([...fourth].filter((name) => name.endsWith(".br")).every((copy) => fourth.has(copy.slice(0, -3)))).toBe(true);
  });
});
