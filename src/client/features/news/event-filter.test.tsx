import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "@/shared/entities/vocabulary";
import { EventFilter } from "./event-filter";
import { listNewsInput } from "./news-keys";
import { feedEventOf } from "./use-feed-params";

describe("the feed's event filter", () => {
  it("offers every event type the API takes, each in words, after 'Any event'", () => {
    const html = renderToStaticMarkup(<EventFilter value="complete-response-letter" onChange={() => {}} />);
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => [value, label]);
    expect(options.map(([value]) => value)).toEqual(["", ...EVENT_TYPES]);
    expect(options[0]![1]).toBe("Any event");
    for (const [value, label] of options.slice(1)) expect(label, value).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    expect(html).toContain('<option value="complete-response-letter" selected="">Complete response letter</option>');
  });

  it("reads ?event= from the URL only when it names an event type, and asks the API for it", () => {
    expect(feedEventOf("approval")).toBe("approval");
    expect(feedEventOf("filing-acceptance")).toBe("filing-acceptance");
    expect(feedEventOf("Approval")).toBeUndefined();
    expect(feedEventOf("toString")).toBeUndefined();
    expect(feedEventOf("")).toBeUndefined();
    expect(feedEventOf(null)).toBeUndefined();
    expect(listNewsInput({ q: "", tags: [], event: "readout", limit: 6 }).query.event).toBe("readout");
    expect(listNewsInput({ q: "", tags: [], limit: 6 }).query).not.toHaveProperty("event", expect.anything());
  });
});
