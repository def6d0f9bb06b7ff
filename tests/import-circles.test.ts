import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCircular, parseDependencyTree, shortenTree } from "dpdm";
import { expect, it } from "vitest";

// Issue 16 §2: imports run one way (README "Architecture"). The lint rule boundaries/dependencies
// keeps the layers; this keeps any files, in one layer or not, from importing each other in a
// circle. Type and lazy imports count: a circle of types still ties the modules together.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

it("finds no import circle in src or tests", async () => {
  const tree = shortenTree(
    root,
    await parseDependencyTree(["src/**/*.ts", "src/**/*.tsx", "tests/**/*.ts"], {
      cwd: root,
      context: root,
      tsconfig: path.join(root, "tsconfig.json"),
      transform: false,
      skipDynamicImports: false,
    }),
  );
  // The parse saw the tree as the compiler does: the "@/" alias resolved, into every layer.
  const importsOf = (file: string) => (tree[file] ?? []).map((dependency) => dependency.id);
  expect(importsOf("src/server/core/ai/builtin/builtin-engine.ts")).toContain("src/server/core/errors.ts");
  expect(importsOf("src/server/app.ts")).toContain("src/server/feature-list.ts");
  expect(Object.keys(tree).filter((file) => file.startsWith("src/client/")).length).toBeGreaterThan(50);

  const circles = parseCircular(tree).map((circle) => [...circle, circle[0]].join(" -> "));
  expect(circles).toEqual([]);
}, 60_000);
