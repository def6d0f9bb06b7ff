import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_MODULES } from "@/shared/site/page-modules";
import { ROUTES } from "@/shared/site/routes";

const routerSource = readFileSync(path.resolve("src/client/router.tsx"), "utf8");

describe("page modules", () => {
  it.each(Object.entries(PAGE_MODULES))("%s names a file the router imports lazily", (_key, module) => {
    expect(existsSync(path.resolve("src/client", module))).toBe(true);
    expect(routerSource).toContain(`import("./${module.replace(/\.tsx$/, "")}")`);
  });

  it("covers every lazy import of the router", () => {
    const lazyImports = [...routerSource.matchAll(/import\("\.\/([^"]+)"\)/g)].map((match) => `${match[1]}.tsx`);
    expect(lazyImports.length).toBeGreaterThan(10);
    expect(new Set(lazyImports)).toEqual(new Set(Object.values(PAGE_MODULES)));
  });

  it("is keyed by routes of the route table", () => {
    for (const key of Object.keys(PAGE_MODULES)) expect(Object.keys(ROUTES)).toContain(key);
  });
});
