import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptsGzip, compressAnswers } from "./compress";

const big = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Item number ${index}` })) };

function app() {
  const hono = new Hono();
  hono.use("*", compressAnswers());
  hono.get("/small", (c) => c.json({ ok: true }));
  hono.get("/big", (c) => c.json(big));
  hono.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  hono.get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }));
  hono.get("/cookie", (c) => {
    c.header("Set-Cookie", "a=1; Path=/");
    c.header("Set-Cookie", "b=2; Path=/", { append: true });
    return c.json(big);
  });
  return hono;
}

const gzipHeaders = { "Accept-Encoding": "gzip, deflate, br" };

describe("compressAnswers", () => {
  it("sends a small answer as it is, with its length", async () => {
    const res = await app().request("/small", { headers: gzipHeaders });
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Content-Length")).toBe(String('{"ok":true}'.length));
    expect(res.headers.get("Vary")).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it("gzips an answer of 1 KB or more for a client that accepts gzip", async () => {
    const res = await app().request("/big", { headers: gzipHeaders });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("Content-Length"))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  it("sends the same answer plain, but varying, to a client that does not accept gzip", async () => {
    for (const header of [undefined, "identity", "gzip;q=0, deflate"]) {
      const res = await app().request("/big", { headers: header ? { "Accept-Encoding": header } : {} });
      expect(res.headers.get("Content-Encoding"), header).toBeNull();
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      expect(await res.json()).toEqual(big);
    }
  });

  it("leaves images, no-transform answers and HEAD requests alone", async () => {
    const image = await app().request("/image", { headers: gzipHeaders });
    expect(image.headers.get("Content-Encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
    const noTransform = await app().request("/no-transform", { headers: gzipHeaders });
    expect(noTransform.headers.get("Content-Encoding")).toBeNull();
    const head = await app().request("/big", { method: "HEAD", headers: gzipHeaders });
    expect(head.headers.get("Content-Encoding")).toBeNull();
  });

  it("keeps every cookie of the answer", async () => {
    const res = await app().request("/cookie", { headers: gzipHeaders });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });
});

describe("acceptsGzip", () => {
  it("reads the Accept-Encoding header with its weights", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("compressAnswers behind @hono/node-server", () => {
  // There an answer made from a string is kept as one and its length read without a stream.
  it("sends a small answer as it is and gzips a big one", async () => {
    const server = serve({ fetch: app().fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const small = await fetch(`${base}/small`, { headers: gzipHeaders });
      expect(small.headers.get("content-encoding")).toBeNull();
      expect(small.headers.get("content-length")).toBe(String('{"ok":true}'.length));
      expect(small.headers.get("vary")).toBeNull();
      expect(await small.json()).toEqual({ ok: true });
      const bigAnswer = await fetch(`${base}/big`, { headers: gzipHeaders });
      expect(bigAnswer.headers.get("content-encoding")).toBe("gzip");
      expect(bigAnswer.headers.get("vary")).toBe("Accept-Encoding");
      expect(await bigAnswer.json()).toEqual(big);
    } finally {
      server.close();
    }
  });
});
