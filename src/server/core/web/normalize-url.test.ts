import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { isTrackingParam, normalizeUrl, sourceHost } from "./normalize-url";

describe("normalizeUrl", () => {
  it.each([
    ["HTTPS://WWW.FierceBiotech.com/Biotech/Some-Story", "https://www.fiercebiotech.com/Biotech/Some-Story"],
    ["http://example.com:80/a", "http://example.com/a"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["https://example.com:8443/a", "https://example.com:8443/a"],
    ["https://example.com/a#comments", "https://example.com/a"],
    ["https://example.com/a?", "https://example.com/a"],
    ["https://example.com./a", "https://example.com/a"],
    ["https://example.com/a?utm_source=x&utm_medium=email&UTM_Campaign=y", "https://example.com/a"],
    ["https://example.com/a?id=7&fbclid=abc&page=2&gclid=1", "https://example.com/a?id=7&page=2"],
    ["https://example.com/a?mc_cid=1&mc_eid=2&igshid=3&spm=a.b&from=timeline&isappinstalled=0", "https://example.com/a"],
    ["https://example.com/a?b=2&a=1", "https://example.com/a?b=2&a=1"],
    ["https://example.com/a?q=caf%C3%A9%2Fbar&utm_term=x", "https://example.com/a?q=caf%C3%A9%2Fbar"],
    ["https://example.com/a?flag&&utm_id=1", "https://example.com/a?flag"],
    ["https://example.com/news?article=1#utm_source=x", "https://example.com/news?article=1"],
    ["https://bücher.example/ä", "https://xn--bcher-kva.example/%C3%A4"],
    ["https://mp.weixin.qq.com/s?__biz=MzA&mid=22&idx=1&sn=ab&scene=21", "https://mp.weixin.qq.com/s?__biz=MzA&mid=22&idx=1&sn=ab&scene=21"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it("keeps the path's case and trailing slash", () => {
    expect(normalizeUrl("https://Example.com/News/CRISPR/")).toBe("https://example.com/News/CRISPR/");
  });

  it("gives the same form to a pasted and a shared copy of one article", () => {
    const pasted = normalizeUrl("https://endpts.example/story-1/");
    const shared = normalizeUrl("https://ENDPTS.example:443/story-1/?utm_source=linkedin&utm_medium=social#top");
    expect(shared).toBe(pasted);
  });

  it.each(["not a url", "www.example.com/no-scheme", ""])("refuses %j with a 400", (input) => {
    expect(() => normalizeUrl(input)).toThrowError(
      new AppError("bad_request", "This is not a valid web address."),
    );
    expect(() => normalizeUrl(input)).toThrowError(expect.objectContaining({ status: 400 }));
  });

  it("recognizes tracking parameter names case-insensitively", () => {
    expect(isTrackingParam("utm_content")).toBe(true);
    expect(isTrackingParam("FBCLID")).toBe(true);
    expect(isTrackingParam("id")).toBe(false);
    expect(isTrackingParam("utmost")).toBe(false);
  });
});

describe("sourceHost", () => {
  it("names the site without www, and leaves text that is no address as it is", () => {
    expect(sourceHost("https://www.fiercebiotech.com/biotech/a?b=c")).toBe("fiercebiotech.com");
    expect(sourceHost("not an address")).toBe("not an address");
  });
});
