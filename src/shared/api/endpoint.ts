import type { Access } from "../auth/access";

type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Where an operation lives and who may call it: the part of its contract that the browser needs
 * at run time. Plain data, no schema library, so the typed client costs the first screen
 * almost nothing (docs/decisions.md, "Client bundle"); the schemas are in the feature's
 * contracts.ts, joined to these by name (`defineOperations`).
 */
export type Endpoint = {
  method: HttpMethod;
  /** OpenAPI style: `/api/news/{id}`. */
  path: string;
  access: Access;
};

// No side effects: a lazy chunk that imports contracts.ts for a form schema does not keep the
// endpoints too, so they stay in the entry chunk with the client rather than a chunk of their own.
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoints<const E extends Record<string, Endpoint>>(endpoints: E): E {
  return endpoints;
}
