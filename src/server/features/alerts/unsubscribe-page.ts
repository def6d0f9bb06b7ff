import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../core/http/context";
import { escapeHtml } from "../../core/http/escape-html";
import { describeUnsubscribe, unsubscribe, type AlertDeps } from "./service";

const ONE_CLICK = "List-Unsubscribe=One-Click";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)} · BioAgent Hub</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      ${body}
      <p><a href="/alerts">Manage your alerts</a></p>
    </main>
  </body>
</html>`;
}

const NOT_FOUND = page("This link does not work", "<p>The unsubscribe link is not valid, or its saved search was deleted.</p>");

/**
 * The unsubscribe link of an alert e-mail (RFC 8058). A POST with `List-Unsubscribe=One-Click`,
 * from a mail client and without cookies, turns the e-mail off at once and answers 200. A GET
 * changes nothing (link scanners fetch every link): it shows a page whose button sends that POST.
 * A forged, altered or stale token is 404 either way.
 */
export function mountUnsubscribe(app: Hono<AppEnv>, { db, config }: AppDeps): void {
  const deps: AlertDeps = { db, secret: config.AUTH_SECRET };
  app.get("/unsubscribe/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const what = await describeUnsubscribe(deps, c.req.param("token"));
    if (!what) return c.html(NOT_FOUND, 404);
    return c.html(
      page(
        "Turn off e-mail",
        `<p>Turn off ${escapeHtml(what)}? You can turn it on again on your Alerts page.</p>
      <form method="post">
        <input type="hidden" name="List-Unsubscribe" value="One-Click">
        <button type="submit">Turn off e-mail</button>
      </form>`,
      ),
    );
  });
  app.post("/unsubscribe/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    const body = await c.req.text();
    if (!body.split("&").includes(ONE_CLICK)) {
      return c.html(page("Nothing was changed", `<p>This address turns e-mail off when sent <code>${ONE_CLICK}</code>.</p>`), 400);
    }
    const done = await unsubscribe(deps, c.req.param("token"));
    if (!done) return c.html(NOT_FOUND, 404);
    return c.html(page("E-mail turned off", `<p>${escapeHtml(done)}</p>`), 200);
  });
}
