import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalystOperations, catalystSchema, listCatalystsResponseSchema, type Catalyst } from "@/shared/catalysts/contracts";
import { catalystsCalendarPath, catalystsCsvPath } from "@/shared/catalysts/paths";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { catalysts, savedSearchMatches } from "../../core/db/schema";
import { createEntity, publishedItem, type TestEntity } from "./test-fixtures";

// Issue 21 §2 through the API: the public calendar and its filters, the editors' queue and review,
// the calendar file and the CSV, and the saved searches that follow a catalyst's asset.

const queueSchema = catalystOperations.queue.responses[200].schema;

let ctx: TestContext;
let editor: TestUser;
let reader: TestUser;
const entity = {} as Record<"acme" | "beta" | "zx" | "yb" | "lung" | "trial" | "fda" | "nmpa", TestEntity>;
const item = {} as Record<"oncology" | "rare" | "pending", string>;
const id = {} as Record<string, string>;

const LONG_JAPANESE_QUOTE =
  "ベータファーマは、非小細胞肺がんを対象としたYB-202の第3相試験について、主要評価項目のトップライン結果を第3四半期に発表する予定だと明らかにした。同社は承認申請の準備も進めている。";
const AWKWARD_QUOTE = "Acme said: the PDUFA date is set, pending review; see C:\\filings\nfor details, and more.";
const FORMULA_QUOTE = '=HYPERLINK("http://evil.example","open")';

async function insertCatalyst(name: string, values: Partial<typeof catalysts.$inferInsert> & Pick<typeof catalysts.$inferInsert, "type" | "dateStart" | "sourceItemId">) {
  const [row] = await ctx.db
    .insert(catalysts)
    .values({ status: "expected", dateEnd: values.dateStart, precision: "day", dateText: "", quote: "A quote.", method: "rules", confidence: 0.8, review: "accepted", ...values })
    .returning({ id: catalysts.id });
  id[name] = row!.id;
}

async function list(query = ""): Promise<Catalyst[]> {
  const response = await ctx.request("GET", `/api/catalysts${query}`);
  expect(response.status, response.text).toBe(200);
  return listCatalystsResponseSchema.parse(response.json).catalysts;
}
const names = (list: readonly Catalyst[]) => list.map((catalyst) => Object.entries(id).find(([, value]) => value === catalyst.id)?.[0]);

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await ctx.signedInUser("editor");
  reader = await ctx.signedInUser("user");
  entity.acme = await createEntity(ctx, "company", "Acme Bio");
  entity.beta = await createEntity(ctx, "company", "Beta Pharma");
  entity.zx = await createEntity(ctx, "drug", "ZX-101");
  entity.yb = await createEntity(ctx, "drug", "YB-202");
  entity.lung = await createEntity(ctx, "indication", "Non-small cell lung cancer");
  entity.trial = await createEntity(ctx, "trial", "NCT01234567");
  entity.fda = await createEntity(ctx, "regulator", "FDA");
  entity.nmpa = await createEntity(ctx, "regulator", "NMPA");
  item.oncology = await publishedItem(ctx, "2026-03-01", { tags: ["oncology"] });
  item.rare = await publishedItem(ctx, "2026-03-02", { tags: ["rare-disease"] });
  item.pending = (await ctx.createNewsItem({ status: "pending", tags: ["oncology"] })).id;
  const acme = { companyId: entity.acme.id, assetId: entity.zx.id };
  const beta = { companyId: entity.beta.id, assetId: entity.yb.id };
  await insertCatalyst("pdufa", { type: "pdufa", dateStart: "2091-03-10", dateText: "March 10, 2091", ...acme, regulatorId: entity.fda.id, quote: AWKWARD_QUOTE, sourceItemId: item.oncology });
  await insertCatalyst("readout", {
    type: "readout",
    detail: "topline",
    dateStart: "2091-07-01",
    dateEnd: "2091-09-30",
    precision: "quarter",
    dateText: "第3四半期",
    ...beta,
    indicationId: entity.lung.id,
    trialId: entity.trial.id,
    quote: LONG_JAPANESE_QUOTE,
    history: [{ start: "2091-04-01", end: "2091-06-30", precision: "quarter", text: "Q2 2091", news_item_id: item.rare, replaced_at: "2026-03-02T09:00:00.000Z" }],
    sourceItemId: item.rare,
  });
  await insertCatalyst("chinaApproval", { type: "approval", dateStart: "2092-01-01", dateEnd: "2092-12-31", precision: "year", ...acme, regulatorId: entity.nmpa.id, quote: FORMULA_QUOTE, sourceItemId: item.oncology });
  await insertCatalyst("unpublishedSource", { type: "advisory-committee", dateStart: "2093-05-05", ...acme, sourceItemId: item.pending });
  await insertCatalyst("missed", { type: "readout", dateStart: "2001-05-01", dateEnd: "2001-05-31", precision: "month", ...acme, sourceItemId: item.oncology });
  await insertCatalyst("approved", { type: "approval", status: "happened", outcome: "positive", dateStart: "2002-02-02", ...beta, regulatorId: entity.fda.id, sourceItemId: item.rare });
  await insertCatalyst("doubtful", { type: "pdufa", dateStart: "2091-11-11", companyId: entity.beta.id, confidence: 0.6, review: "pending", sourceItemId: item.oncology });
  await insertCatalyst("sure", { type: "submission", dateStart: "2091-12-12", ...acme, confidence: 0.95, review: "pending", sourceItemId: item.pending });
  await insertCatalyst("rejected", { type: "pdufa", dateStart: "2091-06-06", ...acme, review: "rejected", sourceItemId: item.oncology });
});

afterAll(() => ctx?.close());

describe("the calendar", () => {
  it("lists accepted catalysts only, upcoming soonest first, with their entities, status and source", async () => {
    const upcoming = await list();
    expect(names(upcoming)).toEqual(["pdufa", "readout", "chinaApproval", "unpublishedSource"]);
    const [pdufa, readout] = upcoming;
    expect(pdufa).toMatchObject({
      status: "expected",
      date: { start: "2091-03-10", end: "2091-03-10", precision: "day", text: "March 10, 2091" },
      company: { slug: entity.acme.slug, name: "Acme Bio", type: "company" },
      asset: { slug: entity.zx.slug, type: "drug" },
      regulator: { slug: "regulator-fda" },
      source: { news_item_id: item.oncology, published: true },
      review: "accepted",
    });
    expect(readout).toMatchObject({ detail: "topline", indication: { slug: entity.lung.slug }, trial: { slug: entity.trial.slug }, history: [{ text: "Q2 2091" }] });
    // An editor vouched for it: listed, with its source marked as not open to readers.
    expect(upcoming[3]!.source.published).toBe(false);
  });

  it("lists the past latest first: what happened with its outcome, an expected date that passed as missed", async () => {
    const past = await list("?when=past");
    expect(names(past)).toEqual(["approved", "missed"]);
    expect(past.map((catalyst) => [catalyst.status, catalyst.outcome])).toEqual([
      ["happened", "positive"],
      ["missed", null],
    ]);
    expect(names(await list("?when=all"))).toEqual(["missed", "approved", "pdufa", "readout", "chinaApproval", "unpublishedSource"]);
  });

  it("filters by type, regulator, company, any entity, tag and date range", async () => {
    expect(names(await list("?type=pdufa"))).toEqual(["pdufa"]);
    expect(names(await list("?type=pdufa&type=readout"))).toEqual(["pdufa", "readout"]);
    expect(names(await list("?regulator=fda&when=all"))).toEqual(["approved", "pdufa"]);
    expect(names(await list("?regulator=regulator-nmpa"))).toEqual(["chinaApproval"]);
    expect(names(await list(`?company=${entity.beta.slug}`))).toEqual(["readout"]);
    expect(names(await list(`?entity=${entity.zx.slug}`))).toEqual(["pdufa", "chinaApproval", "unpublishedSource"]);
    expect(names(await list(`?entity=${entity.lung.slug}`))).toEqual(["readout"]);
    expect(names(await list(`?entity=${entity.trial.slug}`))).toEqual(["readout"]);
    expect(names(await list("?tag=rare-disease&when=all"))).toEqual(["approved", "readout"]);
    // A span reaching into the range counts: Q3 2091 reaches into August.
    expect(names(await list("?from=2091-08-01&to=2091-12-31"))).toEqual(["readout"]);
    expect(await list("?company=company-nobody")).toEqual([]);
  });

  it("pages with a cursor, and refuses bad filters with 400", async () => {
    const first = listCatalystsResponseSchema.parse((await ctx.request("GET", "/api/catalysts?limit=3")).json);
    expect(names(first.catalysts)).toEqual(["pdufa", "readout", "chinaApproval"]);
    const second = listCatalystsResponseSchema.parse((await ctx.request("GET", `/api/catalysts?limit=3&cursor=${first.next_cursor}`)).json);
    expect(names(second.catalysts)).toEqual(["unpublishedSource"]);
    expect(second.next_cursor).toBeNull();
    const pastFirst = listCatalystsResponseSchema.parse((await ctx.request("GET", "/api/catalysts?when=past&limit=1")).json);
    const pastSecond = listCatalystsResponseSchema.parse((await ctx.request("GET", `/api/catalysts?when=past&limit=1&cursor=${pastFirst.next_cursor}`)).json);
    expect(names([...pastFirst.catalysts, ...pastSecond.catalysts])).toEqual(["approved", "missed"]);

    for (const query of ["?type=rumour", "?from=2091-13-01", "?from=2092-01-01&to=2091-01-01", "?cursor=bm90LWEtY3Vyc29y", "?when=soon"]) {
      const response = await ctx.request("GET", `/api/catalysts${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json.error?.message).toBeTruthy();
    }
  });
});

describe("catalysts to review", () => {
  it("lists pending catalysts surest first, for editors only", async () => {
    expect((await ctx.request("GET", "/api/catalysts/review")).status).toBe(401);
    expect((await ctx.request("GET", "/api/catalysts/review", { cookie: reader.cookie })).status).toBe(403);
    const response = await ctx.request("GET", "/api/catalysts/review", { cookie: editor.cookie });
    expect(response.status).toBe(200);
    const queue = queueSchema.parse(response.json).catalysts;
    expect(names(queue)).toEqual(["sure", "doubtful"]);
    expect(queue[0]!.source.published).toBe(false);
  });

  it("answers who may review before what is asked: 401, 403, then 400 and 404", async () => {
    const patch = (target: string, body: unknown, cookie?: string) => ctx.request("PATCH", `/api/catalysts/${target}`, { cookie, body });
    expect((await patch("not-an-id", { action: "maybe" })).status).toBe(401);
    expect((await patch("not-an-id", { action: "maybe" }, reader.cookie)).status).toBe(403);
    expect((await patch(id.doubtful!, { action: "accept" }, reader.cookie)).status).toBe(403);
    expect((await patch("not-an-id", { action: "accept" }, editor.cookie)).status).toBe(400);
    expect((await patch(id.doubtful!, { action: "maybe" }, editor.cookie)).status).toBe(400);
    expect((await patch(id.doubtful!, { action: "accept", edit: { start: "2091-12-01", end: "2091-11-01" } }, editor.cookie)).status).toBe(400);
    expect((await patch("00000000-0000-4000-8000-000000000000", { action: "reject" }, editor.cookie)).status).toBe(404);
  });

  it("refuses an edit whose date does not fit its precision, or whose asset is no drug, with 422 and the reason", async () => {
    const accept = (edit: unknown) => ctx.request("PATCH", `/api/catalysts/${id.doubtful}`, { cookie: editor.cookie, body: { action: "accept", edit } });
    const cases: [unknown, string, string][] = [
      [{ precision: "quarter", start: "2091-07-02", end: "2091-09-30" }, "precision", "A quarter starts on 1 January, 1 April, 1 July or 1 October."],
      [{ precision: "quarter", start: "2091-07-01", end: "2091-09-29" }, "precision", "A quarter starting on 2091-07-01 ends on 2091-09-30."],
      [{ precision: "day", start: "2091-07-01", end: "2091-07-02" }, "precision", "A date to the day starts and ends on the same day: choose a coarser precision for a span."],
      // The stored start is 2091-11-11: an end before it is refused although the request alone is consistent.
      [{ end: "2091-11-01" }, "end", "The date's end comes before its start."],
      [{ asset: entity.acme.slug }, "asset", `No drug has the address “${entity.acme.slug}”: choose a drug from its entity page.`],
      [{ asset: "drug-nothing-like-it" }, "asset", "No drug has the address “drug-nothing-like-it”: choose a drug from its entity page."],
    ];
    for (const [edit, field, message] of cases) {
      const response = await accept(edit);
      expect(response.status, JSON.stringify(edit)).toBe(422);
      expect(response.json.error).toMatchObject({ code: "unprocessable", message, fields: { [field]: message } });
    }
    const [row] = await ctx.db.select().from(catalysts).where(eq(catalysts.id, id.doubtful!));
    expect(row).toMatchObject({ review: "pending", dateStart: "2091-11-11", method: "rules" });
  });

  it("accepts a corrected catalyst as the editor's, and rejects another; the calendar shows the accepted one", async () => {
    const response = await ctx.request("PATCH", `/api/catalysts/${id.doubtful}`, {
      cookie: editor.cookie,
      body: { action: "accept", edit: { type: "advisory-committee", precision: "quarter", start: "2091-10-01", end: "2091-12-31", asset: entity.yb.slug } },
    });
    expect(response.status, response.text).toBe(200);
    const accepted = catalystSchema.parse(response.json);
    expect(accepted).toMatchObject({
      type: "advisory-committee",
      review: "accepted",
      method: "editor",
      confidence: 1,
      date: { start: "2091-10-01", end: "2091-12-31", precision: "quarter", text: "" },
      asset: { slug: entity.yb.slug },
    });
    const [row] = await ctx.db.select().from(catalysts).where(eq(catalysts.id, id.doubtful!));
    expect(row!.reviewedBy).toBe(`user:${editor.id}`);
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    expect(names(await list("?type=advisory-committee"))).toEqual(["doubtful", "unpublishedSource"]);

    const rejected = await ctx.request("PATCH", `/api/catalysts/${id.sure}`, { cookie: editor.cookie, body: { action: "reject" } });
    expect(catalystSchema.parse(rejected.json).review).toBe("rejected");
    const queue = queueSchema.parse((await ctx.request("GET", "/api/catalysts/review", { cookie: editor.cookie })).json).catalysts;
    expect(queue).toEqual([]);
  });
});

/** The file's physical lines (RFC 5545 §3.1): each ends with CRLF and holds at most 75 octets. */
function physicalLines(bytes: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let index = bytes.indexOf("\r\n"); index !== -1; index = bytes.indexOf("\r\n", start)) {
    lines.push(bytes.subarray(start, index));
    start = index + 2;
  }
  expect(start, "the file ends with CRLF").toBe(bytes.length);
  return lines;
}

describe("the calendar file and the CSV", () => {
  it("serves /catalysts.ics as RFC 5545: a valid calendar, one all-day event per catalyst, folded CRLF lines", async () => {
    const response = await ctx.request("GET", catalystsCalendarPath({}));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    for (const line of physicalLines(response.bytes)) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(line.includes("\n") || line.includes("\r")).toBe(false);
      // Folding never splits a character: each line is whole UTF-8 on its own.
      expect(Buffer.from(line.toString("utf8"), "utf8").equals(line)).toBe(true);
    }
    expect(response.text).toContain("\r\n ");

    const calendar = new ICAL.Component(ICAL.parse(response.text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("BioAgent Hub catalysts");
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual(["pdufa", "readout", "doubtful", "chinaApproval", "unpublishedSource"].map((name) => `${id[name]}@localhost:3000`));

    const [pdufa, readout] = events;
    expect(pdufa!.startDate.isDate).toBe(true);
    expect(pdufa!.startDate.toString()).toBe("2091-03-10");
    expect(pdufa!.endDate.toString()).toBe("2091-03-11");
    expect(pdufa!.summary).toBe("Acme Bio: ZX-101 — PDUFA date");
    expect(pdufa!.description).toBe(
      [
        "Expected on Mar 10, 2091",
        "As written: March 10, 2091",
        "Status: Expected",
        "Regulator: FDA",
        `“${AWKWARD_QUOTE}”`,
        `Source: http://localhost:3000/news/${item.oncology}`,
      ].join("\n"),
    );
    expect(pdufa!.component.getFirstPropertyValue("url")).toBe(`http://localhost:3000/news/${item.oncology}`);
    expect(pdufa!.component.getFirstPropertyValue("dtstamp")!.toString()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    // A coarser date: an all-day event on the span's first day, the span in its notes.
    expect(readout!.startDate.toString()).toBe("2091-07-01");
    expect(readout!.endDate.toString()).toBe("2091-07-02");
    expect(readout!.summary).toBe("Beta Pharma: YB-202 — Trial readout (topline) (sometime in Q3 2091)");
    expect(readout!.description).toContain("Expected in Q3 2091 (2091-07-01 to 2091-09-30)\nAs written: 第3四半期\nStatus: Expected");
    expect(readout!.description).toContain(`Earlier dates: Q2 2091\n“${LONG_JAPANESE_QUOTE}”`);
    // An item readers cannot open is not linked: the article is.
    expect(events[4]!.component.getFirstPropertyValue("url")).toMatch(/^https:\/\/news\.example\//);

    const again = new ICAL.Component(ICAL.parse((await ctx.request("GET", "/catalysts.ics")).text));
    expect(again.getAllSubcomponents("vevent").map((component) => component.getFirstPropertyValue("uid"))).toEqual(events.map((event) => event.uid));
  });

  it("takes the calendar's filters, and refuses bad ones with 400 and a message", async () => {
    const uids = async (path: string) =>
      new ICAL.Component(ICAL.parse((await ctx.request("GET", path)).text)).getAllSubcomponents("vevent").map((component) => component.getFirstPropertyValue("uid"));
    expect(await uids(catalystsCalendarPath({ type: ["readout"] }))).toEqual([`${id.readout}@localhost:3000`]);
    expect(await uids(catalystsCalendarPath({ when: "past" }))).toEqual([`${id.approved}@localhost:3000`, `${id.missed}@localhost:3000`]);
    for (const path of ["/catalysts.ics?type=rumour", "/catalysts.csv?from=tomorrow"]) {
      const response = await ctx.request("GET", path);
      expect(response.status).toBe(400);
      expect(response.json.error?.fields).toBeDefined();
    }
  });

  it("serves /catalysts.csv as RFC 4180 with a header row, quotes doubled, and formulas defused", async () => {
    const response = await ctx.request("GET", catalystsCsvPath({ entity: entity.zx.slug }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="catalysts.csv"');
    expect(response.text.endsWith("\r\n")).toBe(true);
    const [header, pdufaRow, chinaRow] = response.text.split("\r\n");
    expect(header).toBe("Date,Start,End,Precision,As written,Company,Asset,Event,Indication,Trial,Regulator,Status,Outcome,Earlier dates,Quote,Source,Source title,Updated,ID");
    expect(pdufaRow!.startsWith("\"Mar 10, 2091\",2091-03-10,2091-03-10,day,\"March 10, 2091\",Acme Bio,ZX-101,PDUFA date,,,FDA,Expected,,,")).toBe(true);
    // The quote's line break stays inside its quoted field.
    expect(response.text).toContain(`"Acme said: the PDUFA date is set, pending review; see C:\\filings\nfor details, and more."`);
    expect(chinaRow).toContain(`,"'=HYPERLINK(""http://evil.example"",""open"")",`);
  });
});

describe("following", () => {
  it("tells the saved searches following a catalyst's asset or company of it when it is accepted, through its source item", async () => {
    const follow = async (slug: string) => {
      const response = await ctx.request("POST", "/api/alerts", { cookie: reader.cookie, body: { name: `Follow ${slug}`, query: { entity: slug }, frequency: "instant" } });
      expect(response.status, response.text).toBe(201);
      return (response.json as { id: string }).id;
    };
    const followsDrug = await follow(entity.yb.slug);
    const followsOther = await follow(entity.nmpa.slug);
    const source = await publishedItem(ctx, "2026-04-01");
    await insertCatalyst("followed", { type: "pdufa", dateStart: "2094-04-04", assetId: entity.yb.id, review: "pending", sourceItemId: source });
    const response = await ctx.request("PATCH", `/api/catalysts/${id.followed}`, { cookie: editor.cookie, body: { action: "accept" } });
    expect(response.status).toBe(200);
    await ctx.settleJobs("alerts.match");
    const matched = await ctx.db.select({ search: savedSearchMatches.savedSearchId }).from(savedSearchMatches).where(eq(savedSearchMatches.newsItemId, source));
    expect(matched).toEqual([{ search: followsDrug }]);
    expect(followsOther).toBeTruthy();
    // Accepted again unchanged: nothing more to tell.
    await ctx.request("PATCH", `/api/catalysts/${id.followed}`, { cookie: editor.cookie, body: { action: "accept" } });
    await ctx.settleJobs("alerts.match");
    expect(await ctx.db.select().from(savedSearchMatches).where(and(eq(savedSearchMatches.newsItemId, source)))).toHaveLength(1);
  });

  it("lists a merged entity's catalysts under the entity it was merged into", async () => {
    const old = await createEntity(ctx, "drug", "ZX-101 old name");
    await insertCatalyst("merged", { type: "readout", dateStart: "2095-05-05", assetId: old.id, sourceItemId: item.oncology });
    const merge = await ctx.request("POST", `/api/entities/${old.slug}/merge`, { cookie: editor.cookie, body: { into: entity.zx.slug } });
    expect(merge.status, merge.text).toBe(200);
    const listed = await list(`?entity=${entity.zx.slug}`);
    expect(names(listed)).toContain("merged");
    expect(listed.find((catalyst) => catalyst.id === id.merged)!.asset).toMatchObject({ slug: entity.zx.slug, name: "ZX-101" });
    expect(names(await list(`?entity=${old.slug}`))).toContain("merged");
  });
});
