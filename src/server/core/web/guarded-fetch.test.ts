import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_PATHS, type ArticleSite, startArticleSite } from "../../../../tests/stubs/article-site";
import { isPublicAddress, type LookupHost, systemLookup } from "./address-guard";
import { DEFAULT_USER_AGENT, guardedFetch, parseContentType } from "./guarded-fetch";

const english = readFileSync(new URL("../../../../tests/stubs/articles/en-base-editing.html", import.meta.url));

let site: ArticleSite;
let port: string;

beforeAll(async () => {
  site = await startArticleSite();
  port = new URL(site.url).port;
});
afterAll(() => site.close());

const withPort = (template: string) => template.replaceAll("PORT", port);

/** Resolves names from a table, others through the system; the stub plays every name mapped to 127.0.0.1. */
function lookupFrom(table: Record<string, string[]>): LookupHost {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) return systemLookup(hostname);
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}

describe("the address guard on real requests (allowPrivate: false)", () => {
  const lookup = lookupFrom({
    "intranet.example": ["10.0.0.7"],
    "mixed.example": ["93.184.216.34", "127.0.0.1"],
  });

  it.each([
    ["localhost (system DNS)", "http://localhost:PORT/en/helixion-base-editor"],
    ["127.0.0.1", "http://127.0.0.1:PORT/en/helixion-base-editor"],
    ["127.1", "http://127.1:PORT/"],
    ["2130706433 (decimal)", "http://2130706433:PORT/"],
    ["0177.0.0.1 (octal)", "http://0177.0.0.1:PORT/"],
    ["0x7f000001 (hex)", "http://0x7f000001:PORT/"],
    ["0x7f.0.0.1 (dotted hex)", "http://0x7f.0.0.1:PORT/"],
    ["0.0.0.0", "http://0.0.0.0:PORT/"],
    ["[::1]", "http://[::1]:PORT/"],
    ["[::]", "http://[::]:PORT/"],
    ["[::ffff:127.0.0.1]", "http://[::ffff:127.0.0.1]:PORT/"],
    ["[::ffff:7f00:1]", "http://[::ffff:7f00:1]:PORT/"],
    ["10.0.0.1", "http://10.0.0.1/"],
    ["172.16.5.4", "http://172.16.5.4/"],
    ["192.168.1.1", "http://192.168.1.1/admin"],
    ["169.254.169.254 (cloud metadata)", "http://169.254.169.254/latest/meta-data/"],
    ["100.64.0.1 (carrier-grade NAT)", "http://100.64.0.1/"],
    ["[fe80::1]", "http://[fe80::1]/"],
    ["[fc00::1]", "http://[fc00::1]/"],
    ["224.0.0.1 (multicast)", "http://224.0.0.1/"],
    ["a public-looking name that resolves to 10.0.0.7", "http://intranet.example:PORT/"],
    ["a name with one public and one private address", "http://mixed.example:PORT/"],
  ])("refuses %s with a 400 before any request", async (_label, template) => {
    const before = site.requests.length;
    await expect(guardedFetch(withPort(template), { allowPrivate: false, lookup, timeoutMs: 2000 })).rejects.toMatchObject({
      code: "bad_request",
      status: 400,
      message: "This address points to a private or local network and cannot be fetched.",
    });
    expect(site.requests.length).toBe(before);
  });

  it.each(["file:///etc/passwd", "ftp://127.0.0.1:PORT/", "data:text/html,<p>x</p>", "javascript:alert(1)", "gopher://127.0.0.1:PORT/"])(
    "refuses the scheme of %s with a 400",
    async (template) => {
      const before = site.requests.length;
      await expect(guardedFetch(withPort(template), { allowPrivate: false })).rejects.toMatchObject({
        code: "bad_request",
        message: "Only http and https addresses can be fetched.",
      });
      expect(site.requests.length).toBe(before);
    },
  );

  it("refuses credentials in the URL with a 400", async () => {
    const before = site.requests.length;
    await expect(guardedFetch(withPort("http://editor:secret@127.0.0.1:PORT/"), { allowPrivate: true })).rejects.toMatchObject({
      code: "bad_request",
    });
    expect(site.requests.length).toBe(before);
  });
});

// With no public server in a test, the stub on 127.0.0.1 stands in for one public site: the
// injected predicate accepts exactly that address and applies the real rule to every other one.
describe("the re-check on every redirect", () => {
  const stubIsPublic = (address: string) => address === "127.0.0.1" || isPublicAddress(address);
  const lookup = lookupFrom({ "news.example": ["127.0.0.1"], "intranet.example": ["10.0.0.7"] });
  const fetchVia = (target: string) =>
    guardedFetch(withPort(`http://news.example:PORT/redirect?to=${encodeURIComponent(withPort(target))}`), {
      allowPrivate: false,
      lookup,
      isAllowedAddress: stubIsPublic,
      timeoutMs: 2000,
    });

  it("follows a redirect to an allowed address, connecting to the checked address under the site's name", async () => {
    const before = site.requests.length;
    const response = await fetchVia(`http://news.example:PORT${ARTICLE_PATHS.en}`);
    expect(response.url.href).toBe(withPort(`http://news.example:PORT${ARTICLE_PATHS.en}`));
    expect(response.body.equals(english)).toBe(true);
    const hops = site.requests.slice(before);
    expect(hops.map((hop) => hop.headers.host)).toEqual([withPort("news.example:PORT"), withPort("news.example:PORT")]);
  });

  it.each([
    ["the cloud metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["another loopback address", "http://127.0.0.2:PORT/"],
    ["IPv6 loopback", "http://[::1]:PORT/"],
    ["a name that resolves to a private address", "http://intranet.example:PORT/"],
  ])("refuses a redirect to %s with a 400 after the first hop only", async (_label, target) => {
    const before = site.requests.length;
    await expect(fetchVia(target)).rejects.toMatchObject({
      code: "bad_request",
      status: 400,
      message: "The page redirected to an address on a private or local network, which cannot be fetched.",
    });
    expect(site.requests.slice(before).map((request) => request.path)).toEqual([
      `/redirect?to=${encodeURIComponent(withPort(target))}`,
    ]);
  });

  it("refuses a redirect to another scheme", async () => {
    await expect(fetchVia("file:///etc/passwd")).rejects.toMatchObject({ code: "bad_request" });
  });

  it("resolves each name once and connects to that answer, so DNS rebinding cannot redirect the socket", async () => {
    let calls = 0;
    const rebinding: LookupHost = async () => {
      calls += 1;
      return [{ address: calls === 1 ? "127.0.0.1" : "10.0.0.9", family: 4 }];
    };
    const response = await guardedFetch(withPort(`http://rebind.example:PORT${ARTICLE_PATHS.en}`), {
      allowPrivate: false,
      lookup: rebinding,
      isAllowedAddress: stubIsPublic,
      timeoutMs: 2000,
    });
    expect(response.status).toBe(200);
    expect(calls).toBe(1);
  });
});

describe("guardedFetch against the stub site", () => {
  const options = { allowPrivate: true } as const;

  it("sends the agreed headers", async () => {
    await guardedFetch(`${site.url}${ARTICLE_PATHS.en}`, options);
    const { headers } = site.requests.at(-1)!;
    expect(headers).toMatchObject({
      accept: "text/html,application/xhtml+xml",
      "accept-encoding": "gzip, deflate, br",
      "user-agent": DEFAULT_USER_AGENT,
    });
  });

  it("follows a chain of three redirects (relative and absolute)", async () => {
    const before = site.requests.length;
    const response = await guardedFetch(`${site.url}/chain/1`, options);
    expect(response.url.href).toBe(`${site.url}${ARTICLE_PATHS.en}?utm_source=newsletter&id=42&fbclid=abc#comments`);
    expect(site.requests.slice(before).map((request) => request.path)).toEqual([
      "/chain/1",
      "/chain/2",
      "/chain/3",
      `${ARTICLE_PATHS.en}?utm_source=newsletter&id=42&fbclid=abc`,
    ]);
  });

  it("gives up after five redirects", async () => {
    const before = site.requests.length;
    await expect(guardedFetch(`${site.url}/loop/0`, options)).rejects.toMatchObject({
      code: "remote_failed",
      status: 502,
      message: "The page redirected more than 5 times.",
    });
    expect(site.requests.length - before).toBe(6);
  });

  it("honours a lower redirect limit", async () => {
    await expect(guardedFetch(`${site.url}/chain/1`, { ...options, maxRedirects: 2 })).rejects.toMatchObject({
      message: "The page redirected more than 2 times.",
    });
  });

  it("reports an error status as unreachable (502)", async () => {
    await expect(guardedFetch(`${site.url}/missing`, options)).rejects.toMatchObject({
      code: "remote_failed",
      status: 502,
      message: "The page could not be reached (the site answered 404).",
    });
  });

  it("reports a refused connection and an unknown name as unreachable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(guardedFetch(`http://127.0.0.1:${closedPort}/`, options)).rejects.toMatchObject({
      code: "remote_failed",
      message: "The page could not be reached (the connection was refused).",
    });
    await expect(
      guardedFetch("http://gone.example/", { ...options, lookup: () => Promise.reject(new Error("ENOTFOUND")) }),
    ).rejects.toMatchObject({ code: "remote_failed", message: "The site gone.example could not be found." });
  });

  it.each(["/stall/headers", "/stall/body"])("times out when %s stalls", async (path) => {
    const started = Date.now();
    await expect(guardedFetch(`${site.url}${path}`, { ...options, timeoutMs: 300 })).rejects.toMatchObject({
      code: "remote_failed",
      message: "The page took longer than 0.3 seconds to answer.",
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("passes on the caller's own cancellation", async () => {
    const controller = new AbortController();
    const pending = guardedFetch(`${site.url}/stall/headers`, { ...options, signal: controller.signal });
    controller.abort(new Error("The editor closed the dialog."));
    await expect(pending).rejects.toThrowError("The editor closed the dialog.");
  });

  it.each(["/huge/with-length", "/huge/chunked", "/compressed/bomb"])("refuses %s past the 5 MB cap (422)", async (path) => {
    await expect(guardedFetch(`${site.url}${path}`, options)).rejects.toMatchObject({
      code: "unprocessable",
      status: 422,
      message: "This page is larger than 5 MB and cannot be processed.",
    });
  });

  it("applies a smaller cap to the bytes that arrive", async () => {
    await expect(guardedFetch(`${site.url}${ARTICLE_PATHS.en}`, { ...options, maxBytes: 4096 })).rejects.toMatchObject({
      code: "unprocessable",
      message: "This page is larger than 4 KB and cannot be processed.",
    });
  });

  it.each(["gzip", "deflate", "br"])("decompresses a %s body", async (encoding) => {
    const response = await guardedFetch(`${site.url}/compressed/${encoding}`, options);
    expect(response.body.equals(english)).toBe(true);
  });

  it.each([
    ["/report.pdf", "application/pdf"],
    ["/api/article.json", "application/json"],
  ])("refuses %s as not a web page (422)", async (path, mediaType) => {
    await expect(guardedFetch(`${site.url}${path}`, options)).rejects.toMatchObject({
      code: "unprocessable",
      message: `This address does not lead to a web page (the site sent ${mediaType}).`,
    });
  });

  it("accepts XHTML and a page without a Content-Type that starts with markup", async () => {
    await expect(guardedFetch(`${site.url}/xhtml`, options)).resolves.toMatchObject({ mediaType: "application/xhtml+xml" });
    await expect(guardedFetch(`${site.url}/no-content-type`, options)).resolves.toMatchObject({ mediaType: null });
  });
});

describe("parseContentType", () => {
  it.each([
    ["text/html; charset=GBK", { mediaType: "text/html", charset: "GBK" }],
    ['Text/HTML;Charset="Shift_JIS"', { mediaType: "text/html", charset: "Shift_JIS" }],
    ["text/html", { mediaType: "text/html", charset: null }],
    [undefined, { mediaType: null, charset: null }],
  ])("reads %s", (header, expected) => {
    expect(parseContentType(header)).toEqual(expected);
  });
});
