import { afterEach, describe, expect, it, vi } from "vitest";
import { getNewsPath } from "@/shared/news/paths";
import { newsApi } from "@/client/lib/operations/news";

describe("one news item", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is asked for at the URL the server keys its page data by", async () => {
    const fetch = vi.fn(async (_url: string) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const id = "0b6c7c1e-8f3a-4d2b-9c55-1f2e3d4c5b6a";
    await newsApi.get({ params: { id } });
    expect(fetch.mock.calls[0]![0]).toBe(getNewsPath(id));
  });
});
