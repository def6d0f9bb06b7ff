import { describe, expect, it } from "vitest";
import { RemoteDataError } from "../../core/remote/remote-client";
import {
  buildPatentsViewQuery,
  mapPatentsViewRecord,
  parsePatentsViewResponse,
  rankByRelevance,
} from "./patentsview";

describe("buildPatentsViewQuery", () => {
  it("searches title or abstract for all words, newest first, with the documented fields", () => {
    const query = buildPatentsViewQuery("  antibody   drug conjugate ", "newest");
    expect(JSON.parse(query.q)).toEqual({
      _or: [{ _text_all: { patent_title: "antibody drug conjugate" } }, { _text_all: { patent_abstract: "antibody drug conjugate" } }],
    });
    expect(JSON.parse(query.s)).toEqual([{ patent_date: "desc" }, { patent_id: "asc" }]);
    expect(JSON.parse(query.o)).toEqual({ size: 20 });
    expect(JSON.parse(query.f)).toEqual(expect.arrayContaining(["patent_id", "inventors.inventor_name_last", "application.filing_date"]));
  });

  it("asks for the oldest first, or a wider page to rank by relevance", () => {
    expect(JSON.parse(buildPatentsViewQuery("x", "oldest").s)).toEqual([{ patent_date: "asc" }, { patent_id: "asc" }]);
    expect(JSON.parse(buildPatentsViewQuery("x", "relevance").o)).toEqual({ size: 100 });
  });
});

describe("parsePatentsViewResponse", () => {
  it("reads the documented envelope", () => {
    const page = parsePatentsViewResponse({ error: false, count: 1, total_hits: 42, patents: [{ patent_id: "123" }] });
    expect(page.total).toBe(42);
    expect(page.records[0]?.patent_id).toBe("123");
    expect(parsePatentsViewResponse({ error: false, count: 0, patents: null })).toEqual({ total: 0, records: [] });
  });

  it("reads an answer with no patents as zero patents", () => {
    // The empty page as the stub replays it (tests/stubs/patents.ts, shape of data-sources.md §4.1).
    expect(parsePatentsViewResponse({ error: false, count: 0, total_hits: 0, patents: [] })).toEqual({ total: 0, records: [] });
  });

  it("refuses an error envelope or another shape", () => {
    expect(() => parsePatentsViewResponse({ error: true })).toThrow("the search was refused");
    for (const body of [null, [], "patents", { patents: "none" }, { unexpected: [1, 2, 3] }, {}]) {
      expect(() => parsePatentsViewResponse(body), JSON.stringify(body)).toThrow("the answer was not a list of patents");
    }
  });

  it("refuses an envelope without its list or its counts", () => {
    for (const body of [{ error: false, count: 0, total_hits: 0 }, { patents: [] }, { count: 3, total_hits: 3, patents: null }]) {
      expect(() => parsePatentsViewResponse(body), JSON.stringify(body)).toThrow(RemoteDataError);
    }
  });
});

describe("mapPatentsViewRecord", () => {
  const record = (extra: Record<string, unknown>) => parsePatentsViewResponse({ count: 1, patents: [{ patent_id: 10000001, ...extra }] }).records[0]!;

  it("maps the fields of data-sources.md §4.1", () => {
    const patent = mapPatentsViewRecord(
      record({
        patent_title: " Assay for detecting sepsis ",
        patent_abstract: "A biomarker assay.",
        patent_date: "2020-01-07",
        patent_num_times_cited_by_us_patents: "7",
        application: [{ filing_date: "2017-03-02" }],
        inventors: [{ inventor_name_first: "Ada", inventor_name_last: "Berg" }, { inventor_name_first: null, inventor_name_last: "Solo" }],
        assignees: [{ assignee_organization: null }, { assignee_organization: "Acme Bio" }],
        cpc_current: [{ cpc_group_id: "G01N33/68" }],
      }),
    );
    expect(patent).toEqual({
      id: "US10000001",
      kindCode: null,
      title: "Assay for detecting sepsis",
      inventors: ["Ada Berg", "Solo"],
      assignee: "Acme Bio",
      filingDate: "2017-03-02",
      publicationDate: "2020-01-07",
      abstract: "A biomarker assay.",
      citations: 7,
      category: "Diagnostics",
      country: "US",
      status: "GRANT",
      url: null,
    });
  });

  it("fills gaps: an application object, the earliest application date; says what is not reported", () => {
    expect(mapPatentsViewRecord(record({ application: { filing_date: "2015-05-05" } })).filingDate).toBe("2015-05-05");
    const bare = mapPatentsViewRecord(record({ patent_earliest_application_date: "2014-04-04" }));
    expect(bare).toMatchObject({ filingDate: "2014-04-04", title: "Title not reported", abstract: null, assignee: null, inventors: [] });
    // No count is not zero citations.
    expect(bare.citations).toBeNull();
    expect(mapPatentsViewRecord(record({ patent_num_times_cited_by_us_patents: 0 })).citations).toBe(0);
  });
});

describe("rankByRelevance", () => {
  const base = mapPatentsViewRecord(parsePatentsViewResponse({ count: 1, patents: [{ patent_id: "1" }] }).records[0]!);
  it("ranks title matches above abstract matches and turns rank into 99 % down to 50 %", () => {
    const ranked = rankByRelevance(
      [
        { ...base, id: "A", title: "Other", abstract: "mentions antibody once" },
        { ...base, id: "B", title: "Antibody drug conjugate", abstract: "antibody drug conjugate" },
        { ...base, id: "C", title: "Unrelated", abstract: "nothing" },
      ],
      "antibody drug conjugate",
    );
    expect(ranked.map((patent) => [patent.id, patent.relevance])).toEqual([
      ["B", 0.99],
      ["A", 0.75],
      ["C", 0.5],
    ]);
  });
});
