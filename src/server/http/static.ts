import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { isKnownRoute } from "@/shared/site/routes";
import type { AppEnv } from "./context";

/**
 * Serves the built client: hashed assets cached for a year, and index.html for every route of
 * the route table (404 status for the rest, which the client shows as the not-found screen).
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string): void {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) =>
      c.text("The client is not built. Run `npm run build` (npm start does this for you).", 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), clientDir) || ".";
  app.use(
    "/assets/*",
    serveStatic({
      root,
      // Brotli and gzip copies written at build time (scripts/compress-assets.mjs).
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", async (c, next) => {
    if (c.req.path === "/" || c.req.path.endsWith(".html")) return next();
    return serveStatic({
      root,
      onFound: (_path, ctx) => {
        ctx.header("Cache-Control", "public, max-age=3600");
      },
    })(c, next);
  });
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml, isKnownRoute(c.req.path) ? 200 : 404);
  });
}
