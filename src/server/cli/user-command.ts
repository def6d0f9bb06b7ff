import { parseArgs } from "node:util";
import { z } from "zod";
import { ROLES } from "@/shared/auth/permissions";
import { PASSWORD_MIN_SIGN_UP } from "@/shared/limits";
import type { Database } from "../core/db/client";
import { createUserAccount, setUserRole } from "../features/accounts";

export const USER_USAGE = `Usage:
  npm run user -- create --email E --password P [--role user|editor|admin] [--verified]
  npm run user -- set-role --email E --role user|editor|admin`;

const createSchema = z.object({
  email: z.email("--email must be an e-mail address"),
  password: z.string().min(PASSWORD_MIN_SIGN_UP, `--password must be at least ${PASSWORD_MIN_SIGN_UP} characters`),
  role: z.enum(ROLES, "--role must be user, editor or admin").optional(),
  verified: z.boolean(),
});

const setRoleSchema = z.object({
  email: z.email("--email must be an e-mail address"),
  role: z.enum(ROLES, "--role must be user, editor or admin"),
});

export class UsageError extends Error {
  override name = "UsageError";
}

function parse<T>(schema: z.ZodType<T>, values: unknown): T {
  const result = schema.safeParse(values);
  if (!result.success) throw new UsageError(result.error.issues.map((issue) => issue.message).join("\n"));
  return result.data;
}

/** The operator's account tool; returns the line to print. */
export async function runUserCommand(
  argv: string[],
  deps: { db: Database; adminEmails: readonly string[] },
): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        verified: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command] = parsed.positionals;
  if (command === "create") {
    const input = parse(createSchema, parsed.values);
    const created = await createUserAccount(deps.db, { ...input, adminEmails: deps.adminEmails });
    return `Created ${input.email} (role ${created.role}, ${input.verified ? "verified" : "not verified: the user must confirm the e-mail address before signing in"}).`;
  }
  if (command === "set-role") {
    const input = parse(setRoleSchema, parsed.values);
    await setUserRole(deps.db, input.email, input.role);
    return `${input.email} now has the role ${input.role}.`;
  }
  throw new UsageError(command ? `Unknown command "${command}".` : "No command given.");
}
