import { afterEach, describe, expect, it, vi } from "vitest";
import { defineEndpoints } from "@/shared/api/endpoint";
import { featureClient, operationUrl } from "./feature-client";

describe("operationUrl", () => {
  it("fills path parameters, encoded, and appends the query in key order, arrays as repeated keys", () => {
    expect(operationUrl("/api/news/{id}/comments", { params: { id: "a b/c" } })).toBe("/api/news/a%20b%2Fc/comments");
    expect(operationUrl("/api/news", { query: { q: "crispr", tag: ["Oncology", "Gene Therapy"], cursor: undefined, limit: 20 } })).toBe(
      "/api/news?q=crispr&tag=Oncology&tag=Gene+Therapy&limit=20",
    );
    expect(operationUrl("/api/health")).toBe("/api/health");
  });
});

describe("featureClient", () => {
  afterEach(() => vi.unstubAllGlobals());

  type Operations = {
    get: { params: never; responses: { 200: { description: string } } };
    update: { responses: { 200: { description: string } } };
  };
  const endpoints = defineEndpoints({
    get: { method: "get", path: "/api/things/{id}", access: "public" },
    update: { method: "put", path: "/api/things/{id}", access: "public" },
  });

  it("sends the operation's method, path and JSON body, and keys queries by feature, operation and input", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const things = featureClient<Operations>("things", endpoints);
    const call = things.update as unknown as (input: object) => Promise<unknown>;
    await expect(call({ params: { id: "7" }, body: { name: "x" } })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith("/api/things/7", expect.objectContaining({ method: "PUT", body: JSON.stringify({ name: "x" }) }));
    const key = things.get.key as unknown as (input?: object) => unknown[];
    expect(key()).toEqual(["things", "get"]);
    expect(key({ params: { id: "7" } })).toEqual(["things", "get", { params: { id: "7" } }]);
  });

  it("sends a `form` input as multipart FormData, without a JSON content type", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ url: "/uploads/images/1" }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const things = featureClient<Operations>("things", endpoints);
    const call = things.update as unknown as (input: object) => Promise<unknown>;
    const file = new File(["png"], "dot.png", { type: "image/png" });
    await expect(call({ params: { id: "7" }, form: { file, note: 3, none: undefined } })).resolves.toEqual({ url: "/uploads/images/1" });
    const init = fetch.mock.calls[0]![1];
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get("file") as File).name).toBe("dot.png");
    expect(body.get("note")).toBe("3");
    expect(body.has("none")).toBe(false);
    expect(init.headers).toEqual({ Accept: "application/json" });
  });
});
