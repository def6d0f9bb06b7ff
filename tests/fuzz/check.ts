import { apiErrorSchema } from "@/shared/errors";
import { schemaErrors } from "./json-schema";
import type { DocOperation } from "./plan";

type Response = { status: number; headers: Headers; json: unknown; text: string };

// Text that means an internal error leaked into a message meant for a person.
const LEAKS = [
  /\[object Object\]/,
  /^\s+at .+\(.+:\d+:\d+\)$/m,
  /\b(SyntaxError|TypeError|ReferenceError|RangeError|ZodError)\b/,
  /Unexpected token/,
  /Failed query/i,
  /invalid input syntax/i,
  /violates .* constraint/i,
  /duplicate key/i,
  /relation "/i,
  /\bPGlite\b/i,
];

/** How a response breaks the document or the error contract; empty when it keeps both. */
export function responseProblems(operation: DocOperation, response: Response): string[] {
  const { status } = response;
  if (status >= 500) return [`answered ${status}: ${response.text.slice(0, 300)}`];
  const declared = operation.responses[String(status)];
  if (status >= 200 && status < 300) return successProblems(declared, response);
  if (status >= 400) return errorProblems(declared, response);
  return [`answered ${status}, neither success nor a client error`];
}

function successProblems(declared: DocOperation["responses"][string] | undefined, response: Response): string[] {
  if (!declared) return [`answered ${response.status}, which the document does not declare`];
  const schema = declared.content?.["application/json"]?.schema;
  if (!schema) return response.text === "" ? [] : [`answered ${response.status} with a body the document does not declare`];
  if (!response.headers.get("content-type")?.includes("application/json")) {
    return [`answered ${response.status} as ${response.headers.get("content-type")}, not JSON`];
  }
  return schemaErrors(schema, response.json).map((error) => `response breaks its schema: ${error}`);
}

function errorProblems(declared: DocOperation["responses"][string] | undefined, response: Response): string[] {
  const parsed = apiErrorSchema.safeParse(response.json);
  if (!parsed.success) return [`answered ${response.status} without the error shape: ${response.text.slice(0, 300)}`];
  const { message, fields } = parsed.data.error;
  const problems: string[] = declared ? [] : [`answered ${response.status}, which the document does not declare`];
  const texts = [message, ...Object.values(fields ?? {})];
  if (texts.some((text) => text.trim().length < 3)) problems.push(`an empty error message: ${response.text.slice(0, 300)}`);
  for (const leak of LEAKS) {
    if (texts.some((text) => leak.test(text))) problems.push(`an internal error in the message (${leak}): ${response.text.slice(0, 300)}`);
  }
  const schema = declared?.content?.["application/json"]?.schema;
  if (schema) problems.push(...schemaErrors(schema, response.json).map((error) => `error breaks its schema: ${error}`));
  return problems;
}
