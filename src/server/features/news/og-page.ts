import type { Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../../core/http/context";
import { escapeHtml } from "../../core/http/escape-html";
import { shareTags } from "../../core/http/share-tags";
import { findNewsRow } from "./repo";


const DESCRIPTION_CHARS = 200;

/** A page description from an item's plain-text summary, cut to what search and share previews show. */
export function summaryDescription(summaryText: string): string {
  return summaryText.length > DESCRIPTION_CHARS ? `${summaryText.slice(0, DESCRIPTION_CHARS - 1)}…` : summaryText;
}

/**
 * The spec's og-preview: LinkedIn's crawler reads the Open Graph and Twitter-card tags here;
 * a person is sent on to the item itself.
 */
export function mountNewsOgPage(app: Hono<AppEnv>, { db, config }: AppDeps): void {
  app.get("/og/news/:id", async (c) => {
    const id = z.uuid().safeParse(c.req.param("id"));
    const row = id.success ? await findNewsRow(db, id.data) : null;
    if (!row || row.status !== "published") return c.redirect("/news", 302);
    const itemUrl = `${config.PUBLIC_URL}/news/${row.id}`;
    const description = summaryDescription(row.summaryText);
    c.header("Cache-Control", "public, max-age=300");
    return c.html(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${escapeHtml(row.title)} · BioAgent Hub</title>
    <meta name="description" content="${escapeHtml(description)}">
    ${shareTags({ type: "article", title: row.title, description, url: itemUrl })}
    <meta http-equiv="refresh" content="0; url=${escapeHtml(`/news/${row.id}`)}">
  </head>
  <body>
    <p><a href="${escapeHtml(`/news/${row.id}`)}">${escapeHtml(row.title)}</a></p>
  </body>
</html>`);
  });
}
