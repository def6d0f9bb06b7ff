import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaderList, securityHeaders } from "./security";

function app(isHttps: boolean) {
  const hono = new Hono();
  hono.use("*", securityHeaders(isHttps));
  hono.get("/json", (c) => c.json({ ok: true }));
  hono.get("/page", (c) => c.html("<!doctype html><title>x</title>"));
  hono.get("/stream", (c) => c.body(new Blob(["streamed"]).stream(), 200, { "Content-Type": "text/plain" }));
  return hono;
}

const securityHeadersOf = (headers: Headers) => {
  const names = new Set(securityHeaderList(true).map(([name]) => name.toLowerCase()));
  return Object.fromEntries([...headers].filter(([name]) => names.has(name)));
};

describe("security headers", () => {
  it("are the same on every answer through @hono/node-server as through app.request, over HTTPS with HSTS", async () => {
    for (const isHttps of [false, true]) {
      const hono = app(isHttps);
      const expected = Object.fromEntries(securityHeaderList(isHttps).map(([name, value]) => [name.toLowerCase(), value]));
      expect(Object.keys(expected)).toHaveLength(isHttps ? 13 : 12);
      const server = serve({ fetch: hono.fetch, port: 0, hostname: "127.0.0.1" });
      await once(server, "listening");
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        for (const path of ["/json", "/page", "/stream", "/missing"]) {
          expect(securityHeadersOf((await fetch(`${base}${path}`)).headers), `${path} served`).toEqual(expected);
          expect(securityHeadersOf((await hono.request(path)).headers), `${path} in memory`).toEqual(expected);
        }
      } finally {
        server.close();
      }
    }
  });
});
