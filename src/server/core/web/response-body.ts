import type { IncomingMessage } from "node:http";
import { addAbortSignal } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { AppError } from "../errors";

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotliDecompress = promisify(zlib.brotliDecompress);

function tooLargeError(maxBytes: number): AppError {
  return new AppError("unprocessable", `This page is larger than ${formatBytes(maxBytes)} and cannot be processed.`);
}

/**
 * Reads a response body, refusing it as soon as it passes `maxBytes`: first by its declared length,
 * then by the bytes that actually arrive, and again after decompression (a small gzip can unpack
 * to gigabytes).
 */
export async function readBody(response: IncomingMessage, options: { maxBytes: number; signal: AbortSignal }) {
  const { maxBytes } = options;
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLargeError(maxBytes);
  }
  addAbortSignal(options.signal, response);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw tooLargeError(maxBytes);
    }
    chunks.push(chunk);
  }
  return decompress(Buffer.concat(chunks), response.headers["content-encoding"], maxBytes);
}

async function decompress(body: Buffer, contentEncoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const encoding = (contentEncoding ?? "identity").trim().toLowerCase();
  const limits = { maxOutputLength: maxBytes };
  try {
    switch (encoding) {
      case "":
      case "identity":
        return body;
      case "gzip":
      case "x-gzip":
        return await gunzip(body, limits);
      case "deflate":
        // "deflate" is meant to be zlib-wrapped, but some servers send the raw stream.
        return await inflate(body, limits).catch((error: unknown) =>
          isTooLarge(error) ? Promise.reject(error) : inflateRaw(body, limits),
        );
      case "br":
        return await brotliDecompress(body, limits);
      default:
        throw new AppError("unprocessable", `The site sent the page in an unsupported encoding (${encoding}).`);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) throw tooLargeError(maxBytes);
    throw new AppError("remote_failed", "The page could not be read (the site sent damaged compressed data).", { cause: error });
  }
}

function isTooLarge(error: unknown): boolean {
  return error instanceof RangeError && (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE";
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Number((bytes / 1024).toFixed(1))} KB`;
}
