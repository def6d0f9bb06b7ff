import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Cron } from "croner";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((value) => value === "true" || value === "1");

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))
  .pipe(z.url().optional());

const baseUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : fallback))
    .pipe(z.url())
    .transform((value) => value.replace(/\/+$/, ""));

const emailList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

/**
 * Every environment variable the server reads. Each is documented in the README's
 * configuration table; keep the two in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: booleanFlag,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  /** A read replica of DATABASE_URL the public feed may answer from (docs/operations.md). */
  DATABASE_READ_URL: optionalUrl,
  /** Connections each process keeps to PostgreSQL; processes × this must stay under the server's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /**
   * Worker processes serving HTTP (docs/operations.md). With PostgreSQL, the number of cores by
   * default; the embedded database serves one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("BioAgent Hub <no-reply@bioagenthub.example>"),
  EDITOR_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  ADMIN_EMAILS: emailList,
  CONTACT_EMAIL: z.email().default("contact@bioagenthub.example"),
  OFFICE_ADDRESS: z.string().min(1).default("Lund, Sweden"),
  FETCH_ALLOW_PRIVATE: booleanFlag,
  /** A WebSub hub the public feeds name (rel="hub") and that is told of each publication. */
  WEBSUB_HUB_URL: optionalUrl,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  AI_PROVIDER: z.enum(["builtin", "openai-compatible"]).default("builtin"),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /** An embedding model at AI_BASE_URL (POST /v1/embeddings): an extra signal for stories once calibrated. */
  AI_EMBEDDING_MODEL: optionalString,
  EUROPEPMC_BASE_URL: baseUrl("https://www.ebi.ac.uk/europepmc/webservices/rest"),
  BIORXIV_BASE_URL: baseUrl("https://api.biorxiv.org"),
  SEC_EFTS_BASE_URL: baseUrl("https://efts.sec.gov/LATEST"),
  SEC_DATA_BASE_URL: baseUrl("https://data.sec.gov"),
  SEC_WWW_BASE_URL: baseUrl("https://www.sec.gov"),
  SEC_USER_AGENT: z.string().min(3).default("BioAgent Hub contact@bioagenthub.example"),
  CTGOV_BASE_URL: baseUrl("https://clinicaltrials.gov/api/v2"),
  PATENTSVIEW_BASE_URL: baseUrl("https://search.patentsview.org/api/v1"),
  PATENTSVIEW_API_KEY: optionalString,
  EPO_OPS_BASE_URL: baseUrl("https://ops.epo.org/3.2"),
  EPO_OPS_KEY: optionalString,
  EPO_OPS_SECRET: optionalString,
  CHAT_WEBHOOK_URL: optionalUrl,
  /** When the website monitor runs: a five-field cron expression in UTC, or "off". */
  MONITOR_CRON: z
    .string()
    .trim()
    .default("0 6 * * *")
    .refine((value) => value === "off" || isCronExpression(value), "must be a cron expression of five fields (UTC), or off"),
  /** The website monitor's limit for one request to a watched site (its page, feed or an article). */
  MONITOR_FETCH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  /**
   * How long a claimed background job is held without a sign of life before another instance
   * (or this one after a restart) takes it over. The runner renews it while the job runs.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

function isCronExpression(value: string): boolean {
  if (value.split(/\s+/).length !== 5) return false;
  try {
    new Cron(value, { timezone: "UTC", paused: true });
    return true;
  } catch {
    return false;
  }
}

type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, "AUTH_SECRET" | "PUBLIC_URL" | "DATA_DIR" | "WEB_CONCURRENCY"> & {
  AUTH_SECRET: string;
  PUBLIC_URL: string;
  DATA_DIR: string;
  /** Worker processes: WEB_CONCURRENCY, else the cores with PostgreSQL, else one. */
  WEB_CONCURRENCY: number;
  isProduction: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a wrong value stops the start with a message naming the variable. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const [variable, ...rest] = issue.path;
      const where = rest.length ? ` (entry ${Number(rest[0]) + 1})` : "";
      return `  ${String(variable)}:${where} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  if (parsed.AI_PROVIDER === "openai-compatible" && (!parsed.AI_BASE_URL || !parsed.AI_MODEL)) {
    throw new ConfigError(
      "Invalid configuration:\n  AI_PROVIDER: openai-compatible needs AI_BASE_URL and AI_MODEL",
    );
  }
  if (parsed.AI_EMBEDDING_MODEL && !parsed.AI_BASE_URL) {
    throw new ConfigError("Invalid configuration:\n  AI_EMBEDDING_MODEL: needs AI_BASE_URL (the server that answers POST /v1/embeddings)");
  }
  if (parsed.DATABASE_READ_URL && !parsed.DATABASE_URL) {
    throw new ConfigError("Invalid configuration:\n  DATABASE_READ_URL: a replica of DATABASE_URL; set DATABASE_URL too");
  }
  if (!parsed.DATABASE_URL && parsed.WEB_CONCURRENCY !== undefined && parsed.WEB_CONCURRENCY > 1) {
    throw new ConfigError(
      "Invalid configuration:\n  WEB_CONCURRENCY: the embedded database serves one process; set DATABASE_URL to run several workers",
    );
  }
  return parsed;
}

const SECRET_FILE = "auth-secret";

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in the data folder,
 * so that sessions survive restarts. Production refuses to start without one.
 */
function resolveAuthSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 characters; " +
        "generate one with `openssl rand -base64 48`)",
    );
  }
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    AUTH_SECRET: resolveAuthSecret(parsed, dataDir),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ""),
    WEB_CONCURRENCY: parsed.WEB_CONCURRENCY ?? (parsed.DATABASE_URL ? availableParallelism() : 1),
    isProduction: parsed.NODE_ENV === "production",
  };
}
