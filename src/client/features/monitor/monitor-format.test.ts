import type { SiteCheck } from "@/shared/monitor/contracts";
import { describe, expect, it } from "vitest";
import { checkResultText, formatDuration, newItemsText, runOutcomeText, triggerLabel } from "./monitor-format";

describe("monitor format", () => {
  it("says what a site's last check found", () => {
    const check = (fields: Omit<SiteCheck, "failed_articles">): SiteCheck => ({ ...fields, failed_articles: [] });
    expect(checkResultText(null)).toBe("Not checked yet");
    expect(checkResultText(check({ status: "ok", new_items: 3, error: null, feed_url: null }))).toBe("3 new items");
    expect(checkResultText(check({ status: "ok", new_items: 1, error: null, feed_url: null }))).toBe("1 new item");
    expect(checkResultText(check({ status: "ok", new_items: 0, error: null, feed_url: null }))).toBe("No new items");
    expect(checkResultText(check({ status: "unchanged", new_items: 0, error: null, feed_url: "https://a.example/feed" }))).toBe(
      "No changes",
    );
    expect(checkResultText(check({ status: "failed", new_items: 0, error: "Timed out", feed_url: null }))).toBe("Failed: Timed out");
    expect(newItemsText(0)).toBe("0 new items");
    expect(newItemsText(1)).toBe("1 new item");
  });

  it("says beside the run's toast how many sites failed and how many items it created", () => {
    expect(runOutcomeText({ failed: 1, new_items: 5 })).toBe("1 site failed, 5 new items created.");
    expect(runOutcomeText({ failed: 2, new_items: 1 })).toBe("2 sites failed, 1 new item created.");
    expect(runOutcomeText({ failed: 0, new_items: 0 })).toBe("0 sites failed, 0 new items created.");
  });

  it("writes run durations in seconds, minutes and hours", () => {
    const start = "2026-11-20T08:00:00.000Z";
    expect(formatDuration(start, null)).toBeNull();
    expect(formatDuration(start, "2026-11-20T08:00:07.600Z")).toBe("8 s");
    expect(formatDuration(start, "2026-11-20T08:02:05.000Z")).toBe("2 min 5 s");
    expect(formatDuration(start, "2026-11-20T08:03:00.000Z")).toBe("3 min");
    expect(formatDuration(start, "2026-11-20T09:03:00.000Z")).toBe("1 h 3 min");
  });

  it("names the trigger as the history shows it", () => {
    expect(triggerLabel("schedule")).toBe("Scheduled");
    expect(triggerLabel("manual")).toBe("Manual");
  });
});
