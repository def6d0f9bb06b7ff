import type { Context, Hono } from "hono";
import { catalystFilterSchema } from "@/shared/catalysts/contracts";
import { CATALYST_LIMITS } from "@/shared/catalysts/vocabulary";
import { validationError } from "../../core/errors";
import { refuseUnstorable } from "../../core/http/openapi";
import type { AppDeps, AppEnv } from "../../core/http/context";
import { catalystCalendar } from "./calendar";
import { catalystCsv } from "./csv";
import { listCatalysts } from "./repo";

// /catalysts.ics and /catalysts.csv (issue 21 §2): the calendar's catalysts for the same filters
// as /catalysts, read from the same query string (shared/catalysts/paths.ts builds it).

/** A subscriber's calendar asks again every few hours; a few minutes' copy is fresh enough. */
const CACHE_CONTROL = "public, max-age=300";

function filterOf(c: Context<AppEnv>) {
  const search = new URL(c.req.url).searchParams;
  // Refused as the API's router refuses it: PostgreSQL cannot compare text holding U+0000.
  for (const [name, value] of search) refuseUnstorable({ [name]: value });
  const one = (name: string) => search.get(name) ?? undefined;
  const parsed = catalystFilterSchema.safeParse({
    type: search.getAll("type"),
    regulator: one("regulator"),
    company: one("company"),
    entity: one("entity"),
    tag: one("tag"),
    from: one("from"),
    to: one("to"),
    when: one("when"),
  });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function mountCatalystFiles(app: Hono<AppEnv>, { db, config }: AppDeps): void {
  const exported = async (c: Context<AppEnv>) => (await listCatalysts(db, { filter: filterOf(c), limit: CATALYST_LIMITS.exportMax })).catalysts;

  app.get("/catalysts.ics", async (c) => {
    const body = catalystCalendar(await exported(c), config.PUBLIC_URL);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Cache-Control", CACHE_CONTROL);
    return c.body(body, 200);
  });

  app.get("/catalysts.csv", async (c) => {
    const body = catalystCsv(await exported(c), config.PUBLIC_URL);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="catalysts.csv"');
    c.header("Cache-Control", CACHE_CONTROL);
    return c.body(body, 200);
  });
}
