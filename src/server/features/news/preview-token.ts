import { createHmac, timingSafeEqual } from "node:crypto";
import type { AiEngine as EngineName } from "@/shared/news/contracts";
import { AppError } from "../../core/errors";

const TOKEN_HOURS = 24;

export type PreviewFacts = {
  sourceUrl: string;
  subject: string;
  engine: EngineName;
  model: string | null;
  language: string | null;
  translated: boolean;
  /** An English brief of recognized facts (built-in engine), not a translation. Absent in tokens made before briefs. */
  englishBrief?: boolean;
};

function sign(secret: string, payload: string): string {
  return createHmac("sha256", `news-preview:${secret}`).update(payload).digest("base64url");
}

/**
 * The ingest response carries these facts signed, so that the draft saved from it records the
 * engine that really wrote it, and only a paid-for preview becomes a draft.
 */
export function createPreviewToken(secret: string, facts: PreviewFacts): string {
  const payload = Buffer.from(
    JSON.stringify({ ...facts, expiresAt: Date.now() + TOKEN_HOURS * 3_600_000 }),
  ).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

const EXPIRED = "This preview has expired or does not belong to you. Please generate it again.";

export function readPreviewToken(secret: string, token: string, expected: { sourceUrl: string; subject: string }): PreviewFacts {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) throw new AppError("bad_request", EXPIRED);
  const expectedSignature = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expectedSignature.length || !timingSafeEqual(given, expectedSignature)) {
    throw new AppError("bad_request", EXPIRED);
  }
  const facts = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as PreviewFacts & { expiresAt: number };
  if (facts.expiresAt < Date.now() || facts.subject !== expected.subject || facts.sourceUrl !== expected.sourceUrl) {
    throw new AppError("bad_request", EXPIRED);
  }
  return facts;
}
