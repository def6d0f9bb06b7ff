import { PGlite, type QueryOptions } from "@electric-sql/pglite";

// The messages between the server and the embedded database's thread (pglite-thread.ts and
// pglite-worker.ts), and the settings both sides of the embedded database share.

/**
 * PostgreSQL's 128 MB of shared buffers by default are memory the WebAssembly heap takes at
 * start (about 100 MB resident more than 32 MB); the embedded database is small, and the system
 * caches its files anyway.
 */
export const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/** Query options without functions: `rawTypes` are the types whose text the caller parses. */
type SentOptions = Omit<QueryOptions, "parsers" | "serializers" | "onNotice">;

export type ThreadCall =
  | { readonly op: "query"; readonly sql: string; readonly params: unknown[] | undefined; readonly options: SentOptions | undefined; readonly rawTypes: readonly number[]; readonly tx?: number }
  | { readonly op: "exec"; readonly sql: string; readonly options: SentOptions | undefined; readonly rawTypes: readonly number[]; readonly tx?: number }
  | { readonly op: "begin" }
  | { readonly op: "end"; readonly tx: number; readonly commit: boolean }
  | { readonly op: "listen"; readonly channel: string }
  | { readonly op: "unlisten"; readonly channel: string }
  | { readonly op: "close" };

export type ThreadRequest = ThreadCall & { readonly id: number };

export type ThreadReply =
  | { readonly kind: "ready" }
  | { readonly kind: "result"; readonly id: number; readonly result: unknown }
  | { readonly kind: "error"; readonly id: number; readonly error: Record<string, unknown> }
  | { readonly kind: "notify"; readonly channel: string; readonly payload: string };
