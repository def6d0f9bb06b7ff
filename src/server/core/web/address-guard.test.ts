import { describe, expect, it } from "vitest";
import {
  assertFetchableUrl,
  isPublicAddress,
  type LookupHost,
  PRIVATE_ADDRESS_MESSAGE,
  resolveAllowedAddresses,
} from "./address-guard";

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["0.0.0.0", "unspecified (reaches this host on Linux)"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.10", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex form"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped metadata address"],
    ["::ffff:0:10.0.0.1", "IPv4-translated private (RFC 6145)"],
    ["::127.0.0.1", "IPv4-compatible loopback (deprecated)"],
    ["fe80::1", "IPv6 link-local"],
    ["fc00::1", "IPv6 unique local"],
    ["fd12:3456::1", "IPv6 unique local"],
    ["fec0::1", "IPv6 site-local (deprecated)"],
    ["ff02::1", "IPv6 multicast"],
    ["2001:db8::1", "IPv6 documentation"],
    ["2002:7f00:1::1", "6to4 embedding 127.0.0.1"],
    ["2002:c0a8:101::1", "6to4 embedding 192.168.1.1"],
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "Teredo whose client is 10.0.0.1"],
    ["64:ff9b::a00:1", "NAT64 embedding 10.0.0.1"],
    ["64:ff9b:1::5db8:d822", "local-use NAT64"],
    ["100::1", "IPv6 discard"],
    ["not-an-address", "not an IP"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["93.184.216.34"],
    ["8.8.8.8"],
    ["172.32.0.1"],
    ["100.128.0.1"],
    ["2606:4700::6810:85e5"],
    ["::ffff:93.184.216.34"],
    ["2002:5db8:d822::1"],
    ["64:ff9b::5db8:d822"],
    ["2001:0:4136:e378:8000:63bf:a247:27dd"],
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("assertFetchableUrl", () => {
  it.each([
    "file:///etc/passwd",
    "ftp://ftp.example.com/pub/report.html",
    "data:text/html,<h1>Hi</h1>",
    "javascript:alert(document.cookie)",
    "gopher://news.example:70/1",
    "ws://news.example/socket",
  ])("refuses the scheme of %s", (url) => {
    expect(() => assertFetchableUrl(url)).toThrowError(
      expect.objectContaining({ code: "bad_request", status: 400, message: "Only http and https addresses can be fetched." }),
    );
  });

  it.each(["https://user:secret@news.example/a", "http://admin@news.example/"])("refuses credentials in %s", (url) => {
    expect(() => assertFetchableUrl(url)).toThrowError(
      expect.objectContaining({ code: "bad_request", message: "Addresses with a user name or password cannot be fetched." }),
    );
  });

  it.each(["http://news.example:25/", "https://news.example:22/", "http://news.example:6667/"])(
    "refuses a port reserved for other services: %s",
    (url) => {
      expect(() => assertFetchableUrl(url)).toThrowError(expect.objectContaining({ code: "bad_request" }));
    },
  );

  it("accepts http and https on any other port", () => {
    expect(assertFetchableUrl("https://news.example/a?b=1").href).toBe("https://news.example/a?b=1");
    expect(assertFetchableUrl("http://news.example:8080/").port).toBe("8080");
  });

  // WHATWG URL parsing turns every IPv4 spelling into dotted decimal before the guard looks at it.
  it.each([
    ["http://2130706433/", "127.0.0.1"],
    ["http://0177.0.0.1/", "127.0.0.1"],
    ["http://0x7f000001/", "127.0.0.1"],
    ["http://0x7f.0.0.1/", "127.0.0.1"],
    ["http://127.1/", "127.0.0.1"],
    ["http://[::ffff:127.0.0.1]/", "[::ffff:7f00:1]"],
  ])("sees %s as %s", (url, hostname) => {
    expect(assertFetchableUrl(url).hostname).toBe(hostname);
  });
});

describe("resolveAllowedAddresses", () => {
  const lookupFrom =
    (table: Record<string, string[]>): LookupHost =>
    async (hostname) =>
      (table[hostname] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  const lookup = lookupFrom({
    "news.example": ["93.184.216.34", "2606:4700::6810:85e5"],
    "intranet.example": ["10.0.0.7"],
    "mixed.example": ["93.184.216.34", "192.168.0.10"],
  });
  const resolve = (url: string, isRedirect = false) =>
    resolveAllowedAddresses(new URL(url), { lookup, isAllowedAddress: isPublicAddress, isRedirect });

  it("returns every address of a public name", async () => {
    await expect(resolve("https://news.example/a")).resolves.toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:4700::6810:85e5", family: 6 },
    ]);
  });

  it("refuses a name that resolves to a private address", async () => {
    await expect(resolve("https://intranet.example/")).rejects.toMatchObject({
      code: "bad_request",
      message: PRIVATE_ADDRESS_MESSAGE,
    });
  });

  it("refuses a name when any one of its addresses is private", async () => {
    await expect(resolve("https://mixed.example/")).rejects.toMatchObject({ code: "bad_request" });
  });

  it("says when the private address came from a redirect", async () => {
    await expect(resolve("http://169.254.169.254/latest/meta-data/", true)).rejects.toMatchObject({
      code: "bad_request",
      message: expect.stringContaining("redirected"),
    });
  });

  it("checks IP literals without asking DNS", async () => {
    const refuseDns: LookupHost = () => Promise.reject(new Error("DNS must not be asked"));
    const options = { lookup: refuseDns, isAllowedAddress: isPublicAddress, isRedirect: false };
    await expect(resolveAllowedAddresses(new URL("http://[::1]/"), options)).rejects.toMatchObject({ code: "bad_request" });
    await expect(resolveAllowedAddresses(new URL("http://93.184.216.34/"), options)).resolves.toEqual([
      { address: "93.184.216.34", family: 4 },
    ]);
  });

  it("reports a name that does not resolve as unreachable (502)", async () => {
    await expect(resolve("https://no-such-site.example/")).rejects.toMatchObject({
      code: "remote_failed",
      status: 502,
      message: "The site no-such-site.example could not be found.",
    });
  });
});
