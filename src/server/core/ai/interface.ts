import type { z } from "zod";
import type { Entities, Facets, Tag } from "@/shared/news/contracts";

// The one AI interface of DESIGN.md "The AI engine": every feature that writes text calls it,
// and AI_PROVIDER decides which implementation answers. New analyses are added as methods here
// and in both implementations.

export type ArticleInput = {
  url: string;
  title: string;
  text: string;
  language: string | null;
  publishedAt: Date | null;
};

export type NewsAnalysis = {
  /** English title (built-in: the original title unchanged). */
  title: string;
  /** English summary as simple HTML: <p> with <strong> key terms; nothing else. */
  summaryHtml: string;
  /** From the vocabularies only. */
  tags: Tag[];
  entities: Entities;
  /** Up to 15. */
  rawKeywords: string[];
  facets: Facets;
  /** True only when the text was actually translated to English. */
  translated: boolean;
  /** True when the title and summary are an English brief written from recognized facts (built-in engine, article not in English). */
  englishBrief: boolean;
  /** Plain words when something could not be done (built-in and a non-English article). */
  notice: string | null;
  engine: "builtin" | "openai-compatible";
  /** Built-in: "builtin-extractive-1"; provider: AI_MODEL. */
  model: string | null;
};

export type ShareTextInput = {
  title: string;
  /** HTML or plain text. */
  summary: string;
  platform: "linkedin" | "x";
  /** The page being shared; on X it is counted as 23 characters plus a space, not included. */
  url?: string;
  /** Regenerate: another number gives another variant of the post. */
  variant?: number;
};

export type AiCallOptions = { signal?: AbortSignal };

/**
 * A provider call with a zod-checked JSON answer, for the intelligence analyses: each feature
 * computes its built-in analyses itself and asks a provider through this (engine "openai-compatible").
 */
type StructuredRequest<T> = { name: string; system: string; prompt: string; schema: z.ZodType<T> };
type TextRequest = { system: string; prompt: string };

/** What each implementation answers; createAiEngine adds the embeddings (AI_EMBEDDING_MODEL) beside it. */
export interface TextEngine {
  readonly engine: "builtin" | "openai-compatible";
  readonly model: string | null;
  analyzeNews(input: ArticleInput, options?: AiCallOptions): Promise<NewsAnalysis>;
  writeShareText(input: ShareTextInput, options?: AiCallOptions): Promise<string>;
  /** Provider only: the built-in engine has no language model and refuses. */
  generateStructured<T>(request: StructuredRequest<T>, options?: AiCallOptions): Promise<T>;
  /** Provider only: plain text (assistant replies). */
  writeText(request: TextRequest, options?: AiCallOptions): Promise<string>;
}

export interface AiEngine extends TextEngine {
  /** AI_EMBEDDING_MODEL; null when none is configured. */
  readonly embeddingModel: string | null;
  /** The text's embedding (POST /v1/embeddings); refuses when no embedding model is configured. */
  embed(text: string, options?: AiCallOptions): Promise<number[]>;
}

export const BUILTIN_MODEL = "builtin-extractive-1";
