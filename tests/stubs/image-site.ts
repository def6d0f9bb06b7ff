import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Another site's images, for summaries that point at them: a real PNG, and the ways an image
 * address misleads (a script labelled as a PNG, a web page, an image over the size limit, a 404).
 */
export type ImageSite = {
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
};

// The smallest valid PNG: 1×1 transparent pixel.
export const PNG_DOT = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export const IMAGE_PATHS = {
  png: "/images/dot.png",
  svgAsPng: "/images/script.png",
  page: "/images/page.png",
  huge: "/images/huge.png",
  missing: "/images/missing.png",
} as const;

const ANSWERS: Record<string, { type: string; body: Buffer }> = {
  [IMAGE_PATHS.png]: { type: "image/png", body: PNG_DOT },
  [IMAGE_PATHS.svgAsPng]: { type: "image/png", body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  [IMAGE_PATHS.page]: { type: "text/html", body: Buffer.from("<!doctype html><p>Not an image</p>") },
  [IMAGE_PATHS.huge]: { type: "image/png", body: Buffer.concat([PNG_DOT, Buffer.alloc(3 * 1024 * 1024)]) },
};

export async function startImageSite(port = 0): Promise<ImageSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://stub").pathname;
    requests.push(path);
    const answer = ANSWERS[path];
    if (!answer) return void response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    response.writeHead(200, { "content-type": answer.type, "content-length": answer.body.length }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
