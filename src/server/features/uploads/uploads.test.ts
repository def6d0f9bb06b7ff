import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../tests/support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

function imageForm(bytes: Buffer, type: string, name: string): FormData {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe("image uploads for the summary editor", () => {
  it("stores a PNG from an editor and serves it back", async () => {
    const editor = await ctx.signedInUser("editor");
    const response = await ctx.request("POST", "/api/uploads/images", { cookie: editor.cookie, form: imageForm(PNG, "image/png", "dot.png") });
    expect(response.status, response.text).toBe(201);
    const { url } = response.json as { url: string };
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}$/);
    const served = await ctx.request("GET", url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses files that are not images, whatever they claim to be", async () => {
    const editor = await ctx.signedInUser("editor");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await ctx.request("POST", "/api/uploads/images", { cookie: editor.cookie, form: imageForm(svg, "image/png", "x.png") });
    expect(response.status).toBe(400);
    expect(response.json.error?.message).toBe("Only PNG, JPEG, GIF and WebP images can be uploaded.");
  });

  it("refuses images over the size limit", async () => {
    const editor = await ctx.signedInUser("editor");
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await ctx.request("POST", "/api/uploads/images", { cookie: editor.cookie, form: imageForm(big, "image/png", "big.png") });
    expect(response.status).toBe(413);
  });

  it("asks for the image in the field \"file\" when it is missing or not a file", async () => {
    const editor = await ctx.signedInUser("editor");
    const text = new FormData();
    text.set("file", "not a file");
    for (const form of [new FormData(), text]) {
      const response = await ctx.request("POST", "/api/uploads/images", { cookie: editor.cookie, form });
      expect(response.status).toBe(400);
      expect(response.json.error?.message).toBe('Send the image in the field "file".');
    }
  });

  it("lets only reviewers upload", async () => {
    const user = await ctx.signedInUser("user");
    expect((await ctx.request("POST", "/api/uploads/images", { cookie: user.cookie, form: imageForm(PNG, "image/png", "a.png") })).status).toBe(403);
    expect((await ctx.request("POST", "/api/uploads/images", { form: imageForm(PNG, "image/png", "a.png") })).status).toBe(401);
  });
});
